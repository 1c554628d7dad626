import Testing

@testable import TextLayout

/// `AttributedText`'s UTF-16 units come from its string's UTF-8 by a transcoder of its
/// own: the same units as the standard library's UTF-16 view, for every length of UTF-8
/// sequence.
@Suite struct AttributedTextUTF16Tests {
    static let samples = [
        "", "Link preview", "café naïve", "日本語リンクプレビュー", "سلام عليكم", "हिन्दी", "👩🏽‍💻 a 🇫🇷!",
        "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}", "tab\tand\u{2028}separator",
    ]

    @Test(arguments: samples) func transcodesAsTheUTF16View(_ string: String) {
        #expect(AttributedText.utf16Units(of: string) == Array(string.utf16))
        #expect(AttributedText(string).utf16 == Array(string.utf16))
    }

    /// Random strings over every plane, the surrogate gap left out (not scalars).
    @Test func transcodesRandomStrings() {
        var generator = SystemRandomNumberGenerator()
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x10_FFFF]
        for _ in 0..<500 {
            var string = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let range = ranges.randomElement(using: &generator)!
                string.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
            }
            #expect(AttributedText.utf16Units(of: string) == Array(string.utf16))
        }
    }

    @Test func appendTranscodesToo() {
        var text = AttributedText("ab")
        text.append("ç日🙂")
        #expect(text.utf16 == Array("abç日🙂".utf16))
    }
}
