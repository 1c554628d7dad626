import BubbleRender
import Foundation
import Geometry
import TextLayout

/// The color fonts of the color glyph tests and helpers to look at what they drew.
enum ColorFontSamples {
    static let testFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    /// Noto Color Emoji (CBDT, one 109 ppem strike): the test font set's link to it, or
    /// the system's file when the link is not there yet.
    static func emoji() throws -> Font {
        let link = testFonts.appendingPathComponent("system/NotoColorEmoji.ttf").path
        let path = FileManager.default.fileExists(atPath: link) ? link : "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        return try Font(contentsOfFile: path)
    }

    /// The COLRv0 test font (see Tests/Fonts/README.md).
    static func colr() throws -> Font { try Font(contentsOfFile: testFonts.appendingPathComponent("ColorTestCOLR.ttf").path) }

    /// The sbix test font (strikes of 20 and 40 ppem).
    static func sbix() throws -> Font { try Font(contentsOfFile: testFonts.appendingPathComponent("ColorTestSbix.ttf").path) }

    /// `text` in Noto Sans with `fallback` after it, at `size`, in `color`.
    static func layout(
        _ text: String, fallback: Font, size: Double = 16, color: Color = .black, width: Double = 400
    ) throws -> LayoutManager {
        let attributes = TextAttributes(font: Font(.notoSans), fallbackFonts: [fallback], size: size, foregroundColor: color)
        return try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: TextContainer(width: width, lineFragmentPadding: 0))
    }

    /// The box of glyph `index` in points: its advance, the line's height.
    static func box(ofGlyph index: Int, in layout: LayoutManager) -> Rect {
        let glyph = layout.glyphs[index]
        let line = layout.lineFragments[0].rect
        return Rect(x: glyph.position.x, y: line.minY, width: glyph.advance, height: line.height)
    }

    /// The index of the glyph of the character at UTF-16 offset `offset`.
    static func glyph(at offset: Int, in layout: LayoutManager) -> Int? {
        (0..<layout.glyphs.count).first { layout.glyphs.characterRange(ofGlyphAt: $0).contains(offset) }
    }

    /// How many pixels of `image` in `rect` (points, drawn at `scale` from the origin)
    /// are opaque and saturated: color, not gray (max - min channel over 100).
    static func saturatedPixels(in image: Bitmap, rect: Rect, scale: Double) -> Int {
        var count = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) where y >= 0 && y < image.height {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where x >= 0 && x < image.width {
                let pixel = Array(image[x, y])
                let channels = pixel[0..<3].map(Int.init)
                if pixel[3] > 200, channels.max()! - channels.min()! > 100 { count += 1 }
            }
        }
        return count
    }

    /// The straight RGBA pixel at point `point` of an image drawn at `scale` from the origin.
    static func pixel(_ image: Bitmap, at point: Point, scale: Double) -> [UInt8] {
        Array(image[Int(point.x * scale), Int(point.y * scale)])
    }
}
