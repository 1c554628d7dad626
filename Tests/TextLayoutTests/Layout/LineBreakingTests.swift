import Testing
import Geometry
import TextLayout

@Suite struct LineBreakingTests {
    @Test(arguments: [120.0, 200, 300, 500])
    func linesTileTheTextAndBreakAtOpportunities(width: Double) throws {
        let layout = try Samples.layout(Samples.english, width: width)
        let lines = layout.lineFragments
        #expect(lines.first?.characterRange.lowerBound == 0)
        #expect(lines.last?.characterRange.upperBound == layout.text.length)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(line.characterRange.upperBound == next.characterRange.lowerBound)
            #expect(line.glyphRange.upperBound == next.glyphRange.lowerBound)
            #expect(abs(line.rect.maxY - next.rect.minY) < 1e-9, "rects tile")
        }
        let opportunities = Set(try LineBreaker().opportunities(in: Samples.english).map(\.offset))
        for line in lines {
            #expect(opportunities.contains(line.characterRange.upperBound))
            #expect(line.usedRect.width <= width + 1e-9)
            #expect(line.usedRect.minX >= -1e-9)
        }
    }

    @Test func greedyLinesTakeAsMuchAsFits() throws {
        let width = 200.0
        let layout = try Samples.layout(Samples.english, width: width)
        // Adding the next word to any line would overflow it.
        for (line, next) in zip(layout.lineFragments, layout.lineFragments.dropFirst()) {
            let nextWord = layout.text.substring(utf16: next.characterRange).split(separator: " ").first!
            let longer = layout.text.substring(utf16: line.characterRange) + nextWord
            let alone = try Samples.layout(longer, width: 10_000)
            #expect(alone.lineFragments[0].usedRect.width > width, "\(longer)")
        }
    }

    @Test func trailingWhitespaceHangsAtASoftBreak() throws {
        let layout = try Samples.layout("aaaa      bbbb", width: 60)
        #expect(layout.lineTexts == ["aaaa      ", "bbbb"])
        let first = layout.lineFragments[0]
        let aaaa = try Samples.layout("aaaa", width: 1000).lineFragments[0].usedRect.width
        #expect(abs(first.usedRect.width - aaaa) < 1e-9, "spaces do not count in the used width")
    }

    @Test func aWordWiderThanTheLineBreaksBetweenClusters() throws {
        let url = "https://example.com/a/very/long/path/that/cannot/fit"
        let layout = try Samples.layout(url, width: 100)
        #expect(layout.lineFragments.count > 2)
        #expect(layout.lineTexts.joined() == url)
        for line in layout.lineFragments { #expect(line.usedRect.width <= 100 + 1e-9) }
    }

    @Test func characterWrapBreaksAnywhere() throws {
        let text = "abcdefghij klmnopqrst"
        let wordWidth = try Samples.layout("abcdefghij", width: 1000).lineFragments[0].usedRect.width
        let word = try Samples.layout(text, width: wordWidth + 20)
        let character = try Samples.layout(text, width: wordWidth + 20) { $0.lineBreakMode = .byCharWrapping }
        #expect(word.lineTexts == ["abcdefghij ", "klmnopqrst"])
        #expect(character.lineTexts.count == 2)
        #expect(character.lineTexts.first!.hasPrefix("abcdefghij k"), "fills the first line past the space")
        #expect(character.lineTexts.joined() == text)
    }

    @Test func hardBreaks() throws {
        let layout = try Samples.layout("one\ntwo\r\nthree\u{2028}four\u{2029}five", width: 500)
        #expect(layout.lineTexts == ["one\n", "two\r\n", "three\u{2028}", "four\u{2029}", "five"])
        #expect(layout.lineFragments.map(\.hardBreak) == [true, true, true, true, false])
        #expect(layout.lineFragments.map(\.endsParagraph) == [true, true, false, true, true])
        #expect(layout.extraLineFragment == nil)
        // Separators get no glyphs.
        #expect(layout.lineFragments[0].glyphRange.count == 3)
    }

    @Test func extraLineFragmentAfterAFinalHardBreakAndForEmptyText() throws {
        let ending = try Samples.layout("line\n", width: 500)
        #expect(ending.lineFragments.count == 1)
        let extra = try #require(ending.extraLineFragment)
        #expect(extra.characterRange == 5..<5)
        #expect(abs(extra.rect.minY - ending.lineFragments[0].rect.maxY) < 1e-9)
        let empty = try Samples.layout("", width: 500)
        #expect(empty.lineFragments.isEmpty)
        #expect(empty.extraLineFragment?.rect.height ?? 0 > 0)
        #expect(empty.size.height == empty.extraLineFragment!.rect.maxY)
        let blank = try Samples.layout("a\n\nb", width: 500)
        #expect(blank.lineTexts == ["a\n", "\n", "b"])
        #expect(blank.lineFragments[1].glyphRange.isEmpty)
    }

    @Test func nonBreakingSpacesKeepWordsTogether() throws {
        let layout = try Samples.layout("aaaa bbbb\u{00A0}cccc", width: 90)
        #expect(layout.lineTexts == ["aaaa ", "bbbb\u{00A0}cccc"])
    }
}
