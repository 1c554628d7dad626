import Testing

@testable import TextLayout

/// The memo of short clusters (`FontSourceChooser`, `ClusterMemo`) answers the script
/// and the face of a cluster it knows without decoding it: both must be what the slow
/// path (the script from the code units, the source asked directly) gives, on real
/// texts, across layouts and attributes.
@Suite struct ClusterMemoTests {
    /// Six of the benchmark's mixed-script paragraphs and the Pango fixtures' texts. The
    /// memo keys on clusters: a paragraph draws about 170 words from the list's 29, so six
    /// hold each word's clusters dozens of times, and more would repeat them.
    static func texts() throws -> [String] {
        let mixed = WordSegmentationTests.benchmarkWords().mixed
        return WordSegmentationTests.paragraphs(of: mixed, count: 6) + (try WordSegmentationTests.fixtureTexts())
    }

    static let attributeVariants = [
        TextAttributes(), TextAttributes(fallbackFonts: []), TextAttributes(language: "ja"), TextAttributes(),
    ]

    @Test func theMemosScriptAndFaceAreTheSlowPaths() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        var fromMemo = 0
        for attributes in Self.attributeVariants {
            for text in try Self.texts() {
                let units = Array(text.utf16)
                // Twice: the second pass answers from the memo the first one filled
                // (and gave back to the source).
                for _ in 0..<2 {
                    var chooser = FontSourceChooser(source)
                    chooser.prepare(for: attributes)
                    var start = 0
                    for character in text {
                        let range = start..<(start + character.utf16.count)
                        start = range.upperBound
                        var query = FontQuery(
                            unchecked: units, range: range, attributes: attributes, script: .unknown, currentFont: nil)
                        let isASCII = range.count == 1 && units[range.lowerBound] >= 0x20 && units[range.lowerBound] < 0x7F
                        guard !isASCII else { continue }
                        let memoKnewIt = ClusterMemo.packedUnits(of: query).flatMap { chooser.memo.answer(for: $0) } != nil
                        if memoKnewIt { fromMemo += 1 }
                        let font = chooser.chooseScriptAndFont(for: &query).takeUnretainedValue()
                        let script = ItemizedRuns.script(of: range, in: units)
                        #expect(query.script == script, "\(character.unicodeScalars.map(\.value)) in \(text.prefix(20))")
                        query.script = script
                        let expected = source.font(for: query) ?? attributes.font
                        #expect(font === expected, "\(character.unicodeScalars.map(\.value)) in \(text.prefix(20))")
                    }
                    chooser.finishParagraph()
                }
            }
        }
        #expect(fromMemo > 10_000, "most clusters are answered by the memo")
    }

    /// A source that forwards every question to a system source: layout asks it for
    /// every cluster, with the script from the code units, and remembers nothing.
    struct Forwarding: FontSource {
        let source: SystemFontSource
        func font(for query: FontQuery) -> Font? { source.font(for: query) }
    }

    @Test func layoutsThroughTheMemoEqualLayoutsAskingTheSource() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        let cache = LayoutCache()
        for attributes in Self.attributeVariants {
            for text in try Self.texts() {
                let attributed = AttributedText(text, attributes: attributes)
                let slow = try LayoutManager(
                    text: attributed, container: TextContainer(width: 300), fontSource: Forwarding(source: source))
                // Twice with the memo: filling it, then answered by it.
                for _ in 0..<2 {
                    let fast = try LayoutManager(
                        text: attributed, container: TextContainer(width: 300), cache: cache, fontSource: source)
                    #expect(fast.glyphs.count == slow.glyphs.count)
                    let differing = (0..<min(fast.glyphs.count, slow.glyphs.count)).first { fast.glyphs[$0] != slow.glyphs[$0] }
                    #expect(differing == nil, "first different glyph in \(text.prefix(20))")
                    #expect(fast.lineFragments.map(\.characterRange) == slow.lineFragments.map(\.characterRange))
                }
            }
        }
    }
}
