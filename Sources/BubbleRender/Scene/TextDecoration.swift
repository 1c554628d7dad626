import Geometry

/// Lines under or through text in one color, as filled rects in points (y down): what
/// a ``Scene`` draws underlines and strikethroughs with (``SceneElement/decorations(_:)``).
///
/// LinkBubble builds them from laid-out text with `TextDecoration.decorations(of:)`: it
/// places them by the fonts' own metrics, cuts the patterns (dots, dashes) into rects
/// and leaves the gaps where underlines skip descenders. Painters fill the rects by the
/// non-zero rule; the rects of one decoration do not overlap.
///
/// A value: share and copy it freely.
public struct TextDecoration: Hashable, Sendable {
    /// Where a decoration sits on the text.
    public enum Kind: Hashable, Sendable {
        /// Under the baseline, at the font's underline position; skips descenders.
        case underline
        /// Through the text, at the font's strikeout position.
        case strikethrough
    }

    /// Whether this is an underline or a strikethrough.
    public var kind: Kind
    /// The color the rects are filled with.
    public var color: Color
    /// The pieces of the lines, in points (y down).
    public var rects: [Rect]

    /// Creates a decoration of `kind` filling `rects` with `color`.
    public init(kind: Kind, color: Color, rects: [Rect]) {
        self.kind = kind
        self.color = color
        self.rects = rects
    }

    /// The rects as one path (each rect a closed subpath), for filling by the
    /// non-zero rule.
    public var path: Path {
        var path = Path()
        for rect in rects { path.addPath(Path(rect: rect)) }
        return path
    }
}
