import Testing

@testable import TextLayout

/// The layout cache's word table keeps words by their font's identity and keeps the font
/// itself only once per change from one stored word to the next (its entries hold no
/// reference). Here a font source returns a new `Font` whenever the current one lacks a
/// character, so nothing but the layout and the cache keeps those fonts: layouts through
/// it, with one cache for all of them, must give the glyphs of the same source returning
/// fonts it keeps (a font the cache let go would let the next new font take its identity
/// and find its words).
@Suite struct UnretainedFontTests {
    /// Answers every cluster the current font covers with the current font, otherwise
    /// the first of the bundled faces that covers it: a new instance from `make` each
    /// time.
    struct Switching: FontSource {
        let make: @Sendable (BundledFont) -> Font

        func font(for query: FontQuery) -> Font? {
            let scalars = Array(query.codePoints)
            if let current = query.currentFont, scalars.allSatisfy({ current.glyph(for: Unicode.Scalar($0)!) != nil }) {
                return current
            }
            for face in [BundledFont.notoSans, .notoSansHebrew, .notoSansArabic, .dejaVuSans] {
                let font = make(face)
                if scalars.allSatisfy({ font.glyph(for: Unicode.Scalar($0)!) != nil }) { return font }
            }
            return nil
        }
    }

    static let kept: [BundledFont: Font] = Dictionary(
        uniqueKeysWithValues: [BundledFont.notoSans, .notoSansHebrew, .notoSansArabic, .dejaVuSans].map { ($0, Font($0)) })

    static let texts = [
        "plain words שלום עולם and مرحبا بالعالم again ∮ ∯ ∰ then שלום once more",
        "שלום מה נשמע? السلام عليكم, hello ∮ world ∯ and שלום עולם مرحبا",
        String(repeating: "one שתיים ثلاثة four ∮ ", count: 40),
    ]

    @Test func layoutsThroughNewFontsEqualLayoutsThroughKeptFonts() throws {
        // One cache for the layouts through new fonts: its words outlive each layout's fonts
        // (the cache keeps them, so no later font takes an earlier one's identity).
        let cache = LayoutCache()
        let fresh = Switching { Font($0) }, kept = Switching { Self.kept[$0]! }
        for text in Self.texts {
            for width in [120.0, 300.0, 10_000.0] {
                let attributed = AttributedText(text, attributes: TextAttributes(size: 15))
                let container = TextContainer(width: width)
                let expected = try LayoutManager(text: attributed, container: container, fontSource: kept)
                for _ in 0..<2 {
                    let layout = try LayoutManager(text: attributed, container: container, cache: cache, fontSource: fresh)
                    #expect(layout.lineFragments == expected.lineFragments)
                    #expect(layout.glyphs.count == expected.glyphs.count)
                    for index in 0..<min(layout.glyphs.count, expected.glyphs.count) {
                        let (got, want) = (layout.glyphs[index], expected.glyphs[index])
                        #expect(got.id == want.id && got.position == want.position && got.advance == want.advance)
                        #expect(got.font.source == want.font.source)
                    }
                }
            }
        }
        #expect(cache.count > 0)
    }
}
