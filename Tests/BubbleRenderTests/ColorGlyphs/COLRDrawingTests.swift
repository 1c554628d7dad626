import BubbleRender
import Geometry
import Testing
import TextLayout

/// COLRv0 glyphs draw as their layers, each in its palette 0 color or the run's color
/// (issue 10, item 3), on a canvas and in SVG. The test font's U+25A0 is a red
/// 700-unit square (x 150 to 850, y 0 to 700) with a blue 300-unit square in its
/// middle; U+25CF is a green square under a 600-unit square in the foreground color.
@Suite struct COLRDrawingTests {
    static func run(_ text: String, color: Color = Color(red: 1, green: 0, blue: 1)) throws -> GlyphRun {
        let font = try ColorFontSamples.colr()
        // 100 px per em: a font unit is a tenth of a pixel; baseline at y = 100.
        let glyphs = try text.unicodeScalars.enumerated().map { index, scalar in
            PlacedGlyph(id: try #require(font.glyph(for: scalar)), position: Point(x: Double(index) * 100, y: 100))
        }
        return GlyphRun(font: font, size: 100, color: color, glyphs: glyphs)
    }

    @Test(arguments: [1.0, 3.0])
    func layersDrawInTheirPaletteColors(scale: Double) throws {
        var canvas = try Canvas(width: Int(200 * scale), height: Int(120 * scale), scale: scale)
        try canvas.drawGlyphs([try Self.run("\u{25A0}\u{25CF}")])
        let image = canvas.bitmap()
        func pixel(_ x: Double, _ y: Double) -> [UInt8] { ColorFontSamples.pixel(image, at: Point(x: x, y: y), scale: scale) }
        // Square: blue in the middle (units 500, 350), red between the squares.
        #expect(pixel(50, 65) == [0, 0, 255, 255])
        #expect(pixel(20, 65) == [255, 0, 0, 255])
        #expect(pixel(50, 35) == [255, 0, 0, 255])
        // Circle: the run's color (magenta) in the middle, green at the rim (unit 170).
        #expect(pixel(150, 65) == [255, 0, 255, 255])
        #expect(pixel(117, 65) == [0, 255, 0, 255])
        // Nothing outside the outer squares.
        #expect(pixel(5, 65).last == 0)
        #expect(pixel(50, 25).last == 0)
    }

    @Test func svgHasOnePathPerLayerColor() throws {
        var writer = SVGWriter(size: Size(width: 200, height: 120), viewBox: Rect(x: 0, y: 0, width: 200, height: 120))
        try writer.drawGlyphs([try Self.run("\u{25A0}\u{25CF}")])
        let fills = writer.document.split(separator: "\n").filter { $0.hasPrefix("<path") }.map { line in
            String(line[line.range(of: "fill=\"")!.upperBound...].prefix(7))
        }
        #expect(fills == ["#ff0000", "#0000ff", "#00ff00", "#ff00ff"])
        // The blue layer is the 300-unit square, placed at x 35 to 65, y 50 to 80.
        let outlines = try GlyphRun.outlines(of: [try Self.run("\u{25A0}")])
        #expect(outlines.map(\.color) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let inner = try #require(outlines[1].path.bounds)
        #expect(abs(inner.minX - 35) < 1e-6 && abs(inner.maxX - 65) < 1e-6)
        #expect(abs(inner.minY - 50) < 1e-6 && abs(inner.maxY - 80) < 1e-6)
    }
}
