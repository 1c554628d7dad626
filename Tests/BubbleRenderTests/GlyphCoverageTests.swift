@testable import BubbleRender
import CFreeType
import Geometry
import LinkBubble
import Testing
import TextLayout

/// A glyph added from its cached image at a phase leaves the same coverage bytes as the
/// glyph rendered in place, wherever it lands: every phase, whole-pixel moves, partly
/// outside the grid, over coverage already there.
@Suite struct GlyphCoverageTests {
    /// Renders `outline` with its pen at `pen` (26.6, y up) into a `width` x `height`
    /// grid whose bytes start as `initial`: in place, and from its image at the pen's phase.
    private func bothWays(
        _ outline: GlyphOutline, pen: (x: FT_Pos, y: FT_Pos), width: Int, height: Int, initial: [UInt8]
    ) throws -> (inPlace: [UInt8], fromImage: [UInt8]) {
        var inPlace = initial, fromImage = initial
        let image = try FreeTypeLibrary.withLibrary { library throws(RenderError) -> GlyphCoverage? in
            var scratch: [FT_Vector] = []
            try inPlace.withUnsafeMutableBufferPointer { buffer throws(RenderError) in
                var target = SpanTarget(base: buffer.baseAddress!, width: width, height: height, mode: .add)
                try outline.withOutline(dx: pen.x, dy: pen.y, scratch: &scratch) { moved throws(RenderError) in
                    try CoverageRenderer.render(&moved, library: library, into: &target)
                }
            }
            return try GlyphCoverage.render(outline, phase: (pen.x & 63, pen.y & 63), scratch: &scratch, library: library)
        }
        let cached = try #require(image)
        fromImage.withUnsafeMutableBufferPointer { buffer in
            var target = SpanTarget(base: buffer.baseAddress!, width: width, height: height, mode: .add)
            cached.add(into: &target, pen: (Int(pen.x >> 6), Int(pen.y >> 6)))
        }
        return (inPlace, fromImage)
    }

    @Test func everyPhaseMatchesRenderingInPlace() throws {
        let font = Font.bundled(.notoSans)
        var outlines = GlyphOutlineCache()
        let glyph = try #require(font.glyph(for: "g"))
        let outline = try outlines.outline(of: glyph, font: font, pixelsPerEm: 48)
        #expect(outline.key != nil)
        let (width, height) = (48, 60)
        for phaseX in stride(from: FT_Pos(0), to: 64, by: 3) {
            for phaseY in stride(from: FT_Pos(0), to: 64, by: 7) {
                let pen = (x: 10 * 64 + phaseX, y: 20 * 64 + phaseY)
                let (inPlace, fromImage) = try bothWays(
                    outline, pen: pen, width: width, height: height, initial: [UInt8](repeating: 0, count: width * height))
                #expect(inPlace == fromImage, "phase \(phaseX), \(phaseY)")
                #expect(inPlace.contains { $0 > 0 })
            }
        }
    }

    @Test func clippedAndOverlappingGlyphsMatchRenderingInPlace() throws {
        let font = Font.bundled(.notoSans)
        var outlines = GlyphOutlineCache()
        let outline = try outlines.outline(of: try #require(font.glyph(for: "W")), font: font, pixelsPerEm: 40)
        let (width, height) = (30, 24)
        // Coverage already there, some of it near full, so the sums saturate.
        let initial = (0..<width * height).map { UInt8(truncatingIfNeeded: $0 * 37) }
        let pens: [(x: FT_Pos, y: FT_Pos)] = [(-700, -300), (-13, 5), (1000, 900), (17 * 64 + 33, -11 * 64 - 5), (5, 1201)]
        for pen in pens {
            let (inPlace, fromImage) = try bothWays(outline, pen: pen, width: width, height: height, initial: initial)
            #expect(inPlace == fromImage, "pen \(pen.x), \(pen.y)")
        }
    }

    @Test func drawingAgainFromTheCacheGivesTheSamePixels() throws {
        let layout = try LayoutManager(
            text: AttributedText("Phases of cached glyphs", attributes: TextAttributes(size: 13.7)),
            container: TextContainer(width: 400))
        func drawn() throws -> Canvas {
            var canvas = try Canvas(width: 500, height: 60, scale: 2.3, origin: .init(x: -3.3, y: -1.9))
            try canvas.drawGlyphs(of: layout)
            return canvas
        }
        let first = try drawn()
        #expect(try drawn() == first)
    }
}
