import Testing
import TextLayout

/// ``LineBreakStrategy/hangulWordPriority``: Korean words stay whole.
@Suite struct HangulWordPriorityTests {
    /// "Korean text is broken into lines by words: LinkBubble은 2024년에 added it."
    static let korean = "한국어 텍스트는 단어 단위로 줄바꿈됩니다: LinkBubble은 2024년에 추가했습니다."

    static func lines(width: Double, strategy: LineBreakStrategy) throws -> LayoutManager {
        let style = ParagraphStyle(lineBreakStrategy: strategy)
        return try Samples.layout(
            korean, width: width, attributes: ScriptTestFonts.attributes(fallback: try ScriptTestFonts.cjk, paragraphStyle: style))
    }

    /// Whether a line starts inside a word (the character before it is not a space).
    static func splitsWords(_ layout: LayoutManager) -> Bool {
        let utf16 = Array(korean.utf16)
        return layout.lineFragments.dropFirst().contains { utf16[$0.characterRange.lowerBound - 1] != 0x20 }
    }

    @Test func wordsStayWholeAtNarrowWidths() throws {
        // From the widest word ("LinkBubble은", about 100 px) up: every line starts at a word.
        var splitWithout = 0
        for width in stride(from: 110.0, through: 300, by: 10) {
            let kept = try Self.lines(width: width, strategy: .hangulWordPriority)
            kept._checkInvariants()
            #expect(!Self.splitsWords(kept), "\(width): \(kept.lineTexts)")
            #expect(kept.lineFragments.allSatisfy { $0.usedRect.width <= width + 1e-9 })
            let standard = try Self.lines(width: width, strategy: [])
            if Self.splitsWords(standard) { splitWithout += 1 }
            #expect(standard.lineFragments.count <= kept.lineFragments.count)
        }
        // UAX #14 alone breaks between any two syllables, so most widths split a word.
        #expect(splitWithout >= 15)
    }

    @Test func breaksStayAtSpacesAndPunctuation() throws {
        let layout = try Self.lines(width: 130, strategy: .hangulWordPriority)
        #expect(layout.lineTexts.first == "한국어 텍스트는 ")
        #expect(layout.lineTexts.contains("LinkBubble은 "))
        #expect(layout.lineTexts.contains { $0.hasPrefix("2024년에 ") })
    }

    @Test func aWordWiderThanTheLineIsStillBroken() throws {
        let layout = try Self.lines(width: 40, strategy: .hangulWordPriority)
        #expect(layout.lineFragments.allSatisfy { $0.usedRect.width <= 40 + 1e-9 })
        #expect(layout.lineTexts.joined() == Self.korean)
        #expect(layout.lineTexts.contains("텍스")) // "텍스트는" is wider than 40 px
    }
}
