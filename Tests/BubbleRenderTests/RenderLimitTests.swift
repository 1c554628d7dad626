import BubbleRender
import LinkBubble
import Geometry
import LinkBubbleTestSupport
import Testing

/// ``RenderLimits``: each limit is checked at every entry point, before allocating,
/// and reported as a typed error with a one-line description.
@Suite struct RenderLimitTests {
    let square = Path(rect: Rect(x: 0, y: 0, width: 3, height: 3))

    @Test func scalesOutsideTheLimitsAreRefusedEverywhere() throws {
        for scale in [RenderLimits.maximumScale * 2, 1e300, RenderLimits.minimumScale / 2, 0, -1, .nan, .infinity] {
            #expect(throws: RenderError.self) { try Canvas(width: 5, height: 5, scale: scale) }
            #expect(throws: RenderError.self) { try MaskRasterizer.coverage(of: square, scale: scale) }
            #expect(throws: RenderError.self) { try Scene(covering: Rect(x: 0, y: 0, width: 1, height: 1), scale: scale) }
        }
        _ = try Canvas(width: 5, height: 5, scale: RenderLimits.maximumScale)
        _ = try Scene(covering: Rect(x: 0, y: 0, width: 1, height: 1), scale: RenderLimits.minimumScale)
        #expect(RenderError.invalidScale(1e300).description == "invalid scale 1e+300: it must be between 1e-06 and 4096.0")
    }

    @Test func bitmapsPastThePixelLimitAreRefusedBeforeAllocating() throws {
        let side = RenderLimits.maximumSide
        #expect(throws: RenderError.imageTooLarge(width: Double(side), height: Double(side))) {
            try Bitmap(width: side, height: side, format: .rgba8)
        }
        #expect(throws: RenderError.self) { try Bitmap(width: side + 1, height: 1, format: .gray8) }
        #expect(throws: RenderError.self) { try Bitmap(width: 0, height: 1, format: .gray8) }
        _ = try Bitmap(width: side, height: RenderLimits.maximumPixelCount / side, format: .gray8)
    }

    @Test func pathsPastTheElementLimitAreRefusedByEveryPainter() throws {
        let count = RenderLimits.maximumPathElementCount + 1
        var elements = [Path.Element](repeating: .line(to: Point(x: 1, y: 1)), count: count)
        elements[0] = .move(to: .zero)
        let path = Path(elements: elements)
        let expected = RenderError.tooManyPathElements(count)
        var canvas = try Canvas(width: 5, height: 5, scale: 1)
        #expect(throws: expected) { try canvas.fill(path, color: .black) }
        #expect(throws: expected) { try canvas.stroke(path, color: .black, width: 1) }
        #expect(throws: expected) { try canvas.drawShadow(of: path, color: .black, blurRadius: 1, offset: .zero) }
        #expect(throws: expected) { try MaskRasterizer.coverage(of: path, scale: 1) }
        var writer = SVGWriter(size: Size(width: 5, height: 5), viewBox: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(throws: expected) { try writer.fill(path, color: .black) }
        #expect(throws: expected) { try writer.stroke(path, color: .black, width: 1) }
        #expect(expected.description == "a path of 4194305 elements exceeds the limit of 4194304")
    }

    @Test func svgDocumentsStopAtTheirLimit() throws {
        var writer = SVGWriter(
            size: Size(width: 5, height: 5), viewBox: Rect(x: 0, y: 0, width: 5, height: 5), maximumBytes: 1000)
        var path = Path()
        for index in 0..<200 { path.addLine(to: Point(x: Double(index), y: 1)) }
        try writer.fill(square, color: .black)
        let before = writer.document
        #expect(throws: RenderError.documentTooLarge(limit: 1000)) { try writer.fill(path, color: .black) }
        #expect(throws: RenderError.documentTooLarge(limit: 1000)) {
            for _ in 0..<100 { try writer.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black) }
        }
        #expect(writer.document.utf8.count <= 1000)
        #expect(writer.document.hasPrefix(before.dropLast("</svg>\n".count)), "nothing half written")
        #expect(SVGWriter(size: .zero, viewBox: .zero, maximumBytes: .max).maximumBytes == RenderLimits.maximumSVGBytes)
    }

    @Test func glyphOutlinesAreCheckedGlyphByGlyph() throws {
        let layout = try TextSamples.layout(String(repeating: "Many glyphs of text. ", count: 40), width: 300)
        let runs = try GlyphRun.runs(of: layout)
        var unlimited = SVGWriter(size: Size(width: 5, height: 5), viewBox: .zero)
        try unlimited.drawGlyphs(runs)
        let full = unlimited.document.utf8.count
        var limited = SVGWriter(size: Size(width: 5, height: 5), viewBox: .zero, maximumBytes: full / 2)
        #expect(throws: RenderError.documentTooLarge(limit: full / 2)) { try limited.drawGlyphs(runs) }
        #expect(limited.document.utf8.count < 200, "the half-built group is not appended")
        var exact = SVGWriter(size: Size(width: 5, height: 5), viewBox: .zero, maximumBytes: full)
        try exact.drawGlyphs(runs)
        #expect(exact.document == unlimited.document)
    }
}
