import BubbleRender
import Geometry
import TextLayout

extension Canvas {
    /// Draws laid-out glyphs as antialiased outlines, in their text's colors:
    /// ``drawGlyphs(_:)`` of ``GlyphRun/runs(of:glyphRange:offset:color:restyle:)``.
    /// Backgrounds are not drawn.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text (container coordinates, y down).
    ///   - glyphRange: The glyphs to draw; nil draws them all.
    ///   - offset: Added to every glyph position, in path units.
    ///   - color: Paints every glyph in this color instead of its attribute run's
    ///     `foregroundColor`.
    /// - Throws: ``RenderError/invalidGlyphRange(lowerBound:upperBound:count:)``,
    ///   ``RenderError/invalidArgument(name:value:)`` for a non-finite offset or an
    ///   unusable glyph size, ``RenderError/freeType(function:code:)`` when a glyph
    ///   fails to load.
    public mutating func drawGlyphs(
        of layout: LayoutManager, glyphRange: Range<Int>? = nil, offset: Point = .zero, color: Color? = nil
    ) throws(RenderError) {
        try drawGlyphs(GlyphRun.runs(of: layout, glyphRange: glyphRange, offset: offset, color: color))
    }
}
