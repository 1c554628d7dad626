import Testing

@testable import TextLayout

/// Itemization's fast path for printable ASCII in a run of the primary font
/// (`CoveredASCII`) must give exactly the runs of the per-cluster loop that asks the font
/// source about every cluster: on the benchmarks' Latin and mixed-script paragraphs, every
/// Pango fixture text and texts made to stop the fast path (scripts changing inside a
/// word, right-to-left text with ASCII in it, cluster cuts, attribute runs of other
/// fonts), with primary fonts that miss ASCII letters or have color glyphs, through the
/// bundled chain and through the system source.
@Suite struct CoveredASCIITests {
    static let edgeTexts = [
        "abcαβγdef-ghi jkl", "Ελληνικά and English, mixed: αβγ.def", "مرحبا 123 abc, عالم (x) end",
        "שלום world 42!", "a" + String(repeating: "\u{301}", count: 40) + "bc d", "x\u{2028}yz w",
        "tab\there  two  spaces", "emoji 👍🏽 ok 1️⃣ #️⃣ * # done", "क्षत्रिय abc कि", "ไทยabcไทย def",
        "日本語abc日本語 def", "line one\r\nline two\nthree", "", " ", "~!@#$%^&*()_+{}|:<>?`-=[]\\;',./",
    ]

    /// Every fourth of the benchmarks' paragraphs (eight mixed-script, seven Latin), the
    /// fixture texts and the edge texts. A benchmark paragraph draws 170 to 190 words from
    /// its list (29 mixed-script words, 120 Latin ones): seven hold every word of it ten
    /// times or more, and more paragraphs would only repeat them.
    static func texts() throws -> [String] {
        let benchmark = WordSegmentationTests.benchmarkTexts()
        return try stride(from: 0, to: benchmark.count, by: 4).map { benchmark[$0] } + WordSegmentationTests.fixtureTexts()
            + edgeTexts
    }

    static func attributedTexts(_ string: String) throws -> [AttributedText] {
        let emoji = try TestFontSet.source.font(
            contentsOfFile: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", faceIndex: 0)
        let arabic = Font.bundled(.notoSansArabic), dejaVu = Font.bundled(.dejaVuSans)
        let plain = TextAttributes()
        var texts = [
            AttributedText(string, attributes: plain),
            AttributedText(string, attributes: TextAttributes(font: arabic, fallbackFonts: [Font.bundled(.notoSans)])),
            AttributedText(string, attributes: TextAttributes(font: emoji)),
            AttributedText(
                string, attributes: TextAttributes(paragraphStyle: ParagraphStyle(baseWritingDirection: .rightToLeft))),
        ]
        // Attribute runs every 7 units: another font, then the same font at another size
        // (set in one edit: one at a time, each rebuilds the run list).
        var runs = AttributedText(string, attributes: plain)
        let edits = stride(from: 0, to: runs.length, by: 7).map { start in
            let font = start % 21 == 0 ? dejaVu : plain.font
            return (range: start..<min(start + 7, runs.length), value: TextAttributes(font: font, size: start % 14 == 0 ? 16 : 20))
        }
        try runs.modifyAttributes(in: edits) { $0 = $1 }
        texts.append(runs)
        return texts
    }

    func itemize<Fonts: FontChoosing>(_ text: AttributedText, fonts: Fonts, fast: Bool) throws -> [[ItemizedRun]] {
        let paragraphs = BidiParagraphs(text: text)
        return try paragraphs.bounds.indices.map { index in
            let paragraph = try paragraphs.paragraph(index)
            let segmentation = try Segmentation(paragraph, text: text, cache: LayoutCache())
            var fonts = fonts
            return ItemizedRuns(
                paragraph, segmentation: segmentation, text: text, fonts: &fonts, takesCoveredASCIIWhole: fast
            ).runs
        }
    }

    func compare<Fonts: FontChoosing>(_ text: AttributedText, fonts: Fonts) throws -> Int {
        let fast = try itemize(text, fonts: fonts, fast: true), slow = try itemize(text, fonts: fonts, fast: false)
        #expect(fast.count == slow.count)
        for (fastRuns, slowRuns) in zip(fast, slow) {
            let same =
                fastRuns.count == slowRuns.count
                && zip(fastRuns, slowRuns).allSatisfy { a, b in
                    a.range == b.range && a.runIndex == b.runIndex && a.font === b.font && a.level == b.level
                        && a.script == b.script
                }
            #expect(same, "runs differ in \(text.string.prefix(30).debugDescription)")
        }
        return fast.reduce(0) { $0 + $1.count }
    }

    @Test func theFastPathGivesThePerClusterLoopsRuns() throws {
        var runs = 0
        for string in try Self.texts() {
            for text in try Self.attributedTexts(string) {
                runs += try compare(text, fonts: FontChainSource.fontChain)
                runs += try compare(text, fonts: FontSourceChooser(TestFontSet.source))
            }
        }
        #expect(runs > 40_000)
    }
}
