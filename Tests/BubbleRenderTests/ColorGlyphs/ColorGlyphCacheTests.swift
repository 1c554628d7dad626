@testable import BubbleRender
import Testing
import TextLayout

/// The color glyph cache stays within its byte budget, forgetting its oldest entries
/// first, and never makes an entry again while it holds it.
@Suite struct ColorGlyphCacheTests {
    @Test func oldestImagesAreForgottenPastTheBudget() throws {
        let cache = ColorGlyphCache(maximumBytes: 10_000)
        let font = try ColorFontSamples.emoji()
        var made = 0
        func image(_ glyph: UInt32) -> ColorGlyphCache.ScaledImage {
            let key = ColorGlyphCache.ImageKey(glyph: cache.glyphKey(glyph, font: font, pixelsPerEm: 16), phaseX: 0, phaseY: 0)
            return cache.scaledImage(key, font: font) {
                made += 1
                return .init(width: 20, height: 20, pixels: [UInt8](repeating: UInt8(glyph), count: 1600))
            }
        }
        // Five images of 1,600 bytes (plus bookkeeping) fit in 10,000 bytes.
        for glyph in UInt32(1)...5 { _ = image(glyph) }
        #expect(made == 5)
        for glyph in UInt32(1)...5 { #expect(image(glyph).pixels.first == UInt8(glyph)) }
        #expect(made == 5, "all five are held")
        // Two more push the two oldest out.
        _ = image(6)
        _ = image(7)
        #expect(made == 7)
        _ = image(7)
        _ = image(3)
        #expect(made == 7, "the newest and the middle ones are still held")
        _ = image(1)
        #expect(made == 8, "the oldest was forgotten and made again")
    }

    @Test func anImageLargerThanTheBudgetIsNotKept() throws {
        let cache = ColorGlyphCache(maximumBytes: 1_000)
        let font = try ColorFontSamples.emoji()
        let key = ColorGlyphCache.ImageKey(glyph: cache.glyphKey(1, font: font, pixelsPerEm: 16), phaseX: 1, phaseY: 2)
        var made = 0
        for _ in 0..<2 {
            _ = cache.scaledImage(key, font: font) {
                made += 1
                return .init(width: 30, height: 30, pixels: [UInt8](repeating: 0, count: 3600))
            }
        }
        #expect(made == 2)
    }

    /// The cache keeps no font alive, and an entry whose font is gone answers for no
    /// other font.
    @Test func entriesDoNotKeepTheirFontAlive() throws {
        let cache = ColorGlyphCache(maximumBytes: 1 << 20)
        weak var released: Font?
        do {
            let font = try ColorFontSamples.emoji()
            released = font
            let glyph = try #require(font.glyph(for: "😀"))
            #expect(try cache.colorGlyph(glyph, font: font, pixelsPerEm: 16) != nil)
        }
        #expect(released == nil)
        // A new font (perhaps at the same address) loads its own entry.
        let sbix = try ColorFontSamples.sbix()
        let square = try #require(sbix.glyph(for: "\u{25A0}"))
        guard case .bitmap(let bitmap)? = try cache.colorGlyph(square, font: sbix, pixelsPerEm: 16) else {
            Issue.record("no bitmap")
            return
        }
        #expect(bitmap.width == 20)
    }
}
