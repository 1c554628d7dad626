import Foundation
import LinkBubble
import LinkBubbleTestSupport
import Testing

/// The animated SVG played by a browser: headless Chromium (Debian's `chromium`, which
/// scripts/ensure-system-packages installs) opens the flipbook, pauses it at three
/// instants and screenshots it; each screenshot matches the raster frame shown at that
/// instant, and is closer to it than to the frames before and after.
///
/// The instants are the middles of their frames' slots, so the frame shown does not
/// hang on rounding. Both images are composited over white. The tolerance covers how
/// Skia and this package's FreeType rasterizer antialias edges and how far their
/// Gaussian blurs of the shadow differ: a mean channel difference under 2 levels of
/// 255, where the neighbouring frames differ by more.
@Suite struct AnimatedSVGBrowserTests {
    @Test func chromiumPlaysTheFramesOfTheRasterImages() async throws {
        guard HeadlessChromium.path != nil else {
            Issue.record("chromium is not installed: run scripts/ensure-system-packages")
            return
        }
        let preview = try PresentationGoldenTests.preview("two-lines")
        var appearance = GalleryGoldenTests.appearance
        appearance.scale = 1
        let center = try #require(preview.center)
        let lift = try LinkAnimation(
            preview: preview, kind: .lift(LiftDestination(size: Size(width: 240, height: 120), centeredOn: center)),
            appearance: appearance)
        let frames = try FrameSequence(lift, frameRate: 10)
        let svg = String(decoding: try frames.svg(), as: UTF8.self)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("linkbubble-svg-\(getpid()).html")
        try "<!doctype html><html><body style=\"margin:0;background:#fff\">\(svg)</body></html>"
            .write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let first = try frames.scene(ofFrame: 0)
        let indices = [1, 3, 4]
        let times = indices.map { (Double($0) + 0.5) * frames.schedule.frameDuration }
        // One page, paused at each instant in turn.
        let screenshots = try await HeadlessChromium.withPage(
            page.absoluteString, width: first.pixelWidth, height: first.pixelHeight
        ) { page in
            try page.evaluate("document.querySelector('svg').pauseAnimations()")
            return try times.map { time in
                try page.evaluate("document.querySelector('svg').setCurrentTime(\(time))")
                return try page.screenshot()
            }
        }
        for (index, shot) in zip(indices, screenshots) {
            let browser = try PNGCodec.decode(Array(shot))
            #expect(browser.width == first.pixelWidth && browser.height == first.pixelHeight)
            let differences = try [index - 1, index, index + 1].map { frame in
                Self.meanDifference(browser, try frames.scene(ofFrame: frame).canvas().bitmap())
            }
            #expect(differences[1] < 2, "frame \(index): mean difference \(differences[1]), neighbours \(differences)")
            #expect(differences[1] < differences[0] && differences[1] < differences[2], "frame \(index): \(differences)")
        }
    }

    /// The mean difference per color channel of two RGBA images, each over white.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var total = 0.0
        for pixel in 0..<(a.width * a.height) {
            let i = pixel * 4
            let (alphaA, alphaB) = (Double(a.pixels[i + 3]) / 255, Double(b.pixels[i + 3]) / 255)
            for channel in 0..<3 {
                let overWhiteA = Double(a.pixels[i + channel]) * alphaA + 255 * (1 - alphaA)
                let overWhiteB = Double(b.pixels[i + channel]) * alphaB + 255 * (1 - alphaB)
                total += abs(overWhiteA - overWhiteB)
            }
        }
        return total / Double(a.width * a.height * 3)
    }
}
