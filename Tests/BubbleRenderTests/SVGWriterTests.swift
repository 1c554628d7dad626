import BubbleRender
import LinkBubble
import Testing
import TextLayout
import Geometry
import LinkBubbleTestSupport
import WrapPath

@Suite struct SVGWriterTests {
    @Test func documentText() throws {
        let square = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        var frame = Path(rect: Rect(x: 0.5, y: 0.25, width: 10, height: 5))
        frame.addPath(Path(rect: Rect(x: 2, y: 1, width: 2, height: 2)))
        var writer = SVGWriter(size: Size(width: 20, height: 10.125), viewBox: Rect(x: -1, y: 0, width: 10, height: 5.0625))
        try writer.fill(square, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        try writer.fill(frame, color: try #require(Color(hex: "#1e90ff")), fillRule: .evenOdd)
        try writer.stroke(square, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), width: 1.5)
        try writer.fill(Path(), color: .black)
        let text = writer.document
        #expect(text == """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10.125" viewBox="-1 0 10 5.063">
            <path d="M 0 0 L 4 0 L 4 4 L 0 4 Z" fill="#ff0000" fill-opacity="0.5"/>
            <path d="M 0.5 0.25 L 10.5 0.25 L 10.5 5.25 L 0.5 5.25 Z M 2 1 L 4 1 L 4 3 L 2 3 Z" fill="#1e90ff" fill-rule="evenodd"/>
            <path d="M 0 0 L 4 0 L 4 4 L 0 4 Z" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="1.5" stroke-linejoin="round"/>
            </svg>

            """)
    }

    @Test func glyphOutlinesSitInsideTheirLines() throws {
        let layout = try TextSamples.layout("Hello, world. Glyph outlines in two lines", width: 200)
        #expect(layout.lineFragments.count == 2)
        let outlines = GlyphRun.outlines(of: layout)
        #expect(outlines.count == 1, "one color, one path")
        let all = try #require(outlines.first)
        #expect(all.color == .black)
        for line in layout.lineFragments {
            let perLine = GlyphRun.outlines(of: layout, glyphRange: line.glyphRange)
            let bounds = try #require(perLine.first?.path.bounds)
            #expect(line.rect.contains(bounds), "\(bounds) in \(line.rect)")
            #expect(bounds.width > line.usedRect.width * 0.9, "the outlines span the line")
        }
        // Glyph outlines have curves, every contour is closed, and "o" has a hole.
        #expect(all.path.elements.contains { if case .quadCurve = $0 { true } else { false } })
        let moves = all.path.elements.filter { if case .move = $0 { true } else { false } }.count
        let closes = all.path.elements.filter { $0 == .close }.count
        #expect(moves == closes && moves > 30)
    }

    @Test func glyphOutlinesFollowTheRunColors() throws {
        let outlines = GlyphRun.outlines(of: try TextSamples.twoColors())
        #expect(outlines.map(\.color) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let red = try #require(outlines[0].path.bounds), blue = try #require(outlines[1].path.bounds)
        #expect(red.maxX < blue.minX)
    }

    @Test func glyphOutlinesMatchTheCanvasGlyphs() throws {
        // The outlines filled as paths give the same ink as drawGlyphs at 4x (up to the 1/64 px sizing).
        let layout = try TextSamples.layout("Outline", width: 200)
        var glyphs = try Canvas(width: 300, height: 100, scale: 4)
        try glyphs.drawGlyphs(of: layout)
        var paths = try Canvas(width: 300, height: 100, scale: 4)
        for (path, color) in GlyphRun.outlines(of: layout) { try paths.fill(path, color: color) }
        let inkGlyphs = TextSamples.ink(glyphs.bitmap(), columns: 0..<300, rows: 0..<100)
        let inkPaths = TextSamples.ink(paths.bitmap(), columns: 0..<300, rows: 0..<100)
        #expect(inkGlyphs > 1000)
        #expect(abs(inkGlyphs - inkPaths) < 0.01 * inkGlyphs)
    }
}
