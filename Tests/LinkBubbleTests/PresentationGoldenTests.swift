import Foundation
import LinkBubble
import LinkBubbleImageTestSupport
import Testing

/// Each presentation mode's SVG and mask compared with the committed ones in
/// docs/gallery (the PNGs are `GalleryGoldenTests`'): the SVG of every mode of the
/// "next-to-text" and "two-bubbles" samples, byte for byte, and the masks
/// (`Scene.mask()`) of the modes whose coverage is a shape of its own: the preview's
/// platter and the spotlight's dimming. Recorded again with LINKBUBBLE_RECORD_GOLDENS=1,
/// as the PNGs are.
@Suite struct PresentationGoldenTests {
    static let samples = ["next-to-text", "two-bubbles"]

    /// The sample's preview, laid out with the fixed test font set.
    static func preview(_ name: String) throws -> LinkPreview {
        let sample = try #require(_PreviewGallery.samples.first { $0.name == name })
        return try sample.preview(fontSource: try GalleryGoldenTests.fixedFontSet.get())
    }

    @Test(arguments: samples)
    func svgsMatchTheirGoldens(name: String) throws {
        let preview = try Self.preview(name)
        for mode in PresentationMode.allCases {
            let file = name + _PreviewGallery.fileSuffix(of: mode) + ".svg"
            let path = GalleryGoldenTests.folder.appendingPathComponent(file).path
            let svg = try preview.scene(GalleryGoldenTests.appearance, mode: mode).svg()
            let failed = path.dropLast(4) + ".failed.svg"
            if GalleryGoldenTests.recording {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file); run again without LINKBUBBLE_RECORD_GOLDENS")
                continue
            }
            let golden = try String(contentsOfFile: path, encoding: .utf8)
            if svg == golden {
                try? FileManager.default.removeItem(atPath: String(failed))
            } else {
                try svg.write(toFile: String(failed), atomically: true, encoding: .utf8)
                Issue.record("\(path) does not match; the rendering is in \(failed)")
            }
        }
    }

    @Test(arguments: samples)
    func masksMatchTheirGoldens(name: String) throws {
        let preview = try Self.preview(name)
        for mode in [PresentationMode.preview, .spotlight] {
            let file = name + _PreviewGallery.fileSuffix(of: mode) + "-mask.png"
            let scene = try preview.scene(GalleryGoldenTests.appearance, mode: mode)
            let mask = try scene.mask()
            #expect(mask.bitmap.width == scene.pixelWidth && mask.bitmap.height == scene.pixelHeight)
            let golden = GoldenImage(
                path: GalleryGoldenTests.folder.appendingPathComponent(file).path, tolerance: GalleryGoldenTests.tolerance)
            if GalleryGoldenTests.recording {
                try mask.bitmap.writePNG(toFile: golden.path)
                Issue.record("recorded \(file); run again without LINKBUBBLE_RECORD_GOLDENS")
                continue
            }
            if let mismatch = try golden.mismatch(of: mask.bitmap) { Issue.record(Comment(rawValue: mismatch)) }
        }
    }

    /// The spotlight dims by its one factor: an opaque pixel far from the holes keeps
    /// 60 % of each channel, and the holes stay as the text is.
    @Test func theSpotlightDimsByItsFactor() throws {
        let preview = try Self.preview("next-to-text")
        var appearance = PreviewAppearance(scale: 2)
        var plain = try preview.scene(appearance, mode: .spotlight)
        plain.elements.removeLast()
        appearance.dimColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        var backed = try preview.scene(appearance, mode: .spotlight)
        // Under an opaque white page, so every pixel is opaque.
        backed.elements.insert(.rect(backed.frame, color: .white), at: 0)
        plain.elements.insert(.rect(plain.frame, color: .white), at: 0)
        let dimmed = try backed.canvas().bitmap(), page = try plain.canvas().bitmap()
        let corner = 0, inside = try #require(preview.lineRects.first)
        for channel in 0..<3 {
            #expect(abs(Int(dimmed.pixels[corner + channel]) - Int((Double(page.pixels[corner + channel]) * 0.6).rounded())) <= 1)
        }
        let x = Int((inside.midX - backed.frame.minX) * 2), y = Int((inside.minY + 1 - backed.frame.minY) * 2)
        let index = (y * dimmed.width + x) * 4
        #expect(dimmed.pixels[index..<index + 4] == page.pixels[index..<index + 4], "the hole is not dimmed")
    }
}
