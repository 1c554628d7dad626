import LinkBubble
import Testing

/// Previews of links on a truncated last line (issue 11: with two lines allowed and the
/// link behind the ellipsis, the rects were a 1.5 px sliver of the "…" and the preview
/// a 9.5 pt platter showing part of it).
@Suite struct TruncatedLinkTests {
    static let sentence =
        "Read the guide before Friday, then reply to the thread, and see https://example.com/docs/link-previews soon."

    func layout(width: Double, mode: LineBreakMode) throws -> (LayoutManager, Range<Int>) {
        var text = AttributedText(Self.sentence)
        let range = try #require(text.utf16Range(of: "https://example.com/docs/link-previews"))
        try text.addLink("https://example.com/docs", range: range)
        let container = TextContainer(width: width, maximumNumberOfLines: 2, lineBreakMode: mode)
        return (try LayoutManager(text: text, container: container, fontSource: .fontChain), range)
    }

    @Test func aLinkBehindTheEllipsisHasNoRectsAndNoPreview() throws {
        let (layout, range) = try layout(width: 200, mode: .byTruncatingTail)
        let last = layout.lineFragments[1]
        #expect(last.isTruncated)
        let visibleEnd = last.glyphRange.map { layout.glyphs[$0].characterRange.lowerBound }.max()!
        #expect(visibleEnd < range.lowerBound, "the whole link is behind the ellipsis")
        #expect(try layout.enclosingRects(forCharacterRange: range).isEmpty, "no sliver of the ellipsis")
        #expect(throws: TextLayoutError.rangeNotVisible(range: range)) {
            try LinkPreview(layout: layout, characterRange: range)
        }
    }

    @Test func aPartlyVisibleLinkIncludesTheEllipsis() throws {
        // Head truncation keeps the end of the text: the link's end is visible, its start
        // is behind the ellipsis.
        let (layout, range) = try layout(width: 200, mode: .byTruncatingHead)
        let last = layout.lineFragments[1]
        let ellipsis = try #require(
            last.glyphRange.map { layout.glyphs[$0] }.first { $0.id == Font.bundled(.notoSans).glyph(for: "\u{2026}") })
        #expect(ellipsis.characterRange.contains(range.lowerBound) && ellipsis.characterRange.upperBound < range.upperBound)
        let preview = try LinkPreview(layout: layout, characterRange: range)
        #expect(preview.lineRects.count == 1)
        let rect = preview.lineRects[0]
        #expect(abs(rect.minX - ellipsis.position.x) < 1e-9, "the rect starts at the ellipsis")
        #expect(rect.width > ellipsis.advance + 100, "and goes on over the link's visible end")
        let hidden = ellipsis.characterRange.clamped(to: range)
        #expect(throws: TextLayoutError.rangeNotVisible(range: hidden)) {
            try LinkPreview(layout: layout, characterRange: hidden)
        }
    }
}
