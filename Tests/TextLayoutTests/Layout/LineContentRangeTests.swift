import Testing
import TextLayout

/// The content and hanging-whitespace ranges that line fragments store.
@Suite struct LineContentRangeTests {
    @Test func softWrapsHangTheirSpaces() throws {
        let layout = try Samples.layout("aaaa  bbbb", width: 45)
        #expect(layout.lineTexts == ["aaaa  ", "bbbb"])
        let first = layout.lineFragments[0], second = layout.lineFragments[1]
        #expect(first.contentRange == 0..<6)
        #expect(first.hangingWhitespaceRange == 4..<6)
        #expect(second.contentRange == 6..<10)
        #expect(second.hangingWhitespaceRange == 10..<10)
    }

    @Test func hardBreaksAreOutsideTheContent() throws {
        let layout = try Samples.layout("ab \u{2028}cd\r\nef", width: 500)
        #expect(layout.lineTexts == ["ab \u{2028}", "cd\r\n", "ef"])
        #expect(layout.lineFragments.map(\.contentRange) == [0..<3, 4..<6, 8..<10])
        #expect(layout.lineFragments.map(\.hangingWhitespaceRange) == [2..<3, 6..<6, 10..<10])
    }

    @Test func aTruncatedLinesEllipsisDrawsTheRest() throws {
        let layout = try Samples.layout("one two three four five six  \n", width: 80) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingTail
        }
        let line = layout.lineFragments[0]
        #expect(line.isTruncated)
        #expect(line.characterRange == 0..<30)
        #expect(line.contentRange == 0..<29, "everything but the final hard break")
        #expect(line.hangingWhitespaceRange == 27..<29)
    }

    @Test func emptyLinesHaveEmptyRanges() throws {
        let layout = try Samples.layout("a\n\n", width: 500)
        #expect(layout.lineFragments[1].contentRange == 2..<2)
        #expect(layout.lineFragments[1].hangingWhitespaceRange == 2..<2)
        #expect(layout.extraLineFragment?.contentRange == 3..<3)
    }
}
