import Testing
import Geometry
import TextLayout

@Suite struct SegmentationTests {
    @Test func englishLineBreakOpportunities() throws {
        let text = "The quick (brown) fox can't jump 32.3 feet, right?"
        let breaks = try LineBreaker(locale: "en").opportunities(in: text)
        // UAX #14: breaks after spaces; none inside "can't", "32.3" or before "?".
        let words = ["The ", "quick ", "(brown) ", "fox ", "can't ", "jump ", "32.3 ", "feet, ", "right?"]
        var expected: [Int] = []
        var offset = 0
        for word in words {
            offset += word.utf16.count
            expected.append(offset)
        }
        #expect(breaks.map(\.offset) == expected)
        #expect(breaks.allSatisfy { !$0.isMandatory })
    }

    @Test func hardBreaksAreMandatory() throws {
        let breaks = try LineBreaker().opportunities(in: "one\ntwo\u{2029}three")
        #expect(breaks == [
            LineBreakOpportunity(offset: 4, isMandatory: true),
            LineBreakOpportunity(offset: 8, isMandatory: true),
            LineBreakOpportunity(offset: 13, isMandatory: false),
        ])
    }

    @Test func noBreakAtNonBreakingSpaceAndCopiesAgree() throws {
        let breaker = try LineBreaker()
        let text = "10\u{00A0}km away"
        #expect(try breaker.opportunities(in: text).map(\.offset) == [6, 10])
        #expect(try breaker.copy().opportunities(in: text) == breaker.opportunities(in: text))
        #expect(try breaker.opportunities(in: "").isEmpty)
    }

    @Test func bidiRunsOfMixedEnglishAndArabic() throws {
        let text = "The word سلام means peace."
        let paragraph = try BidiParagraph(text)
        #expect(paragraph.baseLevel == 0)
        let runs = paragraph.logicalRuns
        #expect(runs.map(\.range) == [0..<9, 9..<13, 13..<26])
        #expect(runs.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight])
        #expect(runs.map(\.level) == [0, 1, 0])
    }

    @Test func rightToLeftParagraphReordersVisually() throws {
        // An Arabic paragraph with an English word: base level 1 (first strong is Arabic).
        let text = "مرحبا Swift عالم"
        let paragraph = try BidiParagraph(text)
        #expect(paragraph.baseLevel == 1)
        let logical = paragraph.logicalRuns
        #expect(logical.map(\.level) == [1, 2, 1])
        // Visually, left to right: the last Arabic word, the English word, the first Arabic word.
        let visual = paragraph.visualRuns()
        #expect(visual.map(\.range) == [logical[2].range, logical[1].range, logical[0].range])
    }

    @Test func explicitBaseDirectionOverridesTheFirstStrongCharacter() throws {
        let paragraph = try BidiParagraph("abc", base: .rightToLeft)
        #expect(paragraph.baseLevel == 1)
        #expect(paragraph.levels == [2, 2, 2])
        #expect(try BidiParagraph("").logicalRuns.isEmpty)
    }
}
