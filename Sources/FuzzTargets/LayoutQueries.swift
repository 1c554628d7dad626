import Geometry
import TextLayout

/// Every query of a layout, on every offset and on ranges and points from the input.
enum LayoutQueries {
    static func run(on layout: LayoutManager, _ input: inout FuzzInput) {
        _ = layout.usedRect
        _ = layout.size
        let length = layout.text.length
        for index in -1...length + 1 {
            _ = try? layout.insertionPoint(forCharacterAt: index, affinity: .upstream)
            _ = try? layout.insertionPoint(forCharacterAt: index, affinity: .downstream)
        }
        let heightStyles: [RectHeightStyle] = [.lineFragment, .tight, .maxRunOnLine]
        let widthStyles: [RectWidthStyle] = [.tight, .extendToLineEdge]
        for _ in 0..<4 {
            let characters = input.range(in: length)
            let glyphs = input.range(in: layout.glyphs.count)
            var actualCharacters = characters, actualGlyphs = glyphs
            _ = try? layout.glyphRange(forCharacterRange: characters, actualCharacterRange: &actualCharacters)
            _ = try? layout.characterRange(forGlyphRange: glyphs, actualGlyphRange: &actualGlyphs)
            let options = EnclosingRectOptions(
                heightStyle: heightStyles[input.choice(heightStyles.count)],
                widthStyle: widthStyles[input.choice(widthStyles.count)])
            _ = try? layout.enclosingRects(forCharacterRange: characters, options: options)
            _ = try? layout.enclosingRects(
                forGlyphRange: glyphs, withinSelectedGlyphRange: input.bool() ? input.range(in: layout.glyphs.count) : nil,
                options: options)
        }
        for _ in 0..<4 {
            let point = input.point()
            _ = layout.lineFragmentIndex(at: point)
            _ = layout.glyphIndex(for: point)
            _ = layout.characterIndex(for: point)
            _ = layout.link(at: point)
        }
    }
}
