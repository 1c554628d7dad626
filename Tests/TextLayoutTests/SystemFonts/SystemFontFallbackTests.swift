import Testing
import TextLayout

/// Fallback to the system's fonts, on the fixed test font set: which face draws each
/// cluster of real text in scripts the bundled fonts lack, with the faces' own glyphs
/// (no `.notdef`) and advances.
@Suite struct SystemFontFallbackTests {
    let source = TestFontSet.source

    /// Lays `string` out in Noto Sans at 16 px, with the bundled fallback chain or none.
    func layout(_ string: String, language: String? = nil, chain: Bool = true) throws -> LayoutManager {
        var attributes = TextAttributes(size: 16, language: language)
        if !chain { attributes.fallbackFonts = [] }
        return try LayoutManager(
            text: AttributedText(string, attributes: attributes), container: TextContainer(width: 1000), fontSource: source)
    }

    /// A sample text and the family that must draw everything in it but spaces, when
    /// the chain is Noto Sans alone. Georgian and Armenian come from DejaVu Sans, as
    /// with Pango 1.50 on the same configuration: fontconfig sorts the families of the
    /// "sans-serif" alias (Noto Sans, DejaVu Sans) before the other Noto families, and
    /// DejaVu Sans covers both scripts.
    static let scripts: [(name: String, text: String, family: String)] = [
        ("Japanese", "日本語のリンクをプレビューします", "WenQuanYi Micro Hei"),
        ("Chinese", "这是一个中文链接预览", "WenQuanYi Micro Hei"),
        ("Korean", "한국어 링크 미리보기", "WenQuanYi Micro Hei"),
        ("Hindi", "हिन्दी में लिंक का पूर्वावलोकन", "Noto Sans Devanagari"),
        ("Bengali", "বাংলা লিঙ্কের প্রিভিউ", "Noto Sans Bengali"),
        ("Tamil", "தமிழ் இணைப்பு முன்னோட்டம்", "Noto Sans Tamil"),
        ("Thai", "ตัวอย่างลิงก์ภาษาไทย", "Noto Sans Thai"),
        ("Georgian", "ქართული ბმულის გადახედვა", "DejaVu Sans"),
        ("Armenian", "Հայերեն հղման նախադիտում", "DejaVu Sans"),
    ]

    @Test(arguments: scripts.map(\.name))
    func eachScriptIsDrawnByAFaceForIt(name: String) throws {
        let sample = try #require(Self.scripts.first { $0.name == name })
        let layout = try layout(sample.text, chain: false)
        #expect(layout.familiesOfNonSpaceGlyphs == [sample.family])
        #expect((0..<layout.glyphs.count).allSatisfy { layout.glyphs[$0].id != 0 }, "no .notdef glyph")
        #expect(try layout.glyphsDifferFromTheirFaces(size: 16) == nil)
        // Noto Sans alone has none of it: missing-glyph boxes.
        let chainOnly = try LayoutManager(
            text: AttributedText(sample.text, attributes: TextAttributes(fallbackFonts: [], size: 16)),
            container: TextContainer(width: 1000), fontSource: .fontChain)
        #expect((0..<chainOnly.glyphs.count).contains { chainOnly.glyphs[$0].id == 0 })
    }

    @Test func aMixedParagraphTakesEachScriptsFace() throws {
        let layout = try layout("Link: 日本 हिन्दी ไทย ქართ Հայ and سلام")
        var families: [String: String] = [:]
        for (text, family) in layout.clusterFamilies where !text.allSatisfy(\.isWhitespace) {
            families[text] = family
        }
        #expect(families["L"] == "Noto Sans")
        #expect(families["日"] == "WenQuanYi Micro Hei")
        #expect(families["हि"] == "Noto Sans Devanagari")
        #expect(families["ไ"] == "Noto Sans Thai")
        #expect(families["ქ"] == "DejaVu Sans", "the bundled chain comes first")
        #expect(families["Հ"] == "DejaVu Sans")
        #expect(families["س"] == "Noto Sans Arabic UI")
        let difference = try layout.glyphsDifferFromTheirFaces(size: 16)
        #expect(difference == nil)
    }

    @Test func theBundledChainComesBeforeTheSystem() throws {
        // DejaVu Sans is both in the chain (bundled) and in the set (Fonts/): the
        // chain's own face draws, not a second copy loaded from the file.
        let layout = try layout("☂ ok")
        #expect(layout.glyphs[0].font === Font.bundled(.dejaVuSans))
        // A chain without fallbacks: the system supplies DejaVu Sans from its file.
        let bare = try LayoutManager(
            text: AttributedText("☂", attributes: TextAttributes(fallbackFonts: [])),
            container: TextContainer(width: 100), fontSource: source)
        #expect(bare.glyphs[0].font.familyName == "DejaVu Sans")
        #expect(bare.glyphs[0].font.source.hasSuffix("Fonts/DejaVuSans.ttf"))
    }

    @Test func nothingCoversSoTheChainsMissingGlyphShows() throws {
        // U+1FA7F is unassigned in Unicode 15: no face has it.
        let layout = try layout("a\u{1FA7F}")
        #expect(layout.glyphs[1].font === Font.bundled(.notoSans))
        #expect(layout.glyphs[1].id == 0)
    }

    @Test func linesOfMixedFontsTakeTheMetricsOfTheFontsUsed() throws {
        // Noto Sans Devanagari reaches deeper than Noto Sans (descender 408 against 293
        // per 1000): the line grows. WenQuanYi Micro Hei is smaller than Noto Sans on
        // both sides (1918 and 483 per 2048): the line keeps Noto Sans's height.
        for (sample, grows) in [("Link हिन्दी", true), ("Link 日本語", false)] {
            let mixed = try layout(sample)
            let latin = try layout("Link")
            let line = try #require(mixed.lineFragments.first)
            let fonts = (line.glyphRange).map { mixed.glyphs[$0].font }
            let ascent = fonts.map { Double($0.metrics.ascender) * $0.metrics.scale(forSize: 16) }.max()!
            let descent = fonts.map { -Double($0.metrics.descender) * $0.metrics.scale(forSize: 16) }.max()!
            #expect(abs(line.ascent - ascent) < 1e-9 && abs(line.descent - descent) < 1e-9)
            let latinLine = try #require(latin.lineFragments.first)
            #expect(Set(fonts.map(\.familyName)).count == 2)
            #expect((line.ascent + line.descent > latinLine.ascent + latinLine.descent + 1) == grows, "\(sample)")
            #expect(line.ascent == latinLine.ascent, "Noto Sans has the tallest ascent of the three")
        }
    }
}
