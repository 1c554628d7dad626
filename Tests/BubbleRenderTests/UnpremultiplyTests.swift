@testable import BubbleRender
import Geometry
import LinkBubbleTestSupport
import Testing
import WrapPath

/// `Canvas.unpremultiply` (pixels copied 16 at a time where they are the same either way,
/// the others divided by a reciprocal) against the plain division, on every premultiplied
/// value and on drawn canvases.
@Suite struct UnpremultiplyTests {
    /// The straight pixel of premultiplied RGBA, by division: each color channel
    /// `(color * 255 + alpha / 2) / alpha`, at most 255; transparent pixels all zero.
    static func straight(_ pixels: [UInt8]) -> [UInt8] {
        var result = pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            for channel in index..<index + 3 {
                result[channel] = alpha == 0 ? 0 : UInt8(min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
            }
        }
        return result
    }

    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0xA5, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                Canvas.unpremultiply(from: source.baseAddress!, to: target.baseAddress!, count: pixels.count / 4)
            }
        }
        return result
    }

    /// Every color value under every alpha, between runs of pixels that are copied whole
    /// (opaque, black at any alpha, transparent) of every length from 1 to 19, so that
    /// groups of 16 are sometimes all copied and sometimes mixed.
    @Test func everyPremultipliedValueMatchesTheDivision() {
        var random = SplitMix64(seed: 5)
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for color in 0...alpha {
                let run = Int(random.next() % 19) + 1
                for _ in 0..<run {
                    switch random.next() % 3 {
                    case 0: pixels += [UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()), 9, 255]
                    case 1: pixels += [0, 0, 0, UInt8(truncatingIfNeeded: random.next())]
                    default: pixels += [0, 0, 0, 0]
                    }
                }
                pixels += [UInt8(color), UInt8(alpha - color), UInt8(color / 2), UInt8(alpha)]
            }
        }
        // A length that is not a multiple of 16 leaves pixels for the tail loop.
        pixels += [3, 2, 1, 7, 0, 0, 0, 255, 40, 40, 40, 80]
        #expect(Self.unpremultiplied(pixels) == Self.straight(pixels))
    }

    /// A drawn canvas: a soft shadow (black at many alphas), a translucent bubble over
    /// it, an opaque one with antialiased edges over transparency.
    @Test func aDrawnCanvasMatchesTheDivision() throws {
        var canvas = try Canvas(width: 243, height: 131, scale: 3)
        let bubbles = Bubble.bubbles(around: [Rect(x: 8, y: 6, width: 50, height: 18), Rect(x: 14, y: 24, width: 40, height: 12)],
                                     style: .ios)
        try canvas.drawShadow(of: bubbles[0].path, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), blurRadius: 8,
                              offset: Point(x: 0, y: 2))
        try canvas.fill(bubbles[0].path, color: Color(red: 0.9, green: 0.95, blue: 1, alpha: 0.6))
        try canvas.fill(TestShapes.circle(center: Point(x: 70, y: 30), radius: 9), color: Color(red: 0, green: 0.48, blue: 1, alpha: 1))
        let premultiplied = Array(canvas.premultiplied.buffer)
        #expect(canvas.bitmap().pixels == Self.straight(premultiplied))
        #expect(try PNGCodec.decode(try canvas.png()).pixels == Self.straight(premultiplied))
    }
}
