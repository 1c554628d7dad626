import Foundation
import Testing
import TextLayout

/// Color fonts load with usable metrics (issue 10, item 3): Noto Color Emoji is
/// bitmap-only (CBDT/CBLC, one 109 ppem strike), FreeType reports 0 units per em for
/// it, and it used to give NaN rects; fonts without usable metrics are typed errors.
@Suite struct ColorFontTests {
    static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    @Test func notoColorEmojiLoadsWithItsTableMetrics() throws {
        // head unitsPerEm 2048; hhea ascender 1900, descender -500, line gap 0.
        let font = try Font(contentsOfFile: Self.emojiPath)
        #expect(font.familyName == "Noto Color Emoji")
        #expect(font.metrics.unitsPerEm == 2048)
        #expect(font.metrics.ascender == 1900)
        #expect(font.metrics.descender == -500)
        #expect(font.metrics.lineGap == 0)
        #expect(font.hasColorGlyphs)
        #expect(!Font(.notoSans).hasColorGlyphs)
        #expect(!Font(.dejaVuSans).hasColorGlyphs)
    }

    /// The advance of 😀 is its `hmtx` advance (2550 units) times size / units per em,
    /// from a thousandth of a pixel to a thousand pixels.
    @Test(arguments: [0.001, 1, 13, 16, 109, 250, 1000])
    func emojiAdvanceIsTheHmtxAdvanceScaled(size: Double) throws {
        let font = try Font(contentsOfFile: Self.emojiPath)
        let glyphs = try font.shape("😀", size: size)
        try #require(glyphs.count == 1)
        #expect(glyphs[0].glyphID != 0)
        let expected = 2550 * size / 2048
        #expect(abs(glyphs[0].advance - expected) <= 1e-9 * max(1, expected))
    }

    @Test func emojiLayoutIsFinite() throws {
        let emoji = try Font(contentsOfFile: Self.emojiPath)
        let text = AttributedText("Hi 😀 there", attributes: TextAttributes(font: Font(.notoSans), fallbackFonts: [emoji], size: 16))
        let layout = try LayoutManager(text: text, container: TextContainer(width: 300), fontSource: .fontChain)
        let rect = layout.usedRect
        #expect(rect.width.isFinite && rect.height.isFinite && rect.width > 0)
        // 😀 is UTF-16 3..<5; its glyph is the emoji font's, 2550 / 2048 em wide.
        let emojiGlyph = try #require((0..<layout.glyphs.count).first { layout.glyphs.characterRange(ofGlyphAt: $0) == 3..<5 })
        #expect(layout.glyphs[emojiGlyph].font === emoji)
        let advance = layout.glyphs.penX(ofGlyphAt: emojiGlyph + 1) - layout.glyphs.penX(ofGlyphAt: emojiGlyph)
        #expect(abs(advance - 16.0 * 2550 / 2048) < 1e-9)
        // Line height is the taller of Noto Sans (1362/1000) and the emoji font (2400/2048).
        let lineHeight = max(16.0 * 1362 / 1000, 16.0 * 2400 / 2048)
        #expect(abs(rect.height - lineHeight) < 0.01)
    }

    @Test func ownColorTestFontsLoad() throws {
        for name in ["ColorTestCOLR.ttf", "ColorTestSbix.ttf"] {
            let font = try Font(contentsOfFile: Self.fonts.appendingPathComponent(name).path)
            #expect(font.hasColorGlyphs, "\(name)")
            #expect(font.metrics.unitsPerEm == 1000, "\(name)")
        }
    }
}
