import LinkBubble
import Testing

/// The README's "Using the library" example, statement by statement, with its
/// printed values checked.
@Suite struct ReadmeExamplesTests {
    @Test func usingTheLibrary() throws {
        let font = Font(.notoSans)
        #expect(font.familyName == "Noto Sans")
        #expect(font.metrics.unitsPerEm == 1000 && font.metrics.ascender == 1069)
        let hebrew = try Font(bytes: Array(BundledFont.notoSansHebrew.bytes))
        #expect(hebrew.familyName == "Noto Sans Hebrew")

        let glyphs = try font.shape("office affine", size: 16)
        let ligatures = glyphs.filter { $0.characterRange.count > 1 }.map(\.characterRange)
        #expect(ligatures == [1..<4, 8..<11])

        let breaks = try LineBreaker(locale: "en").opportunities(in: "Hello big world")
        #expect(breaks.map(\.offset) == [6, 10, 15])
        let runs = try BidiParagraph("The word سلام means peace.").logicalRuns
        #expect(runs.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight])

        let bitmap = try Bitmap(width: 2, height: 1, format: .gray8, pixels: [0, 255])
        let png = try PNGCodec.encode(bitmap)
        #expect(try PNGCodec.decode(png, as: .gray8) == bitmap)
        try bitmap.writePNG(toFile: "/tmp/two-pixels.png")
    }
}
