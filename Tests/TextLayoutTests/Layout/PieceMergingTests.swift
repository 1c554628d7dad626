import Testing

@testable import TextLayout

/// Line placement's fast path (`LinePlacement.mergesPieces`: a line without tabs or
/// ellipsis measured while its pieces are collected, the words of one shaped stretch
/// made one piece) must give exactly what placing every run as its own piece gives:
/// the same lines (rects, used rects, baselines, runs) and the same glyphs at the same
/// positions, bit for bit. On the benchmarks' Latin and mixed-script paragraphs, every
/// Pango fixture text and texts with tabs, right-to-left runs and cluster cuts; under
/// several fonts, attribute runs, alignments (justified, centred, right), letter
/// spacing, a right-to-left paragraph, truncation and clipping; with a fresh cache
/// (words shaped in stretches) and a warm one (words from the cache).
@Suite struct PieceMergingTests {
    /// Texts where a word from the cache continues the previous piece in everything
    /// but its glyph array: "cd" comes from the first stretch ("ab cd ") at the offset
    /// in it that it has after the new stretch "ef ", so glyph indices, cluster base and
    /// characters all follow on; only the arrays differ.
    static let lookalikeTexts = ["ab cd ef cd", "one two six two six one", "xy zw uv zw uv xy, and xy zw uv zw"]

    /// Two of the benchmarks' paragraphs of each kind (mixed-script, then Latin), every
    /// other fixture text, the edge texts and the lookalikes. A benchmark paragraph is 170
    /// to 190 words on many lines: two hold nearly every word of their list, most of them
    /// several times (the mixed list has 29, the Latin one 120); more would add few new
    /// words and most of this test's time.
    static func texts() throws -> [String] {
        let benchmark = WordSegmentationTests.benchmarkTexts()
        let fixtures = try WordSegmentationTests.fixtureTexts()
        return stride(from: 0, to: benchmark.count, by: 15).map { benchmark[$0] }
            + stride(from: 0, to: fixtures.count, by: 2).map { fixtures[$0] } + CoveredASCIITests.edgeTexts + lookalikeTexts
    }

    static func attributedTexts(_ string: String) throws -> [AttributedText] {
        var texts = try CoveredASCIITests.attributedTexts(string)
        for (alignment, spacing) in [(TextAlignment.justified, 0.0), (.center, 1.5), (.right, -0.25)] {
            texts.append(
                AttributedText(
                    string,
                    attributes: TextAttributes(letterSpacing: spacing, paragraphStyle: ParagraphStyle(alignment: alignment))))
        }
        return texts
    }

    static let containers = [
        TextContainer(width: 290),
        TextContainer(width: 130, maximumNumberOfLines: 3, lineBreakMode: .byTruncatingMiddle),
        TextContainer(width: 700, height: 90, lineBreakMode: .byClipping),
    ]

    typealias Layout = (
        lines: LineFragments, extra: LineFragment?, glyphs: GlyphStorage, graphemes: GraphemeBoundaries
    )

    static func layOut(_ text: AttributedText, _ container: TextContainer, cache: LayoutCache, merging: Bool) throws -> Layout {
        try Typesetter(text: text, container: container, cache: cache, fontSource: TestFontSet.source, mergesPieces: merging)
            .run()
    }

    /// The first difference between `layout` and `expected`, if any.
    static func difference(_ layout: Layout, _ expected: Layout) -> String? {
        guard layout.lines == expected.lines else { return "lines differ" }
        guard layout.extra == expected.extra else { return "extra line fragments differ" }
        guard layout.glyphs.count == expected.glyphs.count else {
            return "\(layout.glyphs.count) glyphs, expected \(expected.glyphs.count)"
        }
        for index in 0..<layout.glyphs.count
        where layout.glyphs[index] != expected.glyphs[index] || layout.glyphs.penX(ofGlyphAt: index) != expected.glyphs.penX(ofGlyphAt: index) {
            return "glyph \(index): \(layout.glyphs[index]), expected \(expected.glyphs[index])"
        }
        return nil
    }

    @Test func mergedPiecesPlaceWhatEveryRunPlaces() throws {
        var layouts = 0
        for string in try Self.texts() {
            for text in try Self.attributedTexts(string) {
                for container in Self.containers {
                    let cache = LayoutCache()
                    let expected = try Self.layOut(text, container, cache: cache, merging: false)
                    let cold = try Self.layOut(text, container, cache: LayoutCache(), merging: true)
                    let warm = try Self.layOut(text, container, cache: cache, merging: true)
                    for (name, layout) in [("cold", cold), ("warm", warm)] {
                        if let difference = Self.difference(layout, expected) {
                            Issue.record("\(name), width \(container.width): \(difference) in \(string.prefix(60).debugDescription)")
                        }
                    }
                    layouts += 1
                }
            }
        }
        #expect(layouts > 1_000)
    }
}
