import BubbleRender
import Geometry
import LinkBubble
import Testing
import TextLayout

/// The process-wide color glyph cache shared by canvases on many tasks.
@Suite struct ColorGlyphConcurrencyTests {
    /// Many tasks drawing the same emoji at once (through the shared cache) draw the
    /// pixels one drawing alone draws, at each of two scales.
    @Test func concurrentDrawingAgrees() async throws {
        let attributes = TextAttributes(
            font: Font(.notoSans), fallbackFonts: [try RepositoryFonts.font("Tests/Fonts/system/NotoColorEmoji.ttf")],
            size: 20)
        let layout = try LayoutManager(
            text: AttributedText("😀🎉👍", attributes: attributes), container: TextContainer(width: 400, lineFragmentPadding: 0))
        @Sendable func draw(scale: Double) throws -> Bitmap {
            var canvas = try Canvas(width: Int(90 * scale), height: Int(40 * scale), scale: scale)
            try canvas.drawGlyphs(of: layout)
            return canvas.bitmap()
        }
        let images = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for task in 0..<8 {
                group.addTask { try draw(scale: 1 + Double(task % 2)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let byScale = Dictionary(grouping: images, by: \.width)
        #expect(byScale.count == 2)
        for scale in [1.0, 2.0] {
            let alone = try draw(scale: scale)
            #expect(alone.pixels.contains { $0 != 0 }, "scale \(scale) draws the emoji")
            #expect(byScale[alone.width]?.map(\.pixels) == Array(repeating: alone.pixels, count: 4), "scale \(scale)")
        }
    }
}
