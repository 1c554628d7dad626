import Foundation
import LinkBubble
import Testing

/// A link with color emoji, end to end through the public API (issue 10, item 3): its
/// rects hold the emoji's advances, the preview PNG shows the emoji in color at 1x and
/// 3x, the SVG embeds it as an image, and the mask covers it.
@Suite struct ColorEmojiPreviewTests {
    static let sentence = "See 🎉 party 😀 link today"

    /// The sentence in Noto Sans with Noto Color Emoji after it, 20 px; "🎉 party 😀"
    /// (UTF-16 4..<15) is the link.
    static func preview() throws -> LinkPreview {
        let link = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts/system/NotoColorEmoji.ttf").path
        let path = FileManager.default.fileExists(atPath: link) ? link : "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        let emoji = try Font(contentsOfFile: path)
        var text = AttributedText(
            sentence, attributes: TextAttributes(font: Font(.notoSans), fallbackFonts: [emoji], size: 20))
        try text.addLink("https://example.com/party", range: 4..<15)
        return try LinkPreview(text: text, container: TextContainer(width: 400), characterRange: 4..<15, style: .ios)
    }

    /// The boxes of the two emoji: their glyphs' advances, the line's height.
    static func emojiBoxes(_ preview: LinkPreview) throws -> [Rect] {
        let layout = preview.layout
        return try [4, 13].map { offset in
            let index = try #require((0..<layout.glyphs.count).first { layout.glyphs.characterRange(ofGlyphAt: $0).lowerBound == offset })
            let glyph = layout.glyphs[index]
            #expect(abs(glyph.advance - 20.0 * 2550 / 2048) < 1e-9, "the hmtx advance scaled to 20 px")
            let line = layout.lineFragments[0].rect
            return Rect(x: glyph.position.x, y: line.minY, width: glyph.advance, height: line.height)
        }
    }

    @Test(arguments: [1.0, 3.0])
    func previewPNGShowsTheEmojiInColor(scale: Double) throws {
        let preview = try Self.preview()
        let scene = try preview.scene(PreviewAppearance(scale: scale))
        let image = try PNGCodec.decode(try scene.png())
        for box in try Self.emojiBoxes(preview) {
            var saturated = 0
            let left = Int((box.minX - scene.frame.minX) * scale), top = Int((box.minY - scene.frame.minY) * scale)
            let right = Int((box.maxX - scene.frame.minX) * scale), bottom = Int((box.maxY - scene.frame.minY) * scale)
            for y in top..<bottom {
                for x in left..<right {
                    let pixel = image[x, y].map(Int.init)
                    if pixel[3] > 200, pixel[0..<3].max()! - pixel[0..<3].min()! > 100 { saturated += 1 }
                }
            }
            #expect(Double(saturated) > 0.25 * Double((right - left) * (bottom - top)), "\(box) at \(scale)x: \(saturated)")
        }
    }

    @Test func svgEmbedsBothEmoji() throws {
        let svg = try Self.preview().svg()
        #expect(svg.components(separatedBy: "<image ").count - 1 == 2)
        #expect(svg.contains("href=\"data:image/png;base64,"))
    }

    @Test(arguments: [1.0, 3.0])
    func theMaskCoversTheEmoji(scale: Double) throws {
        let preview = try Self.preview()
        let mask = try preview.mask(scale: scale)
        for box in try Self.emojiBoxes(preview) {
            #expect(preview.lineRects.contains { $0.contains(box.outsetBy(dx: -1e-9, dy: -1e-9)) }, "\(box) in \(preview.lineRects)")
            // Every mask pixel wholly inside the emoji's box is fully covered.
            let left = Int((box.minX * scale - mask.origin.x).rounded(.up)), right = Int((box.maxX * scale - mask.origin.x).rounded(.down))
            let top = Int((box.minY * scale - mask.origin.y).rounded(.up)), bottom = Int((box.maxY * scale - mask.origin.y).rounded(.down))
            try #require(left < right && top < bottom)
            for y in top..<bottom {
                for x in left..<right { #expect(mask.bitmap[x, y].first == 255, "(\(x), \(y))") }
            }
        }
    }
}
