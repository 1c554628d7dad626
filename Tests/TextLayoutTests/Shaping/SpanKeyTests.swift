import Testing
import TextLayout

/// Span shaping keeps one word-cache key from span to span and sets its language and
/// features again only when a span's attribute run or script differs from the last
/// span's. Text whose attribute runs differ only in features or language, with the
/// same words in neighbouring runs and scripts changing inside each run, must get
/// every word's glyphs as a layout of that word alone (a fresh cache, its own run's
/// attributes) gets them: a key that kept the last run's features or language would
/// find the other run's glyphs for the repeated words.
@Suite struct SpanKeyTests {
    /// Attribute runs that differ only in their features (ligatures on and off) or
    /// their language, in a row.
    static let runAttributes: [TextAttributes] = [
        TextAttributes(size: 16),
        TextAttributes(size: 16, features: [FontFeature("liga", 0)]),
        TextAttributes(size: 16),
        TextAttributes(size: 16, language: "tr"),
        TextAttributes(size: 16, features: [FontFeature("liga", 0), FontFeature("kern", 0)]),
        TextAttributes(size: 16, language: "sr"),
        TextAttributes(size: 16, features: [FontFeature("liga", 0)], language: "ru"),
    ]

    /// The words of every run: ligatures and kerning in Latin, Cyrillic (whose
    /// localized forms depend on the language), Greek and Arabic, so that the script
    /// changes inside each run.
    static let words = ["office", "fifty", "AVATAR", "ссылка", "бгдпт", "ΑΒΓΔ", "سلام", "Wave", "ffl"]

    static func text() -> AttributedText {
        var text = AttributedText()
        for attributes in runAttributes {
            text.append(words.map { $0 + " " }.joined(), attributes: attributes)
        }
        return text
    }

    @Test(arguments: [false, true])
    func everyWordHasTheGlyphsOfItsRunsSettings(warm: Bool) throws {
        let text = Self.text()
        #expect(text.runs.count == Self.runAttributes.count)
        let cache = LayoutCache()
        let container = TextContainer(width: 2_000)
        if warm { _ = try LayoutManager(text: text, container: container, cache: cache, fontSource: .fontChain) }
        let layout = try LayoutManager(text: text, container: container, cache: cache, fontSource: .fontChain)
        var glyph = 0
        var differingWords = 0
        for (run, attributes) in Self.runAttributes.enumerated() {
            for word in Self.words {
                let alone = try LayoutManager(
                    text: AttributedText(word + " ", attributes: attributes), container: container,
                    cache: LayoutCache(), fontSource: .fontChain)
                let defaults = try LayoutManager(
                    text: AttributedText(word + " ", attributes: TextAttributes(size: 16)), container: container,
                    cache: LayoutCache(), fontSource: .fontChain)
                if (0..<alone.glyphs.count).map({ alone.glyphs[$0].id }) != (0..<defaults.glyphs.count).map({ defaults.glyphs[$0].id })
                    || (0..<alone.glyphs.count).map({ alone.glyphs[$0].advance })
                        != (0..<defaults.glyphs.count).map({ defaults.glyphs[$0].advance })
                {
                    differingWords += 1
                }
                try #require(glyph + alone.glyphs.count <= layout.glyphs.count)
                for index in 0..<alone.glyphs.count {
                    let expected = alone.glyphs[index], found = layout.glyphs[glyph + index]
                    #expect(found.attributeRunIndex == run)
                    #expect(found.id == expected.id, "run \(run), \(word), glyph \(index)")
                    #expect(found.advance == expected.advance, "run \(run), \(word), glyph \(index)")
                    #expect(found.font === expected.font)
                }
                glyph += alone.glyphs.count
            }
        }
        #expect(glyph == layout.glyphs.count)
        // The runs' settings change the glyphs of some words (else the test could not fail).
        #expect(differingWords >= 6)
    }
}
