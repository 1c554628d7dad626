import Geometry
import Testing
import TextLayout

/// `LineFragments` stores lines compactly and builds each `LineFragment` when it is read:
/// the built lines, the field accessors and the collection's behavior must agree.
@Suite struct LineFragmentsTests {
    /// Bidi text (lines with several runs), hard breaks, spacing, insets and a
    /// truncated last line (its content and run reaching past its characters).
    static func mixedLayout() throws -> LayoutManager {
        let text = "Read שלום עולם and مرحبا بالعالم today.\nSecond paragraph, with 123 and (עברית).\u{2028}Third "
            + String(repeating: "word ", count: 40)
        let style = ParagraphStyle(alignment: .justified, lineSpacing: 3, paragraphSpacing: 7)
        return try Samples.layout(text, width: 140, attributes: TextAttributes(paragraphStyle: style)) {
            $0.insets = EdgeInsets(top: 4, left: 6, bottom: 2, right: 8)
            $0.maximumNumberOfLines = 9
            $0.lineBreakMode = .byTruncatingTail
        }
    }

    @Test func fieldAccessorsAgreeWithTheBuiltLines() throws {
        let layout = try Self.mixedLayout()
        let lines = layout.lineFragments
        #expect(lines.count == 9)
        #expect(lines.last!.isTruncated && lines.last!.runs.last!.characterRange.upperBound == layout.text.length)
        #expect(lines.contains { $0.runs.count > 1 }, "some line has several bidi runs")
        #expect(lines.contains { $0.hardBreak } && lines.contains { $0.endsParagraph })
        for index in lines.indices {
            let line = lines[index]
            #expect(lines.characterRange(ofLineAt: index) == line.characterRange)
            #expect(lines.glyphRange(ofLineAt: index) == line.glyphRange)
            #expect(lines.top(ofLineAt: index) == line.rect.minY)
            #expect(lines.bottom(ofLineAt: index) == line.rect.maxY)
            #expect(line.rect.minX == 6 && line.rect.width == 140 - 6 - 8)
            var glyph = line.glyphRange.lowerBound
            for run in line.runs {
                #expect(run.glyphRange.lowerBound == glyph, "line \(index)'s runs tile its glyphs")
                glyph = run.glyphRange.upperBound
            }
        }
    }

    @Test func itIsACollectionOfItsLines() throws {
        let layout = try Self.mixedLayout()
        let lines = layout.lineFragments
        let array = Array(lines)
        #expect(array.count == lines.count && array.first == lines.first && array.last == lines.last)
        #expect(lines.map(\.characterRange) == array.map(\.characterRange))
        #expect(Array(lines[2..<4]) == Array(array[2..<4]))
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.rect.maxY == $1.rect.minY })
        #expect(lines.reversed().first == array.last)
    }

    @Test func equalLayoutsHaveEqualLinesAndOthersDoNot() throws {
        let first = try Self.mixedLayout(), second = try Self.mixedLayout()
        #expect(first.lineFragments == second.lineFragments)
        #expect(first.lineFragments.hashValue == second.lineFragments.hashValue)
        let narrower = try Samples.layout(first.text.string, width: 120)
        #expect(first.lineFragments != narrower.lineFragments)
    }

    @Test func oneGraphemePerLineAtWidthZero() throws {
        let text = String(repeating: "ab́c d", count: 2_000)
        let layout = try Samples.layout(text, width: 0)
        let lines = layout.lineFragments
        // Each grapheme is a line; each space hangs at the end of the line before it.
        #expect(lines.count == 4 * 2_000)
        #expect(lines.last!.characterRange.upperBound == layout.text.length)
        #expect(lines[1].characterRange == 1..<3, "b and its combining acute")
        #expect(lines[2].contentRange == 3..<5 && lines[2].hangingWhitespaceRange == 4..<5)
        #expect(lines.allSatisfy { $0.runs.count == 1 && $0.runs[0].glyphRange == $0.glyphRange })
    }

    /// Lines keep their metrics as an index into a table of the distinct ones, found by
    /// comparing with each entry up to 32 entries and through a dictionary past that:
    /// with 3 to 45 distinct sizes, in an order that repeats earlier ones, every line
    /// must have the metrics of its own size.
    @Test(arguments: [3, 32, 33, 45])
    func everyLineHasItsOwnSizesMetrics(sizeCount: Int) throws {
        var text = AttributedText()
        var sizes: [Double] = []
        for index in 0..<120 {
            let size = Double(8 + (index * 7) % sizeCount)
            sizes.append(size)
            text.append("Line \(index)\n", attributes: TextAttributes(size: size))
        }
        let layout = try LayoutManager(text: text, container: TextContainer(width: 500), fontSource: .fontChain)
        let lines = layout.lineFragments
        #expect(lines.count == sizes.count)
        #expect(Set(sizes).count == sizeCount)
        let metrics = Font.bundled(.notoSans).metrics
        // Each metric is its font units times the size over the units per em, rounded
        // once; the height too, from the sum of the units.
        let unitsPerEm = Double(metrics.unitsPerEm)
        for (index, size) in sizes.enumerated() where index < lines.count {
            let line = lines[index]
            #expect(line.ascent == Double(metrics.ascender) * size / unitsPerEm, "line \(index)")
            #expect(line.descent == -Double(metrics.descender) * size / unitsPerEm, "line \(index)")
            #expect(line.usedRect.height == Double(metrics.lineHeight) * size / unitsPerEm, "line \(index)")
        }
    }

    /// Line heights and tops print short: each is font units times the size over the
    /// units per em, rounded once (not 17.104 + 4.688 = 21.791999999999998, nor five
    /// lines of 21.792 added up to 108.96000000000001).
    @Test func lineTopsAreTheSumOfTheHeightsAboveRoundedOnce() throws {
        var text = AttributedText()
        for _ in 0..<8 { text.append("Line\n", attributes: TextAttributes(size: 16)) }
        let layout = try LayoutManager(text: text, container: TextContainer(width: 500), fontSource: .fontChain)
        let metrics = Font.bundled(.notoSans).metrics
        for (index, line) in layout.lineFragments.enumerated() {
            #expect(line.rect.minY == Double(metrics.lineHeight * 16 * index) / Double(metrics.unitsPerEm), "line \(index)")
        }
        #expect(layout.lineFragments[0].rect.height == 21.792)
        #expect(layout.lineFragments[5].rect.minY == 108.96)
    }
}
