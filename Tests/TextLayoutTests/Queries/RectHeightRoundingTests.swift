import Testing
import TextLayout

/// Rect heights and tops come from font units in one rounding, as line heights do, so
/// that common cases print short: a Noto Sans line at 16 px is 1362 units of 1000 per em,
/// 21.792 px, where its ascent and descent added up give 21.791999999999998.
@Suite struct RectHeightRoundingTests {
    static let styles: [RectHeightStyle] = [
        .lineFragment, .tight, .maxRunOnLine, .includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom,
    ]

    @Test(arguments: styles)
    func heightsAndTopsOfLinesWithoutSpacingAreTheLines(style: RectHeightStyle) throws {
        for size in [16.0, 17] {
            let layout = try LayoutManager(
                text: AttributedText(
                    "Read the guide at https://example.com/docs/link-previews before Friday, then reply to the team.",
                    attributes: TextAttributes(size: size)),
                container: TextContainer(width: 200), fontSource: FontChainSource())
            #expect(layout.lineFragments.count > 3)
            let rects = try layout.enclosingRects(
                forCharacterRange: 0..<layout.text.length, options: EnclosingRectOptions(heightStyle: style))
            #expect(rects.count == layout.lineFragments.count)
            for (rect, line) in zip(rects, layout.lineFragments) {
                #expect(rect.height == line.rect.height, "\(style) at \(size) px: \(rect.height)")
                #expect(rect.minY == line.rect.minY, "\(style) at \(size) px: \(rect.minY)")
            }
        }
    }

    @Test func lineSpacingAddsToTheRunsHeight() throws {
        var attributes = TextAttributes(size: 17)
        attributes.paragraphStyle.lineSpacing = 3
        let layout = try LayoutManager(
            text: AttributedText("One two three four five six seven eight nine ten", attributes: attributes),
            container: TextContainer(width: 120), fontSource: FontChainSource())
        let rects = try layout.enclosingRects(
            forCharacterRange: 0..<layout.text.length, options: EnclosingRectOptions(heightStyle: .includeLineSpacingBottom))
        #expect(rects.count > 2)
        #expect(rects.allSatisfy { $0.height == 26.154 }, "23.154 and 3")
    }
}
