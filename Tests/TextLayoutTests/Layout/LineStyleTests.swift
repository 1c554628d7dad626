import Testing
import Geometry
import TextLayout

@Suite struct LineStyleTests {
    @Test func lineMetricsComeFromTheFont() throws {
        let layout = try Samples.layout("Hello", width: 300)
        let line = layout.lineFragments[0]
        // Noto Sans at 16 px: ascender 1069/1000 em, descender 293/1000 em, no line gap.
        #expect(abs(line.ascent - 17.104) < 1e-9)
        #expect(abs(line.descent - 4.688) < 1e-9)
        #expect(abs(line.rect.height - 21.792) < 1e-9)
        #expect(abs(line.baseline - 17.104) < 1e-9)
        #expect(line.usedRect.height == line.rect.height)
    }

    @Test func lineHeightMultipleSpacingAndLimits() throws {
        let style = ParagraphStyle(lineHeightMultiple: 1.5, lineSpacing: 4, paragraphSpacing: 10)
        let layout = try Samples.layout(
            "one two three\nfour", width: 60, attributes: TextAttributes(paragraphStyle: style))
        let lines = layout.lineFragments
        let paragraphEnd = try #require(lines.firstIndex { $0.endsParagraph })
        #expect(paragraphEnd >= 1 && paragraphEnd < lines.count - 1)
        #expect(abs(lines[0].usedRect.height - 21.792 * 1.5) < 1e-9)
        #expect(abs(lines[0].rect.height - (21.792 * 1.5 + 4)) < 1e-9)
        let paragraphEndHeight = lines[paragraphEnd].rect.height
        #expect(abs(paragraphEndHeight - (21.792 * 1.5 + 4 + 10)) < 1e-9, "paragraph spacing")
        #expect(abs(lines[0].baseline - (21.792 * 0.5 + 17.104)) < 1e-9, "extra height goes above")
        let clamped = ParagraphStyle(minimumLineHeight: 30)
        let tall = try Samples.layout("x", width: 60, attributes: TextAttributes(paragraphStyle: clamped))
        #expect(tall.lineFragments[0].rect.height == 30)
        let capped = ParagraphStyle(maximumLineHeight: 18)
        let short = try Samples.layout("x", width: 60, attributes: TextAttributes(paragraphStyle: capped))
        #expect(short.lineFragments[0].rect.height == 18)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() throws {
        let style = ParagraphStyle(alignment: .justified)
        let layout = try Samples.layout(Samples.english, width: 200, attributes: TextAttributes(paragraphStyle: style))
        for line in layout.lineFragments.dropLast() { #expect(abs(line.usedRect.width - 200) < 1e-6) }
        #expect(layout.lineFragments.last!.usedRect.width < 200)
    }

    @Test func insetsAndPaddingMoveTheText() throws {
        let layout = try Samples.layout("Hello", width: 300, padding: 5) {
            $0.insets = EdgeInsets(top: 7, left: 11, bottom: 3, right: 13)
        }
        let line = layout.lineFragments[0]
        #expect(line.rect.minX == 11 && line.rect.minY == 7 && line.rect.width == 300 - 24)
        #expect(line.usedRect.minX == 16)
        #expect(layout.glyphs.penX(ofGlyphAt: 0) == 16)
        #expect(abs(layout.size.height - (7 + 21.792 + 3)) < 1e-9)
    }

    @Test func letterSpacingWidensEveryCluster() throws {
        let plain = try Samples.layout("office", width: 500).lineFragments[0].usedRect.width
        let spaced = try Samples.layout("office", width: 500, attributes: TextAttributes(letterSpacing: 2))
        // "office" is four clusters with the ffi ligature: o, ffi, c, e.
        #expect(abs(spaced.lineFragments[0].usedRect.width - (plain + 8)) < 1e-9)
    }

    @Test func baselineOffsetRaisesGlyphs() throws {
        var text = AttributedText("x2")
        try text.modifyAttributes(in: 1..<2) { $0.baselineOffset = 5 }
        let layout = try LayoutManager(text: text, container: TextContainer(width: 100))
        #expect(layout.glyphs[1].position.y == layout.glyphs[0].position.y - 5)
    }
}
