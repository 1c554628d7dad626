import Testing
import TextLayout

/// ``FallbackLineHeight``: a fallback font's taller metrics make its line taller, or
/// count as the primary font's.
@Suite struct FallbackLineHeightTests {
    /// Line heights at 17 px with `arabic` as the chain's Arabic face.
    func lineHeights(_ string: String, _ setting: FallbackLineHeight, arabic: BundledFont = .notoSansArabic) throws -> [Double] {
        var attributes = TextAttributes(size: 17)
        attributes.fallbackFonts = [.bundled(arabic), .bundled(.dejaVuSans)]
        attributes.paragraphStyle.fallbackLineHeight = setting
        return try LayoutManager(
            text: AttributedText(string, attributes: attributes), container: TextContainer(width: 400),
            fontSource: FontChainSource()
        ).lineFragments.map(\.rect.height)
    }

    @Test func arabicInALatinLineKeepsTheLatinHeightWithThePrimaryFontsMetrics() throws {
        let latin = try lineHeights("Read the guide", .ownMetrics)[0]
        let own = try lineHeights("Read مرحبا the guide", .ownMetrics)[0]
        let primary = try lineHeights("Read مرحبا the guide", .primaryFont)[0]
        // Noto Sans: (1069 + 293) / 1000 em; Noto Sans Arabic: (1374 + 738) / 1000 em.
        #expect(abs(latin - 17 * 1.362) < 1e-9)
        #expect(abs(own - 17 * 2.112) < 1e-9)
        #expect(primary == latin)
    }

    @Test func theDefaultChainsArabicUIVariantKeepsTheLatinHeight() throws {
        let latin = try lineHeights("Read the guide", .ownMetrics)[0]
        #expect(try lineHeights("Read مرحبا the guide", .ownMetrics, arabic: .notoSansArabicUI)[0] == latin)
        #expect(BundledFont.defaultChain.contains(.notoSansArabicUI) && !BundledFont.defaultChain.contains(.notoSansArabic))
    }

    @Test func theDefaultCountsEachFontsOwnMetrics() {
        #expect(ParagraphStyle().fallbackLineHeight == .ownMetrics)
    }
}
