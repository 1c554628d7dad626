import BubbleRender
import LinkBubble
import Geometry
import Testing
import TextLayout

/// Color bitmap glyphs (CBDT as in Noto Color Emoji, sbix) draw in color on a canvas,
/// scaled from the nearest strike (issue 10, item 3).
@Suite struct ColorBitmapDrawingTests {
    /// 😀 at 16 px is 19.9 px wide: a 109 ppem strike shrunk to 16 or 48 device pixels
    /// per em. Most of its box is the saturated yellow of the face.
    @Test(arguments: [1.0, 3.0])
    func emojiDrawInColor(scale: Double) throws {
        let layout = try ColorFontSamples.layout("Hi 😀 there", fallback: try ColorFontSamples.emoji())
        let index = try #require(ColorFontSamples.glyph(at: 3, in: layout))
        let box = ColorFontSamples.box(ofGlyph: index, in: layout)
        var canvas = try Canvas(width: Int(200 * scale), height: Int(30 * scale), scale: scale)
        try canvas.drawGlyphs(of: layout)
        let image = canvas.bitmap()
        let saturated = ColorFontSamples.saturatedPixels(in: image, rect: box, scale: scale)
        let area = box.width * box.height * scale * scale
        #expect(Double(saturated) > 0.3 * area, "\(saturated) of \(area)")
        // The Latin text stays black and gray: nothing saturated left of the emoji.
        let latin = Rect(x: 0, y: box.minY, width: box.minX, height: box.height)
        #expect(ColorFontSamples.saturatedPixels(in: image, rect: latin, scale: scale) == 0)
    }

    /// The emoji's ink stays in its box, grown by a device pixel for the filter.
    @Test func emojiInkStaysInItsBox() throws {
        let layout = try ColorFontSamples.layout("😀", fallback: try ColorFontSamples.emoji(), size: 40)
        var canvas = try Canvas(width: 120, height: 120, scale: 2, origin: Point(x: -10, y: -10))
        try canvas.drawGlyphs(of: layout)
        let image = canvas.bitmap()
        let box = ColorFontSamples.box(ofGlyph: 0, in: layout)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].last! > 0 {
                let point = Point(x: Double(x) / 2 - 10, y: Double(y) / 2 - 10)
                #expect(box.outsetBy(dx: 0.5, dy: 0.5).contains(point), "ink at \(point) outside \(box)")
            }
        }
    }

    /// sbix strikes: 10 px uses the 20 ppem strike shrunk, 30 px the 40 strike shrunk,
    /// 80 px the 40 strike grown; the glyph is red on the left, blue on the right, from
    /// the descender to the ascender (-0.2 to 0.8 em).
    @Test(arguments: [10.0, 30.0, 80.0])
    func sbixDrawsFromTheNearestStrike(size: Double) throws {
        let font = try ColorFontSamples.sbix()
        let run = GlyphRun(
            font: font, size: size, color: .black,
            glyphs: [PlacedGlyph(id: try #require(font.glyph(for: "\u{25A0}")), position: Point(x: 10, y: 10 + size))])
        var canvas = try Canvas(width: Int(size) + 20, height: Int(size) + 40, scale: 1)
        try canvas.drawGlyphs([run])
        let image = canvas.bitmap()
        let top = 10 + size * 0.2, bottom = 10 + size * 1.2
        let middle = (top + bottom) / 2
        #expect(ColorFontSamples.pixel(image, at: Point(x: 10 + size * 0.25, y: middle), scale: 1) == [255, 0, 0, 255])
        #expect(ColorFontSamples.pixel(image, at: Point(x: 10 + size * 0.75, y: middle), scale: 1) == [0, 0, 255, 255])
        // Nothing above the image's top or right of its right edge (one pixel of filter).
        #expect(image[Int(10 + size / 2), Int(top) - 2].last == 0)
        #expect(image[Int(10 + size) + 2, Int(middle)].last == 0)
    }

    /// The run color's alpha fades color glyphs as it fades outlines.
    @Test func runAlphaFadesColorBitmaps() throws {
        let font = try ColorFontSamples.sbix()
        let glyph = PlacedGlyph(id: try #require(font.glyph(for: "\u{25A0}")), position: Point(x: 0, y: 32))
        var canvas = try Canvas(width: 40, height: 40, scale: 1)
        try canvas.drawGlyphs([GlyphRun(font: font, size: 40, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), glyphs: [glyph])])
        let alpha = Int(canvas.bitmap()[10, 16].last!)
        #expect(abs(alpha - 128) <= 1)
    }
}
