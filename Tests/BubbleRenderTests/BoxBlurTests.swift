@testable import BubbleRender
import LinkBubbleTestSupport
import Testing

/// The shadow blur works on 4 rows and one strip of 32 columns at a time, keeping the
/// horizontal passes' result in 8.8 fixed point: it must match the plain separable box
/// blur, computed here in doubles on the whole buffer, to within one level.
@Suite struct BoxBlurTests {
    /// One box of half-width `radius` along rows (`horizontal`) or columns, values past
    /// the edges counting as zero.
    static func box(_ values: [Double], width: Int, height: Int, radius: Int, horizontal: Bool) -> [Double] {
        var result = [Double](repeating: 0, count: values.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for offset in -radius...radius {
                    let (sx, sy) = horizontal ? (x + offset, y) : (x, y + offset)
                    if sx >= 0, sx < width, sy >= 0, sy < height { sum += values[sy * width + sx] }
                }
                result[y * width + x] = sum / Double(2 * radius + 1)
            }
        }
        return result
    }

    @Test(arguments: [(1, 1), (3, 2), (5, 7), (31, 3), (32, 9), (33, 5), (70, 13), (9, 70)])
    func matchesThePlainBoxBlur(width: Int, height: Int) {
        var generator = TestSeed(default: 0xB10B).generator
        for sigma in [0.6, 1.5, 3, 6] {
            let blur = BoxBlur(sigma: sigma)
            // Mostly solid shapes (runs of 0 and 255), some gray, as coverage is.
            var coverage = (0..<width * height).map { _ -> UInt8 in
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: 0
                case 1: UInt8.random(in: 0...255, using: &generator)
                default: 255
                }
            }
            var expected = coverage.map(Double.init)
            for radius in blur.radii where radius > 0 {
                expected = Self.box(expected, width: width, height: height, radius: radius, horizontal: true)
            }
            for radius in blur.radii where radius > 0 {
                expected = Self.box(expected, width: width, height: height, radius: radius, horizontal: false)
            }
            blur.apply(to: &coverage, width: width, height: height)
            let worst = zip(coverage, expected).map { abs(Double($0) - $1) }.max() ?? 0
            #expect(worst <= 0.5 + 1 / 256, "\(width) x \(height), sigma \(sigma): off by \(worst)")
        }
    }
}
