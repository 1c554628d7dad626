import Testing
import Geometry
import TextLayout

/// Layout of random text made of awkward pieces: it never traps, and lines always
/// tile the text.
@Suite struct RandomTextTests {
    static let pieces: [[UInt16]] = [
        Array("word ".utf16), Array("  ".utf16), Array("\n".utf16), Array("\r\n".utf16), [0x2028], [0x2029],
        Array("سلام ".utf16), Array("שלום".utf16), Array("e\u{301}\u{302}".utf16), [0x0301], Array("ffi".utf16),
        Array("😀".utf16), [0xD83D], [0xDE00], [0x200D], [0x200F], [0x202E], Array("\u{00A0}".utf16),
        Array("https://example.com/a?b=c".utf16), Array("\t".utf16), [0xFFFF], Array("日本".utf16),
    ]

    @Test func randomTextsLayOutWithTilingLines() throws {
        var generator = SystemRandomNumberGenerator()
        let cache = LayoutCache()
        for _ in 0..<300 {
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                units += Self.pieces.randomElement(using: &generator)!
            }
            let string = String(decoding: units, as: UTF16.self)
            let width = [0.0, 1, 20, 80, 300].randomElement(using: &generator)!
            var container = TextContainer(width: width, lineFragmentPadding: Double.random(in: 0...5, using: &generator))
            container.maximumNumberOfLines = Int.random(in: 0...3, using: &generator)
            container.lineBreakMode = Bool.random(using: &generator) ? .wordWrap : .characterWrap
            let layout = try LayoutManager(text: AttributedText(string), container: container, cache: cache)
            let lines = layout.lineFragments
            if let first = lines.first { #expect(first.characterRange.lowerBound == 0) }
            for (line, next) in zip(lines, lines.dropFirst()) {
                #expect(line.characterRange.upperBound == next.characterRange.lowerBound, "\(units)")
            }
            if container.maximumNumberOfLines == 0 {
                #expect((lines.last?.characterRange.upperBound ?? 0) == layout.text.length, "\(units)")
            }
            #expect(lines.last?.glyphRange.upperBound ?? 0 == layout.glyphs.count)
        }
    }
}
