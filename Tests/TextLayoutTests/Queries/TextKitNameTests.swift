import Geometry
import Testing
import TextLayout

/// The NSLayoutManager and Skia names a porter looks for: single-index lookups,
/// bounding rects, word boundaries, text boxes, touch tolerance and `String.Index` forms.
@Suite struct TextKitNameTests {
    let sentence = "Read the guide at https://example.com/docs/link-previews before Friday, then reply."

    func layout(_ string: String, width: Double = 200) throws -> LayoutManager {
        try Samples.layout(string, width: width)
    }

    @Test func singleIndexLookupsFollowTheClusters() throws {
        // "ffi" is one ligature glyph in Noto Sans: its three characters share glyph 1.
        let layout = try self.layout("office", width: 500)
        let ligature = try layout.glyphIndexForCharacter(at: 2)
        #expect(try layout.glyphIndexForCharacter(at: 1) == ligature)
        #expect(try layout.characterIndexForGlyph(at: ligature) == 1)
        #expect(try layout.glyphIndexForCharacter(at: 6) == layout.glyphs.count)
        #expect(try layout.characterIndexForGlyph(at: layout.glyphs.count) == 6)
        #expect(throws: TextLayoutError.self) { try layout.glyphIndexForCharacter(at: 7) }
        #expect(throws: TextLayoutError.self) { try layout.characterIndexForGlyph(at: -1) }
    }

    @Test func lineLookupsAgreeWithTheLineFragments() throws {
        let layout = try self.layout(sentence)
        #expect(layout.lineFragments.count > 2)
        for (index, line) in layout.lineFragments.enumerated() {
            #expect(try layout.lineIndex(forCharacterAt: line.characterRange.lowerBound) == index)
            #expect(try layout.lineFragmentRect(forGlyphAt: line.glyphRange.lowerBound) == line.rect)
            #expect(try layout.lineFragmentUsedRect(forGlyphAt: line.glyphRange.upperBound - 1) == line.usedRect)
        }
        #expect(try layout.lineIndex(forCharacterAt: layout.text.length) == layout.lineFragments.count - 1)
        let ended = try self.layout("one\n")
        #expect(try ended.lineIndex(forCharacterAt: 4) == 1, "the extra line fragment")
        let limited = try Samples.layout(sentence, width: 200) { $0.maximumNumberOfLines = 1; $0.lineBreakMode = .byWordWrapping }
        #expect(try limited.lineIndex(forCharacterAt: limited.text.length) == nil, "after the last line laid out")
    }

    @Test func boundingRectUnitesTheEnclosingRects() throws {
        let layout = try self.layout(sentence)
        let link = try #require(layout.text.utf16Range(of: "https://example.com/docs/link-previews"))
        let glyphs = try layout.glyphRange(forCharacterRange: link)
        let rects = try layout.enclosingRects(forGlyphRange: glyphs)
        let bounds = try #require(try layout.boundingRect(forGlyphRange: glyphs))
        #expect(bounds == rects.dropFirst().reduce(rects[0]) { $0.union($1) })
        #expect(try layout.boundingRect(forGlyphRange: 3..<3) == nil)
    }

    @Test func wordRangesAreWhatADoubleClickSelects() throws {
        let layout = try self.layout("Hello, big world.\nNext line")
        #expect(try layout.wordRange(forCharacterAt: 0) == 0..<5)
        #expect(try layout.wordRange(forCharacterAt: 4) == 0..<5)
        #expect(try layout.wordRange(forCharacterAt: 5) == 5..<6, "the comma")
        #expect(try layout.wordRange(forCharacterAt: 6) == 6..<7, "the space")
        #expect(try layout.wordRange(forCharacterAt: 8) == 7..<10)
        #expect(try layout.wordRange(forCharacterAt: 18) == 18..<22, "after the hard break")
        #expect(try layout.wordRange(forCharacterAt: layout.text.length) == 23..<27, "the end: the last word")
        let point = Point(x: layout.glyphs.penX(ofGlyphAt: 12) + 1, y: 5)
        #expect(try layout.wordRange(at: point) == 11..<16)
        #expect(try layout.wordRange(at: Point(x: .nan, y: 0)) == nil)
    }

    @Test func thaiWordsComeFromICUsDictionary() throws {
        // "สวัสดีครับ": two dictionary words, สวัสดี (6 units) and ครับ (4).
        let layout = try self.layout("สวัสดีครับ", width: 500)
        #expect(try layout.wordRange(forCharacterAt: 1) == 0..<6)
        #expect(try layout.wordRange(forCharacterAt: 7) == 6..<10)
    }

    @Test func textBoxesCarryTheirDirectionAndSplitAtIt() throws {
        let layout = try self.layout("abc שלום def", width: 500)
        let boxes = try layout.textBoxes(forCharacterRange: 0..<layout.text.length)
        #expect(boxes.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight])
        let merged = try layout.enclosingRects(forCharacterRange: 0..<layout.text.length)
        #expect(merged.count == 1, "touching pieces merge in enclosing rects")
        #expect(boxes.first?.rect.minX == merged[0].minX && boxes.last?.rect.maxX == merged[0].maxX)
    }

    @Test(arguments: [RectHeightStyle.includeLineSpacingTop, .includeLineSpacingMiddle, .includeLineSpacingBottom])
    func lineSpacingStylesTileAndCoverTheRuns(style: RectHeightStyle) throws {
        var attributes = TextAttributes()
        attributes.paragraphStyle.lineHeightMultiple = 1.5
        attributes.paragraphStyle.lineSpacing = 4
        let layout = try Samples.layout(sentence, width: 200, attributes: attributes)
        let rects = try layout.enclosingRects(
            forCharacterRange: 0..<layout.text.length, options: EnclosingRectOptions(heightStyle: style))
        #expect(rects.count == layout.lineFragments.count)
        for (rect, next) in zip(rects, rects.dropFirst()) { #expect(abs(rect.maxY - next.minY) < 1e-9) }
        for (rect, line) in zip(rects, layout.lineFragments) {
            #expect(rect.minY <= line.baseline - line.ascent + 1e-9 && rect.maxY >= line.baseline + line.descent - 1e-9)
        }
        let first = layout.lineFragments[0], last = try #require(layout.lineFragments.last)
        #expect(rects[0].minY == (style == .includeLineSpacingBottom ? first.baseline - first.ascent : first.rect.minY))
        #expect(rects.last?.maxY == (style == .includeLineSpacingTop ? last.baseline + last.descent : last.rect.maxY))
    }

    @Test func aTouchNearALinkFindsItWithinTheTolerance() throws {
        var text = AttributedText("Go to example.com now")
        try text.addLink("https://example.com", range: 6..<17)
        let layout = try LayoutManager(text: text, container: TextContainer(width: 500))
        let rect = try #require(try layout.enclosingRects(forCharacterRange: 6..<17).first)
        let beside = Point(x: rect.maxX + 0.5, y: rect.midY)
        // Past the last glyph of the link, the next character (a space) is not a link.
        #expect(layout.link(at: beside) == nil)
        #expect(layout.link(at: beside, tolerance: 22) == LinkHit(value: "https://example.com", range: 6..<17))
        let below = Point(x: rect.midX, y: rect.maxY + 30)
        #expect(layout.link(at: below, tolerance: 22) == nil)
        #expect(layout.link(at: below, tolerance: 44)?.range == 6..<17)
        #expect(layout.text.links == [LinkHit(value: "https://example.com", range: 6..<17)])
    }

    @Test func stringIndexOverloadsAnswerAsTheirUTF16Forms() throws {
        let layout = try self.layout(sentence)
        let string = layout.text.string
        let range = try #require(string.range(of: "example.com"))
        let utf16 = layout.text.utf16Range(of: range)
        #expect(try layout.enclosingRects(forCharacterRange: range) == layout.enclosingRects(forCharacterRange: utf16))
        #expect(try layout.glyphRange(forCharacterRange: range) == layout.glyphRange(forCharacterRange: utf16))
        #expect(try layout.textBoxes(forCharacterRange: range) == layout.textBoxes(forCharacterRange: utf16))
        #expect(try layout.glyphIndexForCharacter(at: range.lowerBound) == layout.glyphIndexForCharacter(at: utf16.lowerBound))
        #expect(try layout.lineIndex(forCharacterAt: range.lowerBound) == layout.lineIndex(forCharacterAt: utf16.lowerBound))
        #expect(try layout.wordRange(forCharacterAt: range.lowerBound) == layout.wordRange(forCharacterAt: utf16.lowerBound))
        #expect(
            try layout.insertionPoint(forCharacterAt: range.upperBound)
                == layout.insertionPoint(forCharacterAt: utf16.upperBound))
        let other = "another string that is much longer than the sentence above, by far, so its end is past it."
        #expect(throws: TextLayoutError.self) { try layout.enclosingRects(forCharacterRange: other.startIndex..<other.endIndex) }
    }
}
