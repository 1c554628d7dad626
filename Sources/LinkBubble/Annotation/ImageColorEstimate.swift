/// The background and text colors of an image under some rects, estimated from its
/// pixels, as WebKit's text indicator estimates the background color under a range
/// (`ComputeEstimatedBackgroundColor`) so that its platter matches the page.
///
/// The pixels inside the rects (at most about a million of them, taken evenly) are
/// counted in bins of 16 levels per channel: the background is the mean color of the
/// fullest bin, and the text the mean color of the bin, among those holding at least
/// 1 % of the pixels, that contrasts most with the background (WCAG 2's ratio). When
/// no other bin holds that many, the area is plain and the text is taken as black or
/// white, whichever contrasts more with the background. Alpha is ignored: the pixels'
/// colors are read as they are stored.
///
/// A value: share and copy it freely.
public struct ImageColorEstimate: Hashable, Sendable {
    /// The estimated background color (opaque).
    public var background: Color
    /// The estimated text color (opaque).
    public var text: Color

    /// The estimate for the pixels of `image` (RGBA) inside `rects` (in its pixels,
    /// clipped to it); nil when no whole pixel lies inside them.
    public init?(image: Bitmap, rects: [Rect]) {
        guard image.format == .rgba8,
            let coverage = PixelCoverage(rects: rects, imageWidth: image.width, imageHeight: image.height)
        else { return nil }
        let total = coverage.pixelCount
        let step = Swift.max(1, total / Self.maximumSamples)
        var counts = [Int](repeating: 0, count: 4096)
        var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: 4096)
        var index = 0, samples = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            coverage.forEachPixel { row, column in
                defer { index += 1 }
                guard index % step == 0 else { return }
                let offset = row * image.width + column
                let (red, green, blue) = (Int(pixels[offset * 4]), Int(pixels[offset * 4 + 1]), Int(pixels[offset * 4 + 2]))
                let bin = (red >> 4) << 8 | (green >> 4) << 4 | blue >> 4
                counts[bin] += 1
                sums[bin] = (sums[bin].0 + red, sums[bin].1 + green, sums[bin].2 + blue)
                samples += 1
            }
        }
        func mean(_ bin: Int) -> Color {
            let count = Double(counts[bin]) * 255
            return Color(red: Double(sums[bin].0) / count, green: Double(sums[bin].1) / count, blue: Double(sums[bin].2) / count)
        }
        guard let fullest = counts.indices.max(by: { counts[$0] < counts[$1] }) else { return nil }
        let background = mean(fullest)
        let threshold = Swift.max(1, samples / 100)
        let text = counts.indices
            .filter { $0 != fullest && counts[$0] >= threshold }
            .map(mean)
            .max { background.contrastRatio(with: $0) < background.contrastRatio(with: $1) }
        self.background = background
        self.text = text ?? background.contrastingBlackOrWhite
    }

    /// The most pixels read: about a million, taken evenly from larger areas.
    static let maximumSamples = 1 << 20

    /// The platter color for text of ``text``: ``background``, or white or black when
    /// the text would be under WCAG's 4.5 to 1 on it.
    public var platter: Color {
        text.contrastRatio(with: background) >= 4.5 ? background : text.contrastingBlackOrWhite
    }

    /// The highlight (outline) color: ``text``, or black or white when it is under
    /// 4.5 to 1 on ``background``.
    public var highlight: Color {
        text.contrastRatio(with: background) >= 4.5 ? text : background.contrastingBlackOrWhite
    }
}
