import Foundation
import LinkBubble
import Testing

/// The gallery's images compared with the committed ones in docs/gallery, which the
/// README shows. Set LINKBUBBLE_RECORD_GOLDENS=1 to record them again (the run then
/// fails, so a recording is never mistaken for a pass).
@Suite struct GalleryGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/gallery")
    static let recording = ProcessInfo.processInfo.environment["LINKBUBBLE_RECORD_GOLDENS"] == "1"
    static let appearance = PreviewGallery.appearance()

    /// Largest and mean per-channel difference between two RGBA bitmaps of one size.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> (largest: Int, mean: Double) {
        var largest = 0, total = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            let delta = abs(Int(x) - Int(y))
            largest = max(largest, delta)
            total += delta
        }
        return (largest, Double(total) / Double(max(a.pixels.count, 1)))
    }

    @Test(arguments: PreviewGallery.samples.map(\.name))
    func galleryMatchesItsGoldenImages(name: String) throws {
        let sample = try #require(PreviewGallery.samples.first { $0.name == name })
        let preview = try sample.preview()
        let images = [
            (name + ".png", try preview.renderPreview(Self.appearance).bitmap()),
            (name + "-highlight.png", try preview.renderHighlight(Self.appearance).bitmap()),
        ]
        for (file, image) in images {
            let url = Self.folder.appendingPathComponent(file)
            if Self.recording {
                try image.writePNG(toFile: url.path)
                Issue.record("recorded \(file); run again without LINKBUBBLE_RECORD_GOLDENS")
                continue
            }
            let golden = try PNGCodec.decode(Array(try Data(contentsOf: url)))
            try #require(golden.width == image.width && golden.height == image.height, "\(file): size")
            let (largest, mean) = Self.difference(golden, image)
            #expect(largest <= 64 && mean <= 0.5, "\(file): largest difference \(largest), mean \(mean)")
        }
    }

    @Test(arguments: PreviewGallery.samples.map(\.name))
    func previewsAreTransparentOutsideAndInkedInside(name: String) throws {
        let preview = try #require(PreviewGallery.samples.first { $0.name == name }).preview()
        let canvas = try preview.renderPreview(PreviewAppearance(scale: 2))
        let bitmap = try PNGCodec.decode(try canvas.png())
        #expect(bitmap.width == canvas.width && bitmap.height == canvas.height)
        for (x, y) in [(0, 0), (bitmap.width - 1, 0), (0, bitmap.height - 1), (bitmap.width - 1, bitmap.height - 1)] {
            #expect(bitmap[x, y].last == 0, "corner \(x),\(y) is transparent")
        }
        // Inside the bubble: opaque platter, and dark ink where the glyphs are.
        let glyph = preview.layout.glyphs[preview.glyphRuns[0].lowerBound]
        let rect = try #require(preview.lineRects.first)
        let y = Int(((rect.midY) - canvas.origin.y) * 2)
        let row = (0..<bitmap.width).map { bitmap[$0, y] }
        #expect(row.contains { $0.last == 255 && $0.first! < 80 }, "dark ink on the first line")
        #expect(row.contains { $0.last == 255 && $0.first! == 255 }, "white platter on the first line")
        #expect(glyph.font.familyName.hasPrefix("Noto Sans"))
    }

    @Test func maskAreaMatchesThePathArea() throws {
        for sample in PreviewGallery.samples {
            let preview = try sample.preview()
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
}
