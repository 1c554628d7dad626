import Testing
import Geometry
import TextLayout

@Suite struct BidiAndFallbackTests {
    @Test func arabicFallsBackToTheBundledArabicFace() throws {
        let layout = try Samples.layout("Hello سلام world", width: 500)
        let glyphs = (0..<layout.glyphs.count).map { layout.glyphs[$0] }
        let arabic = glyphs.filter { (6..<10).contains($0.characterRange.lowerBound) }
        #expect(!arabic.isEmpty)
        #expect(arabic.allSatisfy { $0.font.familyName == "Noto Sans Arabic UI" })
        #expect(glyphs.filter { $0.characterRange.lowerBound < 5 }.allSatisfy { $0.font.familyName == "Noto Sans" })
        #expect(arabic.allSatisfy { $0.id != 0 }, "no missing glyphs")
    }

    @Test func hebrewAndSymbolsFallBack() throws {
        let layout = try Samples.layout("שלום ☂ ok", width: 500)
        let families = Set((0..<layout.glyphs.count).map { layout.glyphs[$0].font.familyName })
        #expect(families.contains("Noto Sans Hebrew"))
        #expect(families.contains("DejaVu Sans"), "the umbrella comes from the wide-coverage face")
        #expect((0..<layout.glyphs.count).allSatisfy { layout.glyphs[$0].id != 0 })
    }

    @Test func mixedLineIsReorderedVisually() throws {
        let text = "The word سلام means peace."
        let layout = try Samples.layout(text, width: 1000)
        let line = layout.lineFragments[0]
        #expect(line.baseDirection == .leftToRight)
        #expect(line.runs.map(\.level) == [0, 1, 0])
        #expect(line.runs.map(\.characterRange) == [0..<9, 9..<13, 13..<26])
        // Glyph indices follow the characters; pen positions increase along the runs
        // in visual order (an odd-level run shows its glyphs in decreasing order).
        let clusters = line.glyphRange.map { layout.glyphs.characterRange(ofGlyphAt: $0).lowerBound }
        #expect(clusters == clusters.sorted())
        let visual = line.runs.flatMap { run in run.level & 1 == 0 ? Array(run.glyphRange) : run.glyphRange.reversed() }
        let pens = visual.map { layout.glyphs.penX(ofGlyphAt: $0) }
        #expect(pens == pens.sorted())
        // Inside the Arabic run, the first character is drawn rightmost.
        let arabic = line.runs[1].glyphRange
        #expect(layout.glyphs.penX(ofGlyphAt: arabic.lowerBound) > layout.glyphs.penX(ofGlyphAt: arabic.upperBound - 1))
        #expect(layout.glyphs[arabic.lowerBound].characterRange.lowerBound == 9)
    }

    @Test func rightToLeftParagraphIsRightAlignedAndReversed() throws {
        let text = "مرحبا Swift عالم"
        let layout = try Samples.layout(text, width: 400)
        let line = layout.lineFragments[0]
        #expect(line.baseDirection == .rightToLeft)
        #expect(abs(line.usedRect.maxX - 400) < 1e-9, "natural alignment is right for RTL")
        #expect(line.runs.map(\.level) == [1, 2, 1])
        #expect(line.runs.first!.characterRange == 11..<16, "the last word (and the space before it) is leftmost")
    }

    @Test func explicitBaseDirectionAndAlignment() throws {
        var style = ParagraphStyle(alignment: .left, baseWritingDirection: .rightToLeft)
        let layout = try Samples.layout("abc", width: 300, attributes: TextAttributes(paragraphStyle: style))
        #expect(layout.lineFragments[0].baseDirection == .rightToLeft)
        #expect(layout.lineFragments[0].usedRect.minX == 0)
        style.alignment = .center
        let centered = try Samples.layout("abc", width: 300, attributes: TextAttributes(paragraphStyle: style))
        let used = centered.lineFragments[0].usedRect
        #expect(abs(used.midX - 150) < 1e-9)
    }

    @Test func hangingWhitespaceInARightToLeftParagraph() throws {
        let text = "مرحبا بالعالم مرحبا بالعالم"
        let layout = try Samples.layout(text, width: 120)
        #expect(layout.lineFragments.count >= 2)
        let first = layout.lineFragments[0]
        #expect(layout.text.substring(utf16: first.characterRange).hasSuffix(" "))
        #expect(abs(first.usedRect.maxX - 120) < 1e-9, "content flush right; the space hangs on the left")
    }
}
