import LinkBubble
import Testing

/// A preview's glyph runs follow the characters: one run for a link over several
/// lines in right-to-left text too, and only the link's own glyphs.
@Suite struct LinkPreviewGlyphRunTests {
    @Test func aHebrewLinkIsOneGlyphRun() throws {
        var text = AttributedText("שלום עולם מה שלומך היום")
        try text.addLink("https://example.com", range: 5..<18)
        let preview = try LinkPreview(
            text: text, container: TextContainer(width: 80, lineFragmentPadding: 0), characterRange: 5..<18,
            fontSource: .fontChain)
        #expect(preview.glyphRuns == [5..<18])
        let glyphs = preview.layout.glyphs
        for glyph in preview.glyphRuns.joined() {
            #expect(glyphs.characterRange(ofGlyphAt: glyph).overlaps(5..<18), "glyph \(glyph) is the link's")
        }
        #expect(abs(preview.lineRects[0].width - 33.6) < 1e-9)
    }
}
