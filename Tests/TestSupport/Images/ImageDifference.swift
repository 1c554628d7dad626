import BubbleRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How far an image is from the expected one, channel by channel (gray pixels count as
/// opaque RGBA with equal channels, so bitmaps of either format compare).
package struct ImageDifference: Equatable, Sendable {
    /// Whether the two images have the same width and height; when not, the other fields
    /// compare the overlapping top-left part only.
    package var sizesMatch: Bool
    /// The largest difference of one channel of one pixel, 0 to 255.
    package var largestChannelDifference: Int
    /// The mean difference over all channels of the overlapping pixels.
    package var meanChannelDifference: Double
    /// How many overlapping pixels differ in at least one channel.
    package var differingPixelCount: Int

    /// Compares `actual` with `expected`: a row of the same bytes in both (every row, when
    /// a rendering matches its golden exactly) differs nowhere, so only the other rows are
    /// compared pixel by pixel.
    package init(expected: Bitmap, actual: Bitmap) {
        sizesMatch = expected.width == actual.width && expected.height == actual.height
        var largest = 0, total = 0, differing = 0
        let width = min(expected.width, actual.width), height = min(expected.height, actual.height)
        for y in 0..<height where !sameBytes(expected, actual, row: y, width: width) {
            for x in 0..<width {
                let delta = pixelDifference(expected, actual, x: x, y: y)
                largest = max(largest, delta.largest)
                total += delta.total
                if delta.largest > 0 { differing += 1 }
            }
        }
        largestChannelDifference = largest
        meanChannelDifference = Double(total) / Double(max(width * height * 4, 1))
        differingPixelCount = differing
    }
}

/// How much an image may differ from the expected one and still match it.
package struct ImageTolerance: Sendable {
    /// The largest channel difference allowed, 0 to 255.
    package var largestChannelDifference: Int
    /// The largest mean channel difference allowed.
    package var meanChannelDifference: Double

    /// A tolerance of at most `largest` on any channel and `mean` on average.
    package init(largestChannelDifference largest: Int, meanChannelDifference mean: Double) {
        largestChannelDifference = largest
        meanChannelDifference = mean
    }

    /// Whether `difference` is within the tolerance (sizes must match).
    package func accepts(_ difference: ImageDifference) -> Bool {
        difference.sizesMatch && difference.largestChannelDifference <= largestChannelDifference
            && difference.meanChannelDifference <= meanChannelDifference
    }
}

/// Whether the first `width` pixels of row `y` are the same bytes in `a` and `b` (never,
/// for bitmaps of two formats).
private func sameBytes(_ a: Bitmap, _ b: Bitmap, row y: Int, width: Int) -> Bool {
    guard a.format == b.format else { return false }
    return a.pixels.withUnsafeBytes { aBytes in
        b.pixels.withUnsafeBytes { bBytes in
            guard let aStart = aBytes.baseAddress, let bStart = bBytes.baseAddress else { return false }
            return memcmp(aStart + y * a.bytesPerRow, bStart + y * b.bytesPerRow, width * a.format.bytesPerPixel) == 0
        }
    }
}

/// The largest and the sum of the absolute differences of the four channels of the pixels
/// at column `x`, row `y` of `a` and `b`.
func pixelDifference(_ a: Bitmap, _ b: Bitmap, x: Int, y: Int) -> (largest: Int, total: Int) {
    var largest = 0, total = 0
    for channel in 0..<4 {
        let delta = abs(a.channel(channel, x: x, y: y) - b.channel(channel, x: x, y: y))
        largest = max(largest, delta)
        total += delta
    }
    return (largest, total)
}

extension Bitmap {
    /// Channel `channel` (0 red, 1 green, 2 blue, 3 alpha) of the pixel at column `x`,
    /// row `y`; a gray pixel is opaque with three equal channels.
    func channel(_ channel: Int, x: Int, y: Int) -> Int {
        switch format {
        case .rgba8: Int(pixels[(y * width + x) * 4 + channel])
        case .gray8: channel == 3 ? 255 : Int(pixels[y * width + x])
        }
    }
}
