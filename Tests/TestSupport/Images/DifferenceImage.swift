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
            let pixel: [UInt8]
            if x < expected.width, y < expected.height, x < actual.width, y < actual.height {
                let wanted = expected.rgba(x, y)
                let delta = channelDifferences(wanted, actual.rgba(x, y)).max()!
                pixel = delta > 0 ? differencePixel(delta) : contextPixel(wanted)
            } else {
                pixel = differencePixel(255)
            }
            let start = (y * width + x) * 4
            image.pixels.replaceSubrange(start..<start + 4, with: pixel)
        }
    }
    return image
}

/// The red of a pixel whose largest channel difference is `delta` (1 to 255).
private func differencePixel(_ delta: Int) -> [UInt8] {
    [UInt8(128 + delta / 2), 0, 0, 255]
}

/// The pale gray of a matching pixel: `rgba` over white, its luma a quarter as dark.
private func contextPixel(_ rgba: [Int]) -> [UInt8] {
    let alpha = rgba[3]
    let overWhite = rgba.prefix(3).map { ($0 * alpha + 255 * (255 - alpha)) / 255 }
    let luma = (299 * overWhite[0] + 587 * overWhite[1] + 114 * overWhite[2]) / 1000
    let gray = UInt8(255 - (255 - luma) / 4)
    return [gray, gray, gray, 255]
}
