import Geometry

/// A path filled or stroked in one color that keeps clear of the ink of some glyphs:
/// within ``clearance`` points of their ink, and on every pixel their ink touches,
/// nothing of it is painted. An outline around a link that gives way to the
/// descenders of the line above it, a fill behind text that leaves the neighbouring
/// lines' glyphs as they were.
///
/// ``Canvas`` draws the glyphs of ``runs`` on a scratch canvas and takes every pixel
/// they touch, grown by ``clearance``, out of the path's coverage, so the pixels of
/// their ink are exactly those of the same glyphs drawn without the knockout.
/// ``SVGWriter`` writes a `<mask>` of the glyph outlines stroked `2 * clearance`
/// wide (color bitmap glyphs as their boxes grown by ``clearance``).
///
/// A value: share and copy it freely.
public struct SceneKnockout: Hashable, Sendable {
    /// How the path is painted.
    public enum Paint: Hashable, Sendable {
        /// Filled by a fill rule.
        case fill(FillRule)
        /// Stroked `width` points wide with round joins, as ``SceneElement/stroke(_:color:width:)``.
        case stroke(width: Double)
    }

    /// The shape, in points.
    public var path: Path
    /// The color it is painted in.
    public var color: Color
    /// Whether the path is filled or stroked.
    public var paint: Paint
    /// The glyphs whose ink the paint keeps clear of (they are not drawn by this element).
    public var runs: [GlyphRun]
    /// How far the paint stays from the glyphs' ink, in points (0 or more).
    public var clearance: Double

    /// Creates a knocked-out fill or stroke of `path`, clear of the ink of `runs` by
    /// `clearance` points.
    public init(path: Path, color: Color, paint: Paint, clearOf runs: [GlyphRun], clearance: Double) {
        self.path = path
        self.color = color
        self.paint = paint
        self.runs = runs
        self.clearance = clearance
    }

    /// Throws unless the clearance (and a stroke's width) is finite and not negative.
    func checkNumbers() throws(RenderError) {
        guard clearance.isFinite, clearance >= 0 else { throw .invalidArgument(name: "clearance", value: clearance) }
        if case .stroke(let width) = paint, !(width.isFinite && width >= 0) {
            throw .invalidArgument(name: "width", value: width)
        }
    }
}
