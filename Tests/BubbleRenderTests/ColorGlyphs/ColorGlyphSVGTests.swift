import BubbleRender
import LinkBubble
import Foundation
import Geometry
import Testing
import TextLayout

/// Color bitmap glyphs in SVG: an `<image>` holding the strike image as an embedded
/// PNG, at the glyph's box (issue 10, item 3).
@Suite struct ColorGlyphSVGTests {
    /// The attributes of each `<image>` element of `document`.
    static func images(in document: String) -> [[String: String]] {
        document.split(separator: "\n").filter { $0.hasPrefix("<image ") }.map { line in
            var attributes: [String: String] = [:]
            for part in line.dropFirst(7).split(separator: "\" ") {
                let pieces = part.split(separator: "=", maxSplits: 1)
                guard pieces.count == 2 else { continue }
                attributes[String(pieces[0])] = String(pieces[1].drop { $0 == "\"" }.prefix { $0 != "\"" })
            }
            return attributes
        }
    }

    @Test func emojiIsAnImageWithAnEmbeddedPNG() throws {
        let layout = try ColorFontSamples.layout("Hi 😀 there", fallback: try ColorFontSamples.emoji())
        var writer = SVGWriter(size: Size(width: 200, height: 30), viewBox: Rect(x: 0, y: 0, width: 200, height: 30))
        try writer.drawGlyphs(GlyphRun.runs(of: layout))
        let images = Self.images(in: writer.document)
        try #require(images.count == 1)
        let image = images[0]
        let uri = try #require(image["href"])
        #expect(uri.hasPrefix("data:image/png;base64,"))
        let png = try #require(Data(base64Encoded: String(uri.dropFirst("data:image/png;base64,".count))))
        let bitmap = try PNGCodec.decode(Array(png))
        // Noto Color Emoji's 109 ppem strike: 136 x 128 pixels; drawn at 16 px per em.
        #expect(bitmap.width == 136 && bitmap.height == 128)
        let factor = 16.0 / 109
        let index = try #require(ColorFontSamples.glyph(at: 3, in: layout))
        let origin = layout.glyphs[index].position
        #expect(Double(image["width"]!)! == (136 * factor * 1000).rounded() / 1000)
        #expect(Double(image["height"]!)! == (128 * factor * 1000).rounded() / 1000)
        // The image starts at the pen (bitmap_left 0) and spans the line's height.
        #expect(abs(Double(image["x"]!)! - origin.x) < 0.01)
        #expect(Double(image["y"]!)! < origin.y && Double(image["y"]!)! + Double(image["height"]!)! > origin.y)
        // Its pixels are the emoji's: saturated yellow in the middle.
        let middle = Array(bitmap[68, 40])
        #expect(middle[3] == 255 && Int(middle[0]) - Int(middle[2]) > 100, "\(middle)")
        // The Latin glyphs are still a path.
        #expect(writer.document.contains("<path "))
    }

    @Test func sbixIsAnImageToo() throws {
        let font = try ColorFontSamples.sbix()
        let run = GlyphRun(
            font: font, size: 40, color: .black,
            glyphs: [PlacedGlyph(id: try #require(font.glyph(for: "\u{25A0}")), position: Point(x: 5, y: 40))])
        var writer = SVGWriter(size: Size(width: 50, height: 50), viewBox: Rect(x: 0, y: 0, width: 50, height: 50))
        try writer.drawGlyphs([run])
        let images = Self.images(in: writer.document)
        try #require(images.count == 1)
        #expect(images[0]["x"] == "5" && images[0]["y"] == "8" && images[0]["width"] == "40" && images[0]["height"] == "40")
        #expect(try GlyphRun.outlines(of: [run]).isEmpty, "a bitmap glyph has no outline")
    }

    @Test func aDocumentLimitStopsImagesToo() throws {
        let layout = try ColorFontSamples.layout("😀", fallback: try ColorFontSamples.emoji())
        var writer = SVGWriter(
            size: Size(width: 20, height: 20), viewBox: Rect(x: 0, y: 0, width: 20, height: 20), maximumBytes: 2000)
        #expect(throws: RenderError.documentTooLarge(limit: 2000)) { try writer.drawGlyphs(GlyphRun.runs(of: layout)) }
    }
}
