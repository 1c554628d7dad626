import BubbleRender
import LinkBubble
import Geometry
import Testing
import TextLayout

/// The process-wide color glyph cache shared by canvases on many tasks (run under
/// ThreadSanitizer by scripts/test, whose stage picks suites named Concurrency).
@Suite struct ColorGlyphConcurrencyTests {
    /// Many tasks drawing the same emoji at once (through the shared cache) draw the
    /// same pixels.
    @Test func concurrentDrawingAgrees() async throws {
        let layout = try ColorFontSamples.layout("😀🎉👍", fallback: try ColorFontSamples.emoji(), size: 20)
        let images = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let scale = 1 + Double(task % 2)
                    var canvas = try Canvas(width: Int(90 * scale), height: Int(40 * scale), scale: scale)
                    try canvas.drawGlyphs(of: layout)
                    return canvas.bitmap()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let byScale = Dictionary(grouping: images, by: \.width)
        #expect(byScale.count == 2)
        for (width, images) in byScale {
            #expect(images.count == 4)
            #expect(Set(images.map(\.pixels)).count == 1, "width \(width)")
            let scale = Double(width) / 90
            #expect(ColorFontSamples.saturatedPixels(in: images[0], rect: Rect(x: 0, y: 0, width: 90, height: 40), scale: scale) > 0)
        }
    }
}
