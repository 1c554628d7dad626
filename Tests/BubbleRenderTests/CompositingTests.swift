@testable import BubbleRender
import Geometry
import LinkBubbleTestSupport
import Testing

/// `Canvas.composite` (groups of 8 filled, skipped, taken from a table over one backdrop
/// color, or blended 4 at a time) against source over pixel by pixel.
@Suite struct CompositingTests {
    /// Every coverage, over a uniform backdrop (transparent, opaque white, translucent),
    /// over a mixed one, in colors opaque and not, at offsets that split the groups of 8.
    @Test func everyPathMatchesPixelByPixel() throws {
        var random = SplitMix64(seed: 32)
        let (width, height) = (77, 9)
        let backdrops: [[UInt8]] = [[0, 0, 0, 0], [255, 255, 255, 255], [20, 40, 60, 128]]
        let colors = [Color(red: 0, green: 0.478, blue: 1), Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.45)]
        for color in colors {
            for backdrop in backdrops {
                var canvas = try Canvas(width: width, height: height, scale: 1)
                canvas.withPixels { pixels in
                    for index in 0..<width * height {
                        // A few pixels differ from the backdrop, so some groups are mixed.
                        let pixel: [UInt8] = index % 37 == 5 ? [9, 9, 9, 200] : backdrop
                        for channel in 0..<4 { pixels[index * 4 + channel] = pixel[channel] }
                    }
                }
                let before = Array(canvas.premultiplied.buffer)
                // Stretches of 0, of 255, every coverage, and random ones.
                var coverage = [UInt8](repeating: 0, count: 70 * height)
                for index in coverage.indices {
                    switch index % 70 {
                    case 0..<16: coverage[index] = 0
                    case 16..<33: coverage[index] = 255
                    default: coverage[index] = index % 3 == 0 ? UInt8(index % 256) : UInt8(truncatingIfNeeded: random.next())
                    }
                }
                coverage.withUnsafeBufferPointer { coverage in
                    canvas.composite(coverage.baseAddress!, width: 70, height: height, at: (3, 0), color: color)
                }
                var expected = before
                let source = PremultipliedColor(color)
                for row in 0..<height {
                    for column in 0..<70 {
                        let value = Int(coverage[row * 70 + column])
                        guard value != 0 else { continue }
                        expected.withUnsafeMutableBufferPointer { pixels in
                            PremultipliedColor.paint(
                                source.scaled(by: value), over: pixels.baseAddress! + (row * width + column + 3) * 4)
                        }
                    }
                }
                #expect(Array(canvas.premultiplied.buffer) == expected)
            }
        }
    }
}
