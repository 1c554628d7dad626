import BubbleRender
import LinkBubble
import Geometry
import Testing
import TextLayout

/// Color glyphs at extreme sizes and positions: no huge allocation, no NaN, typed
/// errors; and the filter's behaviour at a half-pixel position.
@Suite struct ColorGlyphLimitTests {
    static func emojiRun(size: Double, at position: Point) throws -> GlyphRun {
        let font = try ColorFontSamples.emoji()
        return GlyphRun(
            font: font, size: size, color: .black, glyphs: [PlacedGlyph(id: try #require(font.glyph(for: "😀")), position: position)])
    }

    /// A million-pixel emoji on a 100 x 100 canvas: only the visible part is scaled.
    @Test func aHugeEmojiScalesOnlyWhatShows() throws {
        var canvas = try Canvas(width: 100, height: 100, scale: 1)
        // The middle of the face (mostly yellow) lands on the canvas.
        let size = 1_000_000.0
        try canvas.drawGlyphs([try Self.emojiRun(size: size, at: Point(x: -size * 0.6, y: size * 0.5))])
        let image = canvas.bitmap()
        #expect(image[50, 50].last == 255)
        #expect(ColorFontSamples.saturatedPixels(in: image, rect: Rect(x: 0, y: 0, width: 100, height: 100), scale: 1) > 0)
    }

    @Test func anEmojiPastTheCoordinateLimitIsATypedError() throws {
        var canvas = try Canvas(width: 10, height: 10, scale: 4096)
        let run = try Self.emojiRun(size: 10_000, at: .zero)
        #expect(throws: RenderError.self) { try canvas.drawGlyphs([run]) }
        do {
            try canvas.drawGlyphs([run])
        } catch {
            guard case .coordinateOutOfRange = error else { Issue.record("\(error)"); return }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -1])
    func aBadSizeIsATypedError(size: Double) throws {
        let run = try Self.emojiRun(size: size, at: Point(x: 5, y: 5))
        func expectGlyphSizeError(_ body: () throws(RenderError) -> Void) {
            do {
                try body()
                Issue.record("size \(size) was drawn")
            } catch {
                guard case .invalidArgument(let name, _) = error, name == "glyph size" else {
                    Issue.record("\(error)")
                    return
                }
            }
        }
        var canvas = try Canvas(width: 10, height: 10, scale: 1)
        expectGlyphSizeError { () throws(RenderError) in try canvas.drawGlyphs([run]) }
        var writer = SVGWriter(size: Size(width: 10, height: 10), viewBox: Rect(x: 0, y: 0, width: 10, height: 10))
        expectGlyphSizeError { () throws(RenderError) in try writer.drawGlyphs([run]) }
    }

    /// The sbix test font's U+25AC is 2049 pixels wide in its strikes: refused, on a
    /// canvas and in SVG, before any scaling.
    @Test func aStrikeImagePastTheLimitIsRefused() throws {
        let font = try ColorFontSamples.sbix()
        let run = GlyphRun(
            font: font, size: 20, color: .black,
            glyphs: [PlacedGlyph(id: try #require(font.glyph(for: "\u{25AC}")), position: Point(x: 0, y: 20))])
        var canvas = try Canvas(width: 10, height: 10, scale: 1)
        #expect(throws: RenderError.glyphImageTooLarge(width: 2049, height: 4)) { try canvas.drawGlyphs([run]) }
        var writer = SVGWriter(size: Size(width: 10, height: 10), viewBox: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: RenderError.glyphImageTooLarge(width: 2049, height: 4)) { try writer.drawGlyphs([run]) }
        #expect(RenderError.glyphImageTooLarge(width: 2049, height: 4).description
            == "a color glyph image of 2049 x 4 pixels exceeds 2048 per side")
    }

    /// No output of any color test font at any size holds NaN or infinity.
    @Test(arguments: [0.001, 1, 16, 1000])
    func noNaNFromAnyColorFont(size: Double) throws {
        for font in [try ColorFontSamples.emoji(), try ColorFontSamples.colr(), try ColorFontSamples.sbix()] {
            let layout = try ColorFontSamples.layout("a 😀 \u{25A0}\u{25CF} b", fallback: font, size: size, width: 100_000)
            #expect(layout.usedRect.width.isFinite && layout.usedRect.height.isFinite)
            let runs = try GlyphRun.runs(of: layout)
            var writer = SVGWriter(size: Size(width: 100, height: 100), viewBox: Rect(x: 0, y: 0, width: 100, height: 100))
            try writer.drawGlyphs(runs)
            // Embedded PNG images are base64, in which "nan" and "inf" may appear by chance.
            let document = writer.document.replacing(/data:image\/png;base64,[A-Za-z0-9+\/=]*/, with: "").lowercased()
            #expect(!document.contains("nan") && !document.contains("inf"), "\(font) at \(size)")
            var canvas = try Canvas(width: 64, height: 64, scale: 1)
            try canvas.drawGlyphs(runs)
        }
    }

    /// Area averaging at a half-pixel phase: the sbix glyph at 10 px (its 20 ppem strike
    /// halved) drawn half a pixel right puts half red, half blue in the pixel across
    /// its middle; at a whole pixel that pixel is pure red.
    @Test func areaAveragingFollowsTheFractionalPosition() throws {
        let font = try ColorFontSamples.sbix()
        let id = try #require(font.glyph(for: "\u{25A0}"))
        func pixel(atX x: Double) throws -> [UInt8] {
            var canvas = try Canvas(width: 20, height: 20, scale: 1)
            try canvas.drawGlyphs([GlyphRun(font: font, size: 10, color: .black, glyphs: [PlacedGlyph(id: id, position: Point(x: x, y: 12))])])
            return Array(canvas.bitmap()[6, 7])
        }
        #expect(try pixel(atX: 2) == [255, 0, 0, 255])
        let mixed = try pixel(atX: 1.5)
        #expect(abs(Int(mixed[0]) - 128) <= 1 && mixed[1] == 0 && abs(Int(mixed[2]) - 128) <= 1 && mixed[3] == 255, "\(mixed)")
    }
}
