import BubbleRender

/// A picture of where `actual` differs from `expected`, as large as the larger of the two
/// and opaque everywhere:
/// - a pixel that differs is red, from (128, 0, 0) for a difference of 1 to (255, 0, 0) for
///   255 (the largest channel difference d gives red 128 + d / 2), so even the smallest
///   difference stands out;
/// - a pixel that lies in only one of the images counts as a difference of 255;
/// - a pixel that matches is a pale gray copy of the expected image composited over white
///   (gray 255 − (255 − luma) / 4, from 192 to 255), so the differences can be placed.
package func differenceImage(expected: Bitmap, actual: Bitmap) throws -> Bitmap {
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    var image = try Bitmap(width: width, height: height, format: .rgba8)
    for y in 0..<height {
        for x in 0..<width {
            let delta = x < expected.width && y < expected.height && x < actual.width && y < actual.height
                ? pixelDifference(expected, actual, x: x, y: y).largest : 255
            let gray = delta > 0 ? 0 : contextGray(expected, x: x, y: y)
            let start = (y * width + x) * 4
            image.pixels.replaceSubrange(
                start..<start + 4, with: [delta > 0 ? UInt8(128 + delta / 2) : gray, gray, gray, 255])
        }
    }
    return image
}

/// The pale gray standing for the pixel at column `x`, row `y` of `image`: the pixel over
/// white, its luma a quarter as dark.
private func contextGray(_ image: Bitmap, x: Int, y: Int) -> UInt8 {
    let alpha = image.channel(3, x: x, y: y)
    func overWhite(_ channel: Int) -> Int {
        (image.channel(channel, x: x, y: y) * alpha + 255 * (255 - alpha)) / 255
    }
    let luma = (299 * overWhite(0) + 587 * overWhite(1) + 114 * overWhite(2)) / 1000
    return UInt8(255 - (255 - luma) / 4)
}
