import Geometry

/// One thing a ``Scene`` draws, in points; later elements draw over earlier ones.
///
/// Every ``ScenePainter`` draws each case, so a new kind of element is a new case here
/// and a new painter operation. Color glyphs are not
/// a case of their own: they are glyphs, which each painter draws in color.
public enum SceneElement: Hashable, Sendable {
    /// A bitmap (a screenshot), usually first, under everything else.
    case image(SceneImage)
    /// A soft shadow: the shape of a path, moved, blurred and painted in one color.
    case shadow(SceneShadow)
    /// A path filled in one color by a fill rule (a platter, a bubble).
    case fill(Path, color: Color, fillRule: FillRule)
    /// A rect filled in one color (a background color behind text).
    case rect(Rect, color: Color)
    /// Glyph runs drawn together: neighbouring runs of one color share their ink, so
    /// overlapping glyphs show no seams.
    case glyphs([GlyphRun])
    /// Underlines and strikethroughs, each a set of rects filled in its color (see
    /// ``TextDecoration``).
    case decorations([TextDecoration])
    /// A path stroked in one color with round joins, `width` points wide (an outline).
    case stroke(Path, color: Color, width: Double)
    /// Everything the scene shows so far covered in `color` (usually translucent
    /// black), except inside `holes` (filled by the non-zero rule, so overlapping holes
    /// stay open): find-in-page's dimming, a spotlight on the bubbles.
    case dim(Color, holes: Path)
    /// A fill or stroke that keeps clear of the ink of some glyphs (see ``SceneKnockout``).
    case knockout(SceneKnockout)
}

/// A soft shadow in a ``Scene``: the shape of ``path`` moved by ``offset``, blurred,
/// painted in ``color`` (as CSS `box-shadow` without spread).
///
/// A value: share and copy it freely.
public struct SceneShadow: Hashable, Sendable {
    /// The shape that casts the shadow, in points.
    public var path: Path
    /// The shadow's color; its alpha is the shadow's strength.
    public var color: Color
    /// The blur radius in points: a Gaussian of standard deviation `blurRadius / 2`.
    public var blurRadius: Double
    /// How far the shadow falls from the shape, in points.
    public var offset: Point

    /// Creates a shadow of `path`.
    public init(path: Path, color: Color, blurRadius: Double, offset: Point) {
        self.path = path
        self.color = color
        self.blurRadius = blurRadius
        self.offset = offset
    }
}
