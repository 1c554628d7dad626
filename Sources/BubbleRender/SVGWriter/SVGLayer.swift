import TextLayout
import Geometry

/// One path of an SVG document, with its paint.
///
/// A value: share and copy it freely.
public struct SVGLayer: Hashable, Sendable {
    /// The path, in the document's user units (the view box's coordinates).
    public var path: Path
    /// The fill color, or nil for no fill.
    public var fill: Color?
    /// The stroke color, or nil for no stroke.
    public var stroke: Color?
    /// The stroke's width in user units (used when ``stroke`` is set).
    public var strokeWidth: Double
    /// How the fill decides what is inside.
    public var fillRule: FillRule

    /// Creates a layer: filled black, not stroked, non-zero, by default.
    public init(
        path: Path, fill: Color? = .black, stroke: Color? = nil, strokeWidth: Double = 1,
        fillRule: FillRule = .nonZero
    ) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.fillRule = fillRule
    }
}
