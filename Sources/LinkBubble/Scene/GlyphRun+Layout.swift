import BubbleRender
import Geometry
import TextLayout

extension GlyphRun {
    /// The glyphs of a layout as runs: a new run starts wherever the font, the size
    /// or the color changes, in glyph order.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text (container coordinates, y down).
    ///   - glyphRange: The glyphs to take; nil takes them all.
    ///   - offset: Added to every glyph position, in points.
    ///   - color: Paints every glyph in this color instead of its attribute run's
    ///     `foregroundColor`.
    ///   - restyle: Applied to each attribute run's attributes before its
    ///     `foregroundColor` is read (a link style colors link runs).
    /// - Throws: ``RenderError/invalidGlyphRange(lowerBound:upperBound:count:)``, or
    ///   ``RenderError/invalidArgument(name:value:)`` for a non-finite offset.
    public static func runs(
        of layout: LayoutManager, glyphRange: Range<Int>? = nil, offset: Point = .zero, color: Color? = nil,
        restyle: (TextAttributes) -> TextAttributes = { $0 }
    ) throws(RenderError) -> [GlyphRun] {
        let storage = layout.glyphs
        let count = storage.count
        let range = glyphRange ?? 0..<count
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw .invalidGlyphRange(lowerBound: range.lowerBound, upperBound: range.upperBound, count: count)
        }
        guard offset.x.isFinite else { throw .invalidArgument(name: "offset.x", value: offset.x) }
        guard offset.y.isFinite else { throw .invalidArgument(name: "offset.y", value: offset.y) }
        let attributes = layout.text.runs.map { restyle($0.attributes) }
        var runs: [GlyphRun] = []
        // The glyphs of the run being gathered, copied out once the run ends.
        var current: (font: Font, size: Double, color: Color, start: Int)?
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(range.count)
        for index in range {
            let glyph = storage[index]
            let glyphColor = color ?? attributes[glyph.attributeRunIndex].foregroundColor
            if let run = current, run.font !== glyph.font || run.size != glyph.size || run.color != glyphColor {
                runs.append(GlyphRun(font: run.font, size: run.size, color: run.color, glyphs: Array(placed[run.start...])))
                current = nil
            }
            if current == nil { current = (glyph.font, glyph.size, glyphColor, placed.count) }
            placed.append(PlacedGlyph(
                id: glyph.id, position: Point(x: glyph.position.x + offset.x, y: glyph.position.y + offset.y)))
        }
        if let run = current {
            // A single run takes the gathered glyphs as they are.
            let glyphs = run.start == 0 ? placed : Array(placed[run.start...])
            runs.append(GlyphRun(font: run.font, size: run.size, color: run.color, glyphs: glyphs))
        }
        return runs
    }

    /// The outlines of laid-out glyphs, as ``/BubbleRender/GlyphRun/outlines(of:)`` gives those of
    /// ``runs(of:glyphRange:offset:color:restyle:)``, in the text's colors;
    /// `glyphRange` is clamped to the layout's glyphs (nil: all). Empty when a glyph
    /// fails to load.
    public static func outlines(
        of layout: LayoutManager, glyphRange: Range<Int>? = nil
    ) -> [(path: Path, color: Color)] {
        let range = (glyphRange ?? 0..<layout.glyphs.count).clamped(to: 0..<layout.glyphs.count)
        return (try? outlines(of: runs(of: layout, glyphRange: range))) ?? []
    }
}
