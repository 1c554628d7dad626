import BubbleRender
import LinkBubble
import Geometry
import Testing
import TextLayout

/// Glyphs under one pixel per em, which FreeType would load at one pixel per em:
/// they keep their own size, so previews at tiny scales stay in proportion.
@Suite struct TinyGlyphTests {
    @Test func glyphsUnderOnePixelPerEmKeepTheirSize() throws {
        let layout = try TextSamples.layout("H")
        let glyph = try #require(GlyphRun.runs(of: layout).first)
        func width(atSize size: Double) throws -> Double {
            var run = glyph
            run.size = size
            let outline = try #require(GlyphRun.outlines(of: [run]).first?.path.bounds)
            return outline.width
        }
        let full = try width(atSize: 1)
        for size in [0.5, 0.25, 0.125] {
            let ratio = try width(atSize: size) / full
            #expect(abs(ratio - size) < 0.05, "size \(size): width ratio \(ratio)")
        }
    }
}
