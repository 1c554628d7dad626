@testable import BubbleRender
import LinkBubbleTestSupport
import Testing

/// `Upsampling.bilinear` (runs between the same two source pixels, filled or
/// interpolated 4 lanes at a time) against interpolating every target pixel on its own.
@Suite struct UpsamplingTests {
    /// Bilinear interpolation between pixel centers, pixel by pixel, edges clamped.
    static func reference(
        _ source: [UInt8], width: Int, height: Int, factor: Int, columns: Range<Int>, rows: Range<Int>
    ) -> [UInt8] {
        func tap(_ index: Int, _ count: Int) -> (Int, Int, Float) {
            let position = (Float(index) + 0.5) / Float(factor) - 0.5
            let lower = Int(position.rounded(.down))
            return (min(max(lower, 0), count - 1), min(lower + 1, count - 1), position - Float(lower))
        }
        var result: [UInt8] = []
        for row in rows {
            let (top, bottom, rowWeight) = tap(row, height)
            for column in columns {
                let (left, right, weight) = tap(column, width)
                func mixed(_ x: Int) -> Float {
                    let a = Float(source[top * width + x])
                    return a + (Float(source[bottom * width + x]) - a) * rowWeight
                }
                let a = mixed(left), b = mixed(right)
                result.append(UInt8(min(255, max(0, a + (b - a) * weight + 0.5))))
            }
        }
        return result
    }

    /// Sources with flat stretches (0 and 255, as a shadow has) and ramps, at factors
    /// 2 to 6, the whole target and parts of it.
    @Test(arguments: 2...6) func runsMatchPixelByPixel(factor: Int) {
        var random = SplitMix64(seed: UInt64(factor))
        let (width, height) = (23, 11)
        let source = (0..<width * height).map { index -> UInt8 in
            let x = index % width
            return x < 5 ? 0 : x > 17 ? 255 : UInt8(truncatingIfNeeded: random.next() % 4 == 0 ? 255 : random.next())
        }
        let regions = [(0..<width * factor, 0..<height * factor), (3..<width * factor - 5, 7..<19)]
        for (columns, rows) in regions {
            let upsampled = source.withUnsafeBufferPointer { source in
                Array(Upsampling.bilinear(
                    source.baseAddress!, width: width, height: height, factor: factor, columns: columns, rows: rows).buffer)
            }
            #expect(upsampled == Self.reference(source, width: width, height: height, factor: factor, columns: columns, rows: rows))
        }
    }
}
