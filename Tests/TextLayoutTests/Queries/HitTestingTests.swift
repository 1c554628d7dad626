import Testing
import TextLayout
import Geometry

@Suite struct HitTestingTests {
    func linked(_ string: String, link: String, value: String = "https://example.com", width: Double = 200) throws -> LayoutManager {
        var text = AttributedText(string)
        try text.addLink(value, range: try #require(text.utf16Range(of: link)))
        return try LayoutManager(text: text, container: TextContainer(width: width, lineFragmentPadding: 0))
    }

    @Test func linkAtAPointFindsTheWholeLinkAcrossLines() throws {
        let layout = try linked("Read the guide at example.com/docs/link-previews before Friday", link: "example.com/docs/link-previews")
        let range = try #require(layout.text.utf16Range(of: "example.com/docs/link-previews"))
        let rects = try layout.enclosingRects(forCharacterRange: range)
        #expect(rects.count >= 2)
        for rect in rects {
            let hit = try #require(layout.link(at: rect.center))
            #expect(hit.value == "https://example.com")
            #expect(hit.range == range)
        }
        let before = try layout.enclosingRects(forCharacterRange: 0..<4)[0]
        #expect(layout.link(at: before.center) == nil, "plain text")
        #expect(layout.link(at: Point(x: 199, y: rects.last!.midY)) == nil, "past the line's glyphs")
        #expect(layout.link(at: Point(x: 10, y: -5)) == nil, "above the text")
    }

    @Test func characterIndexAndFraction() throws {
        let layout = try Samples.layout("Hello", width: 300, padding: 0)
        let e = layout.glyphs.penX(ofGlyphAt: 1), l = layout.glyphs.penX(ofGlyphAt: 2)
        let hit = layout.characterIndex(for: Point(x: e + (l - e) / 4, y: 10))
        #expect(hit.index == 1)
        #expect(abs(hit.fraction - 0.25) < 1e-9)
        #expect(layout.characterIndex(for: Point(x: -50, y: 10)).index == 0)
        let past = layout.characterIndex(for: Point(x: 1000, y: 10))
        #expect(past.index == 4 && past.fraction == 1)
        #expect(layout.characterIndex(for: Point(x: 10, y: 500)).index == 0, "clamped to the last line")
    }

    @Test func fractionIsDirectionAware() throws {
        let layout = try Samples.layout("שלום", width: 300, padding: 0)
        // Find the glyph of the first character (drawn rightmost) and hit near its right edge.
        let glyph = try #require((0..<layout.glyphs.count).first { layout.glyphs[$0].characterRange.lowerBound == 0 })
        let right = layout.glyphs.penX(ofGlyphAt: glyph) + layout.glyphs[glyph].advance
        let hit = layout.characterIndex(for: Point(x: right - 0.1 * layout.glyphs[glyph].advance, y: 10))
        #expect(hit.index == 0)
        #expect(abs(hit.fraction - 0.1) < 1e-9)
    }

    @Test func glyphAndLineAtAPoint() throws {
        let layout = try Samples.layout("one two three four five six", width: 80, padding: 0)
        #expect(layout.lineFragments.count >= 2)
        let second = layout.lineFragments[1]
        #expect(layout.lineFragmentIndex(at: Point(x: 10, y: second.rect.midY)) == 1)
        #expect(layout.lineFragmentIndex(at: Point(x: 10, y: -1)) == nil)
        let glyph = try #require(layout.glyphIndex(for: Point(x: 1, y: second.rect.midY)))
        #expect(glyph == second.glyphRange.lowerBound)
    }

    @Test func insertionPointsWithAffinity() throws {
        let layout = try Samples.layout("aaaa bbbb", width: 60, padding: 0)
        #expect(layout.lineFragments.count == 2)
        let wrap = layout.lineFragments[1].characterRange.lowerBound
        let down = try layout.insertionPoint(forCharacterAt: wrap, affinity: .downstream)
        let up = try layout.insertionPoint(forCharacterAt: wrap, affinity: .upstream)
        #expect(down.lineIndex == 1 && down.x == 0)
        #expect(up.lineIndex == 0 && up.x > 0, "after the space that ends line 0")
        let start = try layout.insertionPoint(forCharacterAt: 0)
        #expect(start.x == 0 && start.lineIndex == 0)
        let end = try layout.insertionPoint(forCharacterAt: layout.text.length)
        #expect(abs(end.x - layout.lineFragments[1].usedRect.maxX) < 1e-9)
        #expect(throws: TextLayoutError.self) { try layout.insertionPoint(forCharacterAt: 99) }
        let carets = try (0...4).map { try layout.insertionPoint(forCharacterAt: $0).x }
        #expect(carets == carets.sorted())
    }

    @Test func insertionPointsInsideALigatureUseCarets() throws {
        let layout = try Samples.layout("office", width: 300, padding: 0)
        let xs = try (1...4).map { try layout.insertionPoint(forCharacterAt: $0).x }
        #expect(xs == xs.sorted() && Set(xs).count == 4, "three carets through the ffi ligature")
    }

    @Test func rangeMappingWidensToClusters() throws {
        let layout = try Samples.layout("office", width: 300, padding: 0)
        var actual = 0..<0
        let glyphs = try layout.glyphRange(forCharacterRange: 2..<3, actualCharacterRange: &actual)
        #expect(glyphs == 1..<2, "the ffi ligature is glyph 1")
        #expect(actual == 1..<4)
        var actualGlyphs = 0..<0
        #expect(try layout.characterRange(forGlyphRange: 1..<3, actualGlyphRange: &actualGlyphs) == 1..<5)
        #expect(actualGlyphs == 1..<3)
        #expect(throws: TextLayoutError.self) { try layout.characterRange(forGlyphRange: 0..<40) }
    }
}
