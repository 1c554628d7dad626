import Testing
import TextLayout

/// Runs are shaped with their language, else their script's sample language (Devanagari: Hindi).
@Suite struct ShapingLanguageTests {
    /// The glyph ids of a one-run layout.
    static func glyphIDs(_ string: String, attributes: TextAttributes) throws -> [UInt32] {
        let layout = try LayoutManager(text: AttributedText(string, attributes: attributes), container: TextContainer(width: 500))
        return (0..<layout.glyphs.count).map { layout.glyphs[$0].id }
    }

    @Test func languageAttributeSelectsLocalizedForms() throws {
        // Noto Sans has Serbian and Macedonian forms of б (its `locl` feature).
        let russian = try Self.glyphIDs("бгд", attributes: TextAttributes())
        let serbian = try Self.glyphIDs("бгд", attributes: TextAttributes(language: "sr"))
        #expect(russian[0] != serbian[0])
        #expect(russian.dropFirst() == serbian.dropFirst())
        #expect(try Self.glyphIDs("бгд", attributes: TextAttributes(language: "ru")) == russian)
        // Marathi forms of ल and श in Noto Sans Devanagari; Hindi (the sample language) otherwise.
        let devanagari = try ScriptTestFonts.devanagari
        let hindi = try Self.glyphIDs("लश", attributes: TextAttributes(font: devanagari))
        let marathi = try Self.glyphIDs("लश", attributes: TextAttributes(font: devanagari, language: "mr"))
        #expect(hindi != marathi)
        #expect(try Self.glyphIDs("लश", attributes: TextAttributes(font: devanagari, language: "hi")) == hindi)
    }

    @Test func theSameWordInTwoLanguagesIsCachedApart() throws {
        let cache = LayoutCache()
        var text = AttributedText("бгд ", attributes: TextAttributes())
        text.append("бгд", attributes: TextAttributes(language: "sr"))
        let layout = try LayoutManager(text: text, container: TextContainer(width: 500), cache: cache)
        let ids = (0..<layout.glyphs.count).map { layout.glyphs[$0].id }
        #expect(ids[0] != ids[4])
        #expect(cache.statistics.misses == 2)
    }
}
