import Testing
import TextLayout

/// The system source's caches: fontconfig is asked once per pattern and language, and
/// a second layout of similar text asks it nothing.
@Suite struct SystemFontCacheTests {
    func layout(_ string: String, source: SystemFontSource, language: String? = nil) throws -> LayoutManager {
        try LayoutManager(
            text: AttributedText(string, attributes: TextAttributes(language: language)),
            container: TextContainer(width: 300), fontSource: source)
    }

    @Test func aSecondLayoutOfSimilarTextMakesNoFontconfigCall() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        #expect(source.fontconfigCallCount == 0, "loading the configuration asks nothing")
        let first = try layout("日本語のリンク 😀 हिन्दी ไทย", source: source)
        let afterFirst = source.fontconfigCallCount
        // One sorted list per pattern: Han (zh), Hiragana (ja), emoji (color),
        // Devanagari (hi), Thai (th).
        #expect(afterFirst == 5)
        let again = try layout("日本語のリンク 😀 हिन्दी ไทย", source: source)
        #expect(source.fontconfigCallCount == afterFirst)
        #expect((0..<first.glyphs.count).map { first.glyphs[$0] } == (0..<again.glyphs.count).map { again.glyphs[$0] })
        // Other words of the same scripts: answers come from the cached sorted lists.
        _ = try layout("語のリンク日本 हिन्दी में ไทยไทย 😀😀", source: source)
        #expect(source.fontconfigCallCount == afterFirst)
        // The run's language replaces the script's: Japanese kanji share the sorted
        // list of kana ("ja"); Traditional Chinese is a new pattern, one more list.
        _ = try layout("日本語", source: source, language: "ja")
        #expect(source.fontconfigCallCount == afterFirst)
        _ = try layout("中文", source: source, language: "zh-TW")
        #expect(source.fontconfigCallCount == afterFirst + 1)
    }

    @Test func layoutTakesTheSourcesAnswerForEveryCluster() throws {
        // Layout remembers the answers to short clusters; they must be what the source answers to each cluster asked on its own.
        let source = TestFontSet.source
        let string = "日本語の日本 हिन्दी हि ไทยไทย 😀😀 ❤❤\u{FE0F} a\u{200D}b ok"
        let layout = try layout(string, source: source)
        let units = Array(string.utf16)
        for index in 0..<layout.glyphs.count {
            let glyph = layout.glyphs[index]
            let first = try #require(String(decoding: units[glyph.characterRange], as: UTF16.self).unicodeScalars.first)
            guard !first.properties.isWhitespace else { continue }
            let query = try FontQuery(
                text: units, range: glyph.characterRange, attributes: TextAttributes(), script: Script(of: first))
            #expect(source.font(for: query) === glyph.font, "\(first)")
        }
    }

    /// Every glyph's face is what the source answers to its cluster asked on its own.
    func expectSourceAnswers(
        _ layout: LayoutManager, source: SystemFontSource, attributes: TextAttributes = TextAttributes()
    ) throws {
        let units = layout.text.utf16
        for index in 0..<layout.glyphs.count {
            let glyph = layout.glyphs[index]
            let first = try #require(String(decoding: units[glyph.characterRange], as: UTF16.self).unicodeScalars.first)
            guard !first.properties.isWhitespace else { continue }
            let query = try FontQuery(
                text: units, range: glyph.characterRange, attributes: attributes, script: Script(of: first))
            #expect(source.font(for: query) === glyph.font, "\(first) at \(glyph.characterRange)")
        }
    }

    @Test func layoutsSharingASourceTakeItsAnswerForEveryCluster() throws {
        // Layouts of one source share the answers to short clusters (syllables, emoji
        // sequences): later layouts, other attributes and other texts must still get
        // exactly what the source answers. Without fallback fonts, Georgian and
        // Armenian come from the system instead of the chain's DejaVu Sans.
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        let strings = [
            "हिन्दी पूर्वावलोकन 👍🏽 🇯🇵 ❤️ தமிழ் ভাষা ไทย 日本語 ქართული Հայերեն",
            "पूर्वावलोकन हिन्दी 🇯🇵👍🏽 இணைப்பு বাংলা 中文 ภาษาไทย Հայերեն ქართული",
        ]
        let variants = [
            TextAttributes(), TextAttributes(fallbackFonts: []), TextAttributes(language: "ja"), TextAttributes(),
            TextAttributes(fallbackFonts: []),
        ]
        for attributes in variants {
            for string in strings {
                let layout = try LayoutManager(
                    text: AttributedText(string, attributes: attributes), container: TextContainer(width: 300),
                    fontSource: source)
                try expectSourceAnswers(layout, source: source, attributes: attributes)
            }
        }
    }

    @Test func aLayoutWithMoreClustersThanTheMemoHoldsStaysCorrect() throws {
        // More than 4,096 different clusters (the memo starts again when full), from
        // faces of eight scripts interleaved, so that clusters of different faces meet
        // in the memo's table.
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        let blocks: [ClosedRange<UInt32>] = [
            0x4E00...0x5DFF, 0xAC00...0xAFFF, 0x0915...0x0939, 0x0995...0x09B9, 0x0B95...0x0BB9, 0x0E01...0x0E2E,
            0x10D0...0x10FA, 0x0531...0x0556,
        ]
        var scalars: [Unicode.Scalar] = []
        for step in 0..<4_096 {
            for block in blocks where step < block.count {
                if let scalar = Unicode.Scalar(block.lowerBound + UInt32(step)) { scalars.append(scalar) }
            }
        }
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        string += " हिन्दी 😀"
        #expect(scalars.count > 4_096)
        let attributes = TextAttributes(fallbackFonts: [])
        let layout = try LayoutManager(
            text: AttributedText(string, attributes: attributes), container: TextContainer(width: 300), fontSource: source)
        try expectSourceAnswers(layout, source: source, attributes: attributes)
        let faces = Set((0..<layout.glyphs.count).map { ObjectIdentifier(layout.glyphs[$0].font) })
        #expect(faces.count >= 6, "the text takes faces of many scripts")
        // And again, from the memo the first layout left.
        let again = try LayoutManager(
            text: AttributedText(string, attributes: attributes), container: TextContainer(width: 300), fontSource: source)
        try expectSourceAnswers(again, source: source, attributes: attributes)
    }

    @Test func textTheChainCoversNeverAsksFontconfig() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        _ = try layout("Hello, world! Ünïcödé سلام שלום ☂", source: source)
        #expect(source.fontconfigCallCount == 0)
    }

    @Test func familyLookupsAreCachedPerFace() throws {
        let source = try SystemFontSource(configurationFile: TestFontSet.configurationFile)
        let thai = try source.font(family: "Noto Sans Thai")
        // A lookup is a fontconfig match each time, but the face is loaded once and shared
        // with fallback.
        let layout = try layout("ไทย", source: source)
        #expect(layout.glyphs[0].font === thai)
    }
}
