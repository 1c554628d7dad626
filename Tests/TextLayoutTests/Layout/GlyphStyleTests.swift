import Testing
import TextLayout

/// Glyph styles (face, size, attribute run) are looked up per shaped run by comparing
/// with each style while a layout has at most 32, through a dictionary past that: every
/// glyph must carry its own run's index, size and face on both sides of that bound.
@Suite struct GlyphStyleTests {
    @Test(arguments: [3, 31, 32, 33, 80])
    func everyGlyphHasItsRunsStyle(runCount: Int) throws {
        let fonts = [Font.bundled(.notoSans), Font.bundled(.dejaVuSans), Font.bundled(.notoSansBold)]
        var text = AttributedText()
        for index in 0..<runCount {
            // Runs of three faces and five sizes, each with Latin and Arabic words (the
            // Arabic from the chain's Noto Sans Arabic UI), so that styles alternate.
            let attributes = TextAttributes(font: fonts[index % 3], size: Double(10 + index % 5))
            text.append("word\(index) سلام ok ", attributes: attributes)
        }
        #expect(text.runs.count == runCount)
        let layout = try LayoutManager(text: text, container: TextContainer(width: 300), fontSource: .fontChain)
        var fallback = 0
        for index in 0..<layout.glyphs.count {
            let glyph = layout.glyphs[index]
            let run = try #require(text.runs.firstIndex { $0.range.contains(glyph.characterRange.lowerBound) })
            #expect(glyph.attributeRunIndex == run)
            #expect(glyph.size == text.runs[run].attributes.size)
            // Arabic letters come from the chain's Noto Sans Arabic UI, but for DejaVu Sans,
            // which has them; spaces keep the face before them.
            let primary = text.runs[run].attributes.font
            let unit = text.utf16[glyph.characterRange.lowerBound]
            guard unit != 0x20 else { continue }
            if unit >= 0x600 && unit < 0x700 && primary !== Font.bundled(.dejaVuSans) {
                #expect(glyph.font === Font.bundled(.notoSansArabicUI))
                fallback += 1
            } else {
                #expect(glyph.font === primary)
            }
        }
        #expect(fallback >= runCount)
    }
}
