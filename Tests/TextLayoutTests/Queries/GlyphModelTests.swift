import Geometry
import Testing
import TextLayout

/// TextKit's glyph model: glyph indices follow the characters (logical order), while
/// positions stay visual.
@Suite struct GlyphModelTests {
    /// Issue 11's example: in "שלום עולם מה שלומך היום" at width 80, the first line is
    /// "שלום עולם " and the link 5..<18 starts with "עולם" on it. With glyphs numbered
    /// in visual order, `glyphRange(forCharacterRange:)` took glyphs 0..<19 and the
    /// line's rect swallowed "שלום" (73.552 px wide instead of 33.6).
    @Test func theTextKitPatternGivesTheCharacterRectsInHebrew() throws {
        let layout = try Samples.layout("שלום עולם מה שלומך היום", width: 80)
        #expect(layout.lineTexts == ["שלום עולם ", "מה שלומך ", "היום"])
        let glyphs = try layout.glyphRange(forCharacterRange: 5..<18)
        let viaGlyphs = try layout.enclosingRects(forGlyphRange: glyphs)
        let viaCharacters = try layout.enclosingRects(forCharacterRange: 5..<18)
        #expect(viaGlyphs == viaCharacters)
        #expect(viaGlyphs.count == 2)
        #expect(abs(viaGlyphs[0].width - 33.6) < 1e-9, "only עולם on the first line")
        // The glyphs are exactly the link's: 4 letters, a space, 2, a space and 5.
        #expect(glyphs.count == 13)
        #expect(try layout.characterRange(forGlyphRange: glyphs) == 5..<18)
    }

    @Test func glyphIndicesFollowTheCharacters() throws {
        for text in ["שלום עולם מה שלומך היום", "The word سلام means peace.", "مرحبا Swift عالم 123 ok"] {
            let layout = try Samples.layout(text, width: 90)
            var previous = 0
            for glyph in 0..<layout.glyphs.count {
                let start = layout.glyphs.characterRange(ofGlyphAt: glyph).lowerBound
                #expect(start >= previous, "\(text): glyph \(glyph) goes back to \(start)")
                previous = start
            }
        }
    }

    /// Every range between cluster boundaries in mixed Arabic and Latin text, over
    /// several lines: the glyph route and the character route give the same rects, and
    /// the glyph range maps back to the same characters.
    @Test func theTextKitPatternGivesTheCharacterRectsInMixedText() throws {
        for width in [1000.0, 110] {
            let layout = try Samples.layout("Open سلام عليكم (link) then مرحبا 42 ok", width: width)
            var boundaries = Set((0..<layout.glyphs.count).map { layout.glyphs.characterRange(ofGlyphAt: $0).lowerBound })
            boundaries.insert(layout.text.length)
            let sorted = boundaries.sorted()
            for (i, start) in sorted.enumerated() {
                for end in sorted[(i + 1)...] {
                    let glyphs = try layout.glyphRange(forCharacterRange: start..<end)
                    let viaGlyphs = try layout.enclosingRects(forGlyphRange: glyphs)
                    let viaCharacters = try layout.enclosingRects(forCharacterRange: start..<end)
                    #expect(viaGlyphs == viaCharacters, "\(start)..<\(end) at width \(width)")
                    #expect(try layout.characterRange(forGlyphRange: glyphs) == start..<end)
                }
            }
        }
    }

    @Test func runsShowTheirGlyphsInVisualOrder() throws {
        let layout = try Samples.layout("Open سلام عليكم then", width: 1000)
        let line = layout.lineFragments[0]
        #expect(line.runs.map(\.level) == [0, 1, 0])
        // Runs are in visual order; the right-to-left run's glyphs show in decreasing
        // index order, so pens grow along the visual walk.
        let visual = line.runs.flatMap { run in run.level & 1 == 0 ? Array(run.glyphRange) : run.glyphRange.reversed() }
        #expect(visual.sorted() == Array(line.glyphRange))
        let pens = visual.map { layout.glyphs.penX(ofGlyphAt: $0) }
        #expect(pens == pens.sorted())
        // Hit testing finds each glyph under its own middle.
        for glyph in line.glyphRange where layout.glyphs[glyph].advance > 0 {
            let middle = layout.glyphs.penX(ofGlyphAt: glyph) + layout.glyphs[glyph].advance / 2
            #expect(layout.glyphIndex(for: Point(x: middle, y: line.baseline)) == glyph)
        }
    }
}
