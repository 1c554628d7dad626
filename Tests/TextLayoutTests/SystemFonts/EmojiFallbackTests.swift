import Testing
import TextLayout

/// Emoji presentation choosing the face: color emoji from the system (Noto Color Emoji
/// in the fixed test set) or from the chain, text presentation from faces without color.
@Suite struct EmojiFallbackTests {
    let source = TestFontSet.source

    func layout(_ string: String, attributes: TextAttributes = TextAttributes(size: 16), source: any FontSource)
        throws -> LayoutManager
    {
        try LayoutManager(
            text: AttributedText(string, attributes: attributes), container: TextContainer(width: 1000), fontSource: source)
    }

    /// A cluster, whether it must come out in color, and how many glyphs it shapes to
    /// (VS15 after a face without a glyph for it: HarfBuzz adds an invisible glyph of
    /// zero advance, in the same cluster).
    static let clusters: [(text: String, color: Bool, glyphs: Int)] = [
        ("😀", true, 1),  // Emoji_Presentation=Yes
        ("😀\u{FE0E}", false, 2),  // VS15: text presentation, DejaVu Sans has U+1F600
        ("❤", false, 1),  // Emoji=Yes but text by default
        ("❤\u{FE0F}", true, 1),  // VS16
        ("☂\u{FE0E}", false, 2),
        ("👍🏽", true, 1),  // skin-tone modifier: one ligature
        ("🇺🇸", true, 1),  // a flag: a pair of regional indicators
        ("👨\u{200D}👩\u{200D}👧", true, 1),  // a ZWJ family
        ("1\u{FE0F}\u{20E3}", true, 1),  // a keycap
        ("#\u{20E3}", true, 1),  // a keycap without VS16
    ]

    @Test(arguments: clusters.indices)
    func presentationChoosesTheFace(index: Int) throws {
        let cluster = Self.clusters[index]
        let layout = try layout("a\(cluster.text)b", source: source)
        let glyphs = (0..<layout.glyphs.count).map { layout.glyphs[$0] }.filter { $0.characterRange.lowerBound >= 1 }
            .dropLast()
        #expect(glyphs.count == cluster.glyphs)
        let clusterRange = 1..<(1 + cluster.text.utf16.count)
        #expect(glyphs.allSatisfy { $0.characterRange == clusterRange }, "\(cluster.text) stays one cluster")
        #expect(glyphs.dropFirst().allSatisfy { $0.advance == 0 })
        #expect(glyphs.allSatisfy { $0.id != 0 })
        #expect(glyphs.allSatisfy { $0.font.hasColorGlyphs == cluster.color }, "\(cluster.text): \(glyphs.map(\.font))")
        if cluster.color { #expect(glyphs.allSatisfy { $0.font.familyName == "Noto Color Emoji" }) }
        #expect(try layout.glyphsDifferFromTheirFaces(size: 16) == nil, "advances are the face's, scaled to 16 px")
    }

    @Test func emojiAdvancesAreTheFontsAdvanceScaledToTheSize() throws {
        let emoji = try source.font(family: "Noto Color Emoji")
        for size in [12.0, 16, 48] {
            let layout = try layout("😀", attributes: TextAttributes(size: size), source: source)
            let glyph = layout.glyphs[0]
            #expect(glyph.font === emoji)
            let expected = try emoji.shape("😀", size: size)[0].advance
            #expect(abs(glyph.advance - expected) < 1e-9)
            #expect(expected > size * 0.9 && expected < size * 1.5, "about one em wide at \(size) px")
        }
    }

    @Test func theChainsColorFaceComesFirstForEmojiAndLastForText() throws {
        let emoji = try source.font(family: "Noto Color Emoji")
        // DejaVu Sans before the emoji face in the chain: still color for 😀, plain for ❤.
        let attributes = TextAttributes(
            font: .bundled(.notoSans), fallbackFonts: [.bundled(.dejaVuSans), emoji], size: 16)
        for source in [FontChainSource() as any FontSource, self.source] {
            let layout = try layout("😀❤❤\u{FE0F}", attributes: attributes, source: source)
            #expect(layout.glyphs.count == 3)
            #expect(layout.glyphs[0].font === emoji)
            #expect(layout.glyphs[1].font === Font.bundled(.dejaVuSans))
            #expect(layout.glyphs[2].font === emoji)
        }
        // The emoji face first: ❤ (text by default) still takes DejaVu Sans.
        let emojiFirst = TextAttributes(font: .bundled(.notoSans), fallbackFonts: [emoji, .bundled(.dejaVuSans)], size: 16)
        let layout = try layout("❤", attributes: emojiFirst, source: FontChainSource())
        #expect(layout.glyphs[0].font === Font.bundled(.dejaVuSans))
    }

    @Test func presentationFollowsUnicodesEmojiProperties() {
        func presentation(_ string: String) -> EmojiPresentation {
            EmojiPresentation(codePoints: string.unicodeScalars.map(\.value))
        }
        #expect(presentation("😀") == .emoji)
        #expect(presentation("😀\u{FE0E}") == .text)
        #expect(presentation("❤") == .text)
        #expect(presentation("❤\u{FE0F}") == .emoji)
        #expect(presentation("🏽") == .emoji)
        #expect(presentation("🇫🇷") == .emoji)
        #expect(presentation("🇫") == .emoji, "a lone regional indicator has Emoji_Presentation")
        #expect(presentation("1\u{20E3}") == .emoji)
        #expect(presentation("1") == .text, "digits are emoji characters with text presentation")
        #expect(presentation("a") == .unspecified)
        #expect(presentation("日") == .unspecified)
        #expect(presentation("✌\u{200D}✌") == .emoji, "a ZWJ sequence of pictographs")
        #expect(presentation("a\u{200D}b") == .unspecified)
    }

    @Test func withoutTheSystemEmojiStayInTheChain() throws {
        // `.fontChain` never looks beyond the attributes: DejaVu Sans's outline of 😀.
        let layout = try layout("😀", source: FontChainSource())
        #expect(layout.glyphs[0].font === Font.bundled(.dejaVuSans))
    }
}
