import Foundation
import LinkBubble
import LinkBubbleImageTestSupport
import Testing

/// The gallery's images, one per sample and presentation mode, compared with the
/// committed ones in docs/gallery, which the README shows. The system's fonts are the fixed test font set (`Tests/Fonts/fonts.conf`),
/// loaded explicitly, so the samples that need them (Japanese, emoji, Hindi) come out
/// the same under `scripts/test` and plain `swift test`. A mismatch leaves NAME.failed.png (the rendering) and NAME.diff.png
/// (where it differs, in red) beside the golden NAME.png, and names both. Set
/// LINKBUBBLE_RECORD_GOLDENS=1 to record them again (the run then fails, so a recording
/// is never mistaken for a pass).
@Suite struct GalleryGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/gallery")
    static let recording = ProcessInfo.processInfo.environment["LINKBUBBLE_RECORD_GOLDENS"] == "1"
    static let appearance = _PreviewGallery.appearance()
    /// The fixed test font set, loaded once for every test of the suite.
    static let fixedFontSet = Result {
        try SystemFontSource(
            configurationFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fonts/fonts.conf").path)
    }

    /// How far a rendering may drift from its golden (font rasterization details).
    static let tolerance = ImageTolerance(largestChannelDifference: 64, meanChannelDifference: 0.5)

    @Test(arguments: _PreviewGallery.samples.map(\.name))
    func galleryMatchesItsGoldenImages(name: String) throws {
        let sample = try #require(_PreviewGallery.samples.first { $0.name == name })
        let preview = try sample.preview(fontSource: try Self.fixedFontSet.get())
        for mode in PresentationMode.allCases {
            let file = name + _PreviewGallery.fileSuffix(of: mode) + ".png"
            let image = try preview.scene(Self.appearance, mode: mode).canvas().bitmap()
            let golden = GoldenImage(path: Self.folder.appendingPathComponent(file).path, tolerance: Self.tolerance)
            if Self.recording {
                try image.writePNG(toFile: golden.path)
                Issue.record("recorded \(file); run again without LINKBUBBLE_RECORD_GOLDENS")
                continue
            }
            if let mismatch = try golden.mismatch(of: image) { Issue.record(Comment(rawValue: mismatch)) }
        }
    }

    @Test(arguments: _PreviewGallery.samples.map(\.name))
    func previewsAreTransparentOutsideAndInkedInside(name: String) throws {
        let preview = try #require(_PreviewGallery.samples.first { $0.name == name }).preview(fontSource: try Self.fixedFontSet.get())
        let canvas = try preview.renderPreview(PreviewAppearance(scale: 2))
        let bitmap = try PNGCodec.decode(try canvas.png())
        #expect(bitmap.width == canvas.width && bitmap.height == canvas.height)
        for (x, y) in [(0, 0), (bitmap.width - 1, 0), (0, bitmap.height - 1), (bitmap.width - 1, bitmap.height - 1)] {
            #expect(bitmap[x, y].last == 0, "corner \(x),\(y) is transparent")
        }
        // Inside the bubble: opaque platter, and dark ink where the glyphs are.
        let rect = try #require(preview.lineRects.first)
        let y = Int(((rect.midY) - canvas.origin.y) * 2)
        let row = (0..<bitmap.width).map { bitmap[$0, y] }
        #expect(row.contains { $0.last == 255 && $0.first! < 80 }, "dark ink on the first line")
        #expect(row.contains { $0.last == 255 && $0.first! == 255 }, "white platter on the first line")
        // Every glyph of the link is a real one: no missing-glyph box (glyph 0) in any script.
        let glyphs = preview.layout.glyphs
        #expect(preview.glyphRuns.joined().allSatisfy { glyphs[$0].id != 0 }, "no missing glyphs")
    }

    @Test func maskAreaMatchesThePathArea() throws {
        for sample in _PreviewGallery.samples {
            let preview = try sample.preview(fontSource: try Self.fixedFontSet.get())
            for scale in [1.0, 2, 3, 1.5] {
                let mask = try preview.mask(scale: scale)
                let expected = abs(preview.maskPath.signedArea) * scale * scale
                #expect(abs(mask.coveredArea - expected) <= expected * 0.005, "\(sample.name) at \(scale)x")
                let bubble = try preview.mask(scale: scale, bubble: true)
                let bubbleArea = abs(preview.bubblePath.signedArea) * scale * scale
                #expect(abs(bubble.coveredArea - bubbleArea) <= bubbleArea * 0.005, "\(sample.name) bubble at \(scale)x")
            }
        }
    }

    /// The emoji sample's preview shows its emoji in color: strongly colored pixels (the
    /// ticket's red, the thumb's brown), where text alone is gray.
    @Test func emojiDrawInColor() throws {
        let sample = try #require(_PreviewGallery.samples.first { $0.name == "emoji" })
        let bitmap = try PNGCodec.decode(try sample.preview(fontSource: try Self.fixedFontSet.get()).renderPreview().png())
        var colored = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = Array(bitmap[x, y])
                if pixel[3] == 255, Int(pixel.max()!) - Int(pixel[0..<3].min()!) > 80 { colored += 1 }
            }
        }
        #expect(colored > 100, "\(colored) strongly colored pixels")
    }
}
