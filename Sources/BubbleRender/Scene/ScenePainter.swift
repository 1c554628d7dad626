import Geometry

/// A back end that draws ``Scene``s: the drawing operations a scene needs, in points.
///
/// ``Scene/draw(into:)`` calls these in the scene's order, and is the only code that
/// walks a scene, so every back end shows the same elements. ``Canvas`` paints pixels
/// (see its PNG output), ``SVGWriter`` writes SVG elements. A painter for tests may
/// simply record the calls.
public protocol ScenePainter {
    /// Draws a bitmap over what is drawn so far (see ``SceneImage``).
    mutating func drawImage(_ image: SceneImage) throws(RenderError)
    /// Draws the soft shadow of `path`: its shape moved by `offset`, blurred by a
    /// Gaussian of standard deviation `blurRadius / 2`, painted in `color`.
    mutating func drawShadow(of path: Path, color: Color, blurRadius: Double, offset: Point) throws(RenderError)
    /// Fills `path` with `color` by `fillRule`.
    mutating func fill(_ path: Path, color: Color, fillRule: FillRule) throws(RenderError)
    /// Fills `rect` with `color`.
    mutating func fill(_ rect: Rect, color: Color) throws(RenderError)
    /// Strokes `path` with a line `width` wide in `color`, round joins.
    mutating func stroke(_ path: Path, color: Color, width: Double) throws(RenderError)
    /// Draws glyph runs as filled outlines, each in its color; neighbouring runs of
    /// one color are filled together. Color glyphs (bitmap emoji, COLRv0 layers) draw
    /// in their own colors.
    mutating func drawGlyphs(_ runs: [GlyphRun]) throws(RenderError)
    /// Draws underlines and strikethroughs: each decoration's rects filled in its
    /// color by the non-zero rule.
    mutating func drawDecorations(_ decorations: [TextDecoration]) throws(RenderError)
    /// Covers the whole image in `color`, source over, except inside `holes` (non-zero
    /// rule; the holes' edges antialiased).
    mutating func dim(_ color: Color, outside holes: Path) throws(RenderError)
    /// Fills or strokes a path kept clear of the ink of glyph runs (see ``SceneKnockout``).
    mutating func drawKnockout(_ knockout: SceneKnockout) throws(RenderError)
}
