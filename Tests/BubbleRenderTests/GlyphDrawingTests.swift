import BubbleRender
import LinkBubble
import Testing
import TextLayout
import Geometry
import LinkBubbleTestSupport
import WrapPath

/// Layouts for the glyph tests: bundled Noto Sans, 16 px.
enum TextSamples {
    static func layout(_ string: String = "Hello, world", width: Double = 300) throws -> LayoutManager {
        try LayoutManager(text: AttributedText(string, attributes: TextAttributes(size: 16)), container: TextContainer(width: width))
    }

    /// "red " in red, then "blue" in blue.
    static func twoColors() throws -> LayoutManager {
        var text = AttributedText("red ", attributes: TextAttributes(size: 16, foregroundColor: Color(red: 1, green: 0, blue: 0)))
        text.append("blue", attributes: TextAttributes(size: 16, foregroundColor: Color(red: 0, green: 0, blue: 1)))
        return try LayoutManager(text: text, container: TextContainer(width: 300))
    }

    /// Sum of alpha / 255 over the pixels of `image` (x in `columns`, y in `rows`).
    static func ink(_ image: Bitmap, columns: Range<Int>, rows: Range<Int>) -> Double {
        var total = 0.0
        for y in rows where y >= 0 && y < image.height {
            for x in columns where x >= 0 && x < image.width { total += Double(image[x, y].last!) / 255 }
        }
        return total
    }
}

@Suite struct GlyphDrawingTests {
    @Test(arguments: [1.0, 2.0, 3.0]) func inkIsWhereTheGlyphsAreAndNowhereElse(scale: Double) throws {
        let layout = try TextSamples.layout()
        let line = layout.lineFragments[0]
        var canvas = try Canvas(width: Int(320 * scale), height: Int(60 * scale), scale: scale, origin: Point(x: -10, y: -10))
        try canvas.drawGlyphs(of: layout)
        let image = canvas.bitmap()
        func pixels(_ value: Double) -> Int { Int(((value + 10) * scale).rounded(.down)) }
        // Every letter has ink within its advance, between the line's top and bottom.
        for index in 0..<layout.glyphs.count {
            let glyph = layout.glyphs[index]
            guard glyph.advance > 5 else { continue }  // the comma and the space
            let ink = TextSamples.ink(
                image, columns: pixels(glyph.position.x)..<pixels(glyph.position.x + glyph.advance),
                rows: pixels(line.rect.minY)..<pixels(line.rect.maxY))
            #expect(ink > 4 * scale * scale, "glyph \(index)")
        }
        // None outside the line's rect grown by a pixel.
        let total = TextSamples.ink(image, columns: 0..<image.width, rows: 0..<image.height)
        let inLine = TextSamples.ink(
            image, columns: pixels(line.rect.minX - 1)..<pixels(line.usedRect.maxX + 1),
            rows: pixels(line.rect.minY - 1)..<pixels(line.rect.maxY + 1))
        #expect(total > 0)
        #expect(total == inLine)
        #expect(image[0, 0].last == 0)
    }

    @Test func fractionalPenPositionsChangeThePixels() throws {
        let layout = try TextSamples.layout()
        var atX = try Canvas(width: 200, height: 40, scale: 2)
        try atX.drawGlyphs(of: layout)
        var halfPixelRight = try Canvas(width: 200, height: 40, scale: 2)
        try halfPixelRight.drawGlyphs(of: layout, offset: Point(x: 0.25, y: 0))
        var wholePixelRight = try Canvas(width: 200, height: 40, scale: 2)
        try wholePixelRight.drawGlyphs(of: layout, offset: Point(x: 0.5, y: 0))
        let (a, b, c) = (atX.bitmap(), halfPixelRight.bitmap(), wholePixelRight.bitmap())
        #expect(a != b, "half a device pixel to the right differs")
        // A whole device pixel is the same image moved by one column (where nothing is clipped).
        for y in 0..<40 {
            for x in 1..<199 { #expect(a[x - 1, y] == c[x, y]) }
        }
        // Moving keeps the amount of ink.
        let inkA = TextSamples.ink(a, columns: 0..<200, rows: 0..<40)
        let inkB = TextSamples.ink(b, columns: 0..<200, rows: 0..<40)
        #expect(abs(inkA - inkB) < 0.01 * inkA)
    }

    @Test func glyphsTakeTheirRunsColorsOrTheGivenColor() throws {
        let layout = try TextSamples.twoColors()
        var canvas = try Canvas(width: 100, height: 30, scale: 1)
        try canvas.drawGlyphs(of: layout)
        let image = canvas.bitmap()
        var opaque: [[Int]] = []
        for y in 0..<30 {
            for x in 0..<100 where image[x, y].last == 255 { opaque.append([x, y] + image[x, y].map(Int.init)) }
        }
        let split = Int(layout.glyphs[4].position.x)
        #expect(opaque.contains { $0[0] < split })
        #expect(opaque.contains { $0[0] > split })
        #expect(opaque.allSatisfy { $0[0] < split ? $0[2...5] == [255, 0, 0, 255] : $0[2...5] == [0, 0, 255, 255] })

        var green = try Canvas(width: 100, height: 30, scale: 1)
        try green.drawGlyphs(of: layout, glyphRange: 4..<8, color: Color(red: 0, green: 1, blue: 0))
        let greenImage = green.bitmap()
        #expect(TextSamples.ink(greenImage, columns: 0..<split, rows: 0..<30) == 0, "only the glyphs of the range")
        for y in 0..<30 {
            for x in 0..<100 where greenImage[x, y].last == 255 { #expect(Array(greenImage[x, y]) == [0, 255, 0, 255]) }
        }
    }

    @Test func fallbackFontsAndRightToLeftTextDraw() throws {
        let layout = try TextSamples.layout("Hi سلام שלום", width: 400)
        let fonts = Set((0..<layout.glyphs.count).map { layout.glyphs[$0].font.familyName })
        #expect(fonts.count == 3)
        var canvas = try Canvas(width: 300, height: 60, scale: 2)
        try canvas.drawGlyphs(of: layout)
        let image = canvas.bitmap()
        let line = layout.lineFragments[0]
        for index in 0..<layout.glyphs.count {
            let glyph = layout.glyphs[index]
            guard layout.text.substring(utf16: glyph.characterRange) != " " else { continue }
            let ink = TextSamples.ink(
                image, columns: Int(glyph.position.x * 2)..<Int((glyph.position.x + glyph.advance) * 2),
                rows: Int(line.rect.minY * 2)..<Int(line.rect.maxY * 2))
            #expect(ink > 3, "glyph \(index) of \(glyph.font.familyName)")
        }
    }

    @Test func badGlyphRangesAreTypedErrors() throws {
        let layout = try TextSamples.layout()
        var canvas = try Canvas(width: 10, height: 10, scale: 1)
        #expect(throws: RenderError.invalidGlyphRange(lowerBound: 0, upperBound: 99, count: layout.glyphs.count)) {
            try canvas.drawGlyphs(of: layout, glyphRange: 0..<99)
        }
        #expect(throws: RenderError.self) { try canvas.drawGlyphs(of: layout, offset: Point(x: .nan, y: 0)) }
    }
}
