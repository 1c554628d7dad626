import Testing
import Geometry
import TextLayout

@Suite struct TruncationAndLimitsTests {
    @Test func maximumNumberOfLinesEndsWithAnEllipsis() throws {
        let layout = try Samples.layout(Samples.english, width: 200) {
            $0.maximumNumberOfLines = 2
            $0.lineBreakMode = .byTruncatingTail
        }
        #expect(layout.lineFragments.count == 2)
        let last = layout.lineFragments[1]
        #expect(last.isTruncated)
        #expect(last.characterRange.upperBound == layout.text.length, "the last line stands for the rest")
        #expect(last.usedRect.width <= 200 + 1e-9)
        let ellipsis = layout.glyphs[last.glyphRange.upperBound - 1]
        #expect(ellipsis.characterRange.upperBound == layout.text.length)
        #expect(ellipsis.id == Font.bundled(.notoSans).glyph(for: "\u{2026}"))
        #expect(layout.extraLineFragment == nil)
    }

    /// NSTextContainer's default: a line limit ends the text where the last line
    /// breaks, with no ellipsis; truncation is asked for.
    @Test func theDefaultLineBreakModeWrapsWithoutAnEllipsis() throws {
        #expect(TextContainer(width: 200).lineBreakMode == .byWordWrapping)
        let layout = try Samples.layout(Samples.english, width: 200) { $0.maximumNumberOfLines = 2 }
        #expect(layout.lineFragments.count == 2)
        #expect(!layout.lineFragments[1].isTruncated)
        #expect(layout.lineFragments[1].characterRange.upperBound < layout.text.length)
    }

    @Test func noEllipsisWhenEverythingFits() throws {
        let layout = try Samples.layout("short text", width: 200) { $0.maximumNumberOfLines = 1 }
        #expect(layout.lineFragments.count == 1)
        #expect(!layout.lineFragments[0].isTruncated)
    }

    @Test func containerHeightLimitsLines() throws {
        let layout = try Samples.layout(Samples.english, width: 200) {
            $0.height = 50
            $0.lineBreakMode = .byTruncatingTail
        }
        #expect(layout.lineFragments.count == 2, "two 21.792 px lines fit in 50 px")
        #expect(layout.lineFragments.last!.isTruncated)
    }

    @Test func badNumbersAreTypedErrors() {
        #expect(throws: TextLayoutError.invalidNumber(name: "container width", value: -1)) {
            try Samples.layout("a", width: -1)
        }
        #expect(throws: TextLayoutError.self) { try Samples.layout("a", width: .nan) }
        #expect(throws: TextLayoutError.self) { try Samples.layout("a", width: .infinity) }
        #expect(throws: TextLayoutError.invalidNumber(name: "font size", value: 0)) {
            try Samples.layout("a", width: 100, attributes: TextAttributes(size: 0))
        }
        #expect(throws: TextLayoutError.self) {
            try Samples.layout("a", width: 100, attributes: TextAttributes(paragraphStyle: ParagraphStyle(lineSpacing: .nan)))
        }
    }

    @Test func concurrentLayoutsWithASharedCacheAgree() async throws {
        let cache = LayoutCache()
        let expected = try LayoutManager(text: AttributedText(Samples.english), container: TextContainer(width: 180))
        try await withThrowingTaskGroup(of: LineFragments.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    try LayoutManager(text: AttributedText(Samples.english), container: TextContainer(width: 180), cache: cache)
                        .lineFragments
                }
            }
            for try await lines in group { #expect(lines == expected.lineFragments) }
        }
        #expect(cache.statistics.hits > 0)
    }
}
