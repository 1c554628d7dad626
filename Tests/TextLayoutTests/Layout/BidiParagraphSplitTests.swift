import LinkBubbleTestSupport
import Testing

@testable import TextLayout

/// `BidiParagraphs` splits a text into paragraphs and notes which may hold right-to-left
/// text in one scan, eight units at a time: the paragraphs and notes must be those of
/// the plain definition (a scan unit by unit for separators, then a look at every unit of
/// each paragraph's content for one from U+0590 up), on the benchmark and fixture texts
/// and on generated texts with separators and right-to-left units at every position of
/// the eight-unit blocks.
@Suite struct BidiParagraphSplitTests {
    /// The plain definition.
    static func reference(_ units: [UInt16]) -> [BidiParagraphs.Bounds] {
        var bounds: [BidiParagraphs.Bounds] = []
        var start = 0, index = 0
        func add(_ range: Range<Int>, contentEnd: Int) {
            let mayBeRightToLeft = units[range.lowerBound..<contentEnd].contains { $0 >= 0x0590 }
            bounds.append(.init(range: range, contentEnd: contentEnd, mayBeRightToLeft: mayBeRightToLeft))
        }
        while index < units.count {
            let unit = units[index]
            guard CharacterClass.isParagraphSeparator(unit) else {
                index += 1
                continue
            }
            let separatorEnd = unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? index + 2 : index + 1
            add(start..<separatorEnd, contentEnd: index)
            start = separatorEnd
            index = separatorEnd
        }
        if start < units.count { add(start..<units.count, contentEnd: units.count) }
        return bounds
    }

    func check(_ string: String) {
        let text = AttributedText(string)
        let split = BidiParagraphs(text: text).bounds
        let expected = Self.reference(text.utf16)
        #expect(split == expected, "\(text.utf16.map { String($0, radix: 16) })")
    }

    @Test func realTexts() throws {
        for string in try WordSegmentationTests.benchmarkTexts() + WordSegmentationTests.fixtureTexts() { check(string) }
    }

    @Test func generatedTexts() {
        let pool: [Unicode.Scalar] = [
            "a", " ", "\n", "\r", "\u{85}", "\u{2029}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{1F}", "\t", "\u{05D0}",
            "\u{0627}", "\u{2028}", "\u{E9}", "\u{058F}", "\u{0590}", "\u{FFFF}", "\u{4E00}", "\u{1F600}", "\u{200F}",
        ]
        var generator = SplitMix64(seed: 7)
        var paragraphs = 0, rightToLeft = 0
        for _ in 0..<6_000 {
            var string = String.UnicodeScalarView()
            let length = Int(generator.next() % 48)
            for _ in 0..<length {
                // Mostly "a", so that many eight-unit blocks need no look.
                let roll = Int(generator.next() % UInt64(pool.count * 3))
                string.append(roll < pool.count ? pool[roll] : "a")
            }
            let text = String(string)
            check(text)
            let bounds = BidiParagraphs(text: AttributedText(text)).bounds
            paragraphs += bounds.count
            rightToLeft += bounds.filter(\.mayBeRightToLeft).count
        }
        #expect(paragraphs > 10_000)
        #expect(rightToLeft > 2_000)
    }
}
