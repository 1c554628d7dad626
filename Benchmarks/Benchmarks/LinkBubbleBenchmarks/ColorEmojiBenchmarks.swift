import Benchmark
import LinkBubble

/// A one-line link ending in three color emoji (Noto Color Emoji,
/// CBDT, scaled from its 109 ppem strike) to PNG bytes at 3x, next to the same link with
/// three Latin letter pairs in their place. Both are laid out once, outside the loop; the
/// emoji's scaled images come from the process-wide color glyph cache after the first
/// iteration, as they do for an app that renders previews again and again.
func colorEmojiBenchmarks() {
    let emojiFont = try? Font(contentsOfFile: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    func preview(_ link: String) -> LinkPreview? {
        guard let emojiFont else { return nil }
        let sentence = "Tonight: " + link + " at eight."
        var text = AttributedText(
            sentence, attributes: TextAttributes(font: Font(.notoSans), fallbackFonts: [emojiFont], size: 17))
        let start = "Tonight: ".utf16.count
        let range = start..<start + link.utf16.count
        try? text.addLink("https://example.com/party", range: range)
        return try? LinkPreview(text: text, container: TextContainer(width: 400), characterRange: range, style: .ios)
    }
    let plain = PreviewAppearance(scale: 3)
    let cases = [("Latin", preview("join the party abcdef")), ("color emoji", preview("join the party 🎉😀👍"))]
    for (name, preview) in cases {
        Benchmark("Preview to PNG bytes at 3x (one-line link, \(name))") { benchmark in
            guard let preview else { return }
            for _ in benchmark.scaledIterations {
                blackHole(try preview.renderPreview(plain).png())
            }
        }
    }
}
