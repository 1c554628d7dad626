import Testing
import TextLayout
import Geometry

@Suite struct EnclosingRectTests {
    let sentence = "Read the guide at https://example.com/docs/link-previews before Friday, then reply."

    func layout(_ string: String, width: Double = 200, padding: Double = 0) throws -> LayoutManager {
        try Samples.layout(string, width: width, padding: padding)
    }

    @Test func aOneLineRangeIsOneRectOverItsGlyphs() throws {
        let layout = try self.layout("Hello big world", width: 500)
        let rects = try layout.enclosingRects(forCharacterRange: 6..<9)
        #expect(rects.count == 1)
        let line = layout.lineFragments[0]
        #expect(rects[0].minX == layout.glyphs.penX(ofGlyphAt: 6))
        #expect(abs(rects[0].maxX - layout.glyphs.penX(ofGlyphAt: 9)) < 1e-9)
        #expect(rects[0].minY == line.rect.minY && rects[0].maxY == line.rect.maxY)
    }

    @Test func aRangeOverSeveralLinesGivesOneRectPerLineThatTile() throws {
        let layout = try self.layout(sentence)
        let link = try #require(layout.text.utf16Range(of: "https://example.com/docs/link-previews"))
        let rects = try layout.enclosingRects(forCharacterRange: link)
        #expect(rects.count >= 2)
        for (rect, next) in zip(rects, rects.dropFirst()) {
            #expect(abs(rect.maxY - next.minY) < 1e-9, "line-fragment height tiles")
        }
        for rect in rects { #expect(rect.maxX <= 200 + 1e-9 && rect.minX >= 0) }
    }

    @Test func extendToLineEdgeReachesTheEdgeWhenTheRangeContinues() throws {
        let layout = try self.layout(sentence)
        let link = try #require(layout.text.utf16Range(of: "https://example.com/docs/link-previews"))
        let tight = try layout.enclosingRects(forCharacterRange: link)
        let extended = try layout.enclosingRects(
            forCharacterRange: link, options: EnclosingRectOptions(widthStyle: .extendToLineEdge))
        #expect(extended.count == tight.count)
        for rect in extended.dropLast() { #expect(rect.maxX == 200) }
        #expect(extended.last == tight.last, "the last line does not continue")
    }

    @Test func hangingWhitespaceAtASoftWrapIsNotEnclosed() throws {
        let layout = try self.layout("aaaa bbbb cccc dddd", width: 80)
        let first = layout.lineFragments[0]
        #expect(layout.text.substring(utf16: first.characterRange).hasSuffix(" "))
        let rects = try layout.enclosingRects(forCharacterRange: 0..<first.characterRange.upperBound)
        #expect(rects.count == 1)
        #expect(abs(rects[0].width - first.usedRect.width) < 1e-9)
    }

    @Test func emptyAndOutOfBoundsRanges() throws {
        let layout = try self.layout("Hello")
        #expect(try layout.enclosingRects(forCharacterRange: 2..<2).isEmpty)
        #expect(throws: TextLayoutError.rangeOutOfBounds(range: 3..<9, length: 5)) {
            try layout.enclosingRects(forCharacterRange: 3..<9)
        }
        #expect(throws: TextLayoutError.self) { try layout.enclosingRects(forGlyphRange: 0..<99) }
    }

    @Test func aRangeEndingInsideALigatureSplitsItAtCarets() throws {
        // "office": the "ffi" ligature covers 1..<4.
        let layout = try self.layout("office", width: 500)
        let ligature = try #require((0..<layout.glyphs.count).first { layout.glyphs.characterRange(ofGlyphAt: $0) == 1..<4 })
        let left = layout.glyphs.penX(ofGlyphAt: ligature), width = layout.glyphs[ligature].advance
        let oneF = try layout.enclosingRects(forCharacterRange: 0..<2)
        #expect(oneF.count == 1)
        // One of the ligature's three graphemes: about a third of it (Noto Sans has carets).
        let share = (oneF[0].maxX - left) / width
        #expect(share > 0.25 && share < 0.42, "share \(share)")
        let twoF = try layout.enclosingRects(forCharacterRange: 2..<4)
        #expect(abs(twoF[0].minX - oneF[0].maxX) < 1e-9, "pieces of a ligature meet at the caret")
    }

    @Test func offsetsInsideASurrogatePairSnapOutward() throws {
        let layout = try self.layout("a😀b", width: 500)
        let inside = try layout.enclosingRects(forCharacterRange: 2..<3)
        let whole = try layout.enclosingRects(forCharacterRange: 1..<3)
        #expect(inside == whole)
        #expect(inside.first?.width ?? 0 > 0)
    }

    @Test func bidiRangeGivesSeveralPiecesLeftToRight() throws {
        // Logical "c שלום d": visually "abc", then the Hebrew word (reversed), then "def".
        let text = "abc שלום עולם def"
        let layout = try self.layout(text, width: 500)
        // From "c" through the first Hebrew word: "c" and "שלום" are apart visually.
        let rects = try layout.enclosingRects(forCharacterRange: 2..<8)
        #expect(rects.count == 2)
        #expect(rects[0].maxX < rects[1].minX, "separate, left to right")
        let whole = try layout.enclosingRects(forCharacterRange: 0..<text.utf16.count)
        #expect(whole.count == 1, "touching pieces merge")
    }

    @Test func hardBreaksAndEmptyLinesInsideARange() throws {
        let layout = try self.layout("one\n\nthree", width: 500)
        let tight = try layout.enclosingRects(forCharacterRange: 0..<10)
        #expect(tight.count == 2, "the empty line has nothing to enclose")
        let extended = try layout.enclosingRects(
            forCharacterRange: 0..<10, options: EnclosingRectOptions(widthStyle: .extendToLineEdge))
        #expect(extended.count == 3)
        #expect(extended[1].minX == 0 && extended[1].maxX == 500)
    }

    @Test func heightStyles() throws {
        var text = AttributedText("small ")
        text.append("BIG", attributes: TextAttributes(size: 32))
        let layout = try LayoutManager(text: text, container: TextContainer(width: 500, lineFragmentPadding: 0))
        let line = layout.lineFragments[0]
        let full = try layout.enclosingRects(forCharacterRange: 0..<5)
        let tight = try layout.enclosingRects(forCharacterRange: 0..<5, options: EnclosingRectOptions(heightStyle: .tight))
        let tallest = try layout.enclosingRects(forCharacterRange: 0..<5, options: EnclosingRectOptions(heightStyle: .maxRunOnLine))
        #expect(full[0].height == line.rect.height)
        #expect(abs(tight[0].height - 21.792) < 1e-9, "16 px Noto Sans")
        #expect(abs(tallest[0].height - 2 * 21.792) < 1e-9, "the 32 px run")
    }

    @Test func theClosureCanStop() throws {
        let layout = try self.layout(sentence, width: 100)
        var seen = 0
        try layout.enumerateEnclosingRects(forCharacterRange: 0..<layout.text.length) { _, stop in
            seen += 1
            stop = seen == 2
        }
        #expect(seen == 2)
    }

    @Test func glyphRangeRectsMatchCharacterRangeRects() throws {
        let layout = try self.layout(sentence)
        let link = try #require(layout.text.utf16Range(of: "example.com"))
        let glyphRange = try layout.glyphRange(forCharacterRange: link)
        #expect(try layout.enclosingRects(forGlyphRange: glyphRange) == layout.enclosingRects(forCharacterRange: link))
    }
}
