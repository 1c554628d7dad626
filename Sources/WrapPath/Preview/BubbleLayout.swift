import Geometry

/// Everything a link preview needs from a link's rects: the bubbles, their
/// bounds, and the center the preview animates from.
public struct BubbleLayout: Hashable, Sendable {
    /// The bubbles, ordered top to bottom, then left to right.
    public var bubbles: [Bubble]
    /// The smallest rect containing every bubble, or `nil` when nothing is visible.
    public var bounds: Rect?
    /// The middle of the bounding box of the visible rects in both coordinates,
    /// or `nil` when nothing is visible.
    public var center: Point?

    /// Lays out the bubbles around `rects`.
    ///
    /// The rects are first clipped to `visibleRect` and the clipping ancestors
    /// (see ``RectClipping``); the center is the middle of the visible rects'
    /// bounding box (x from the x extents, y from the y extents, before the
    /// outset). O((n + k) log n), linear for rects ordered top to bottom.
    public init(
        rects: [Rect], style: BubbleStyle, visibleRect: Rect? = nil, ancestors: [ClippingAncestor] = [],
        tolerance: Double = RectUnion.defaultTolerance
    ) {
        let visible = visibleRect == nil && ancestors.isEmpty
            ? rects : RectClipping.clip(rects, to: visibleRect, ancestors: ancestors)
        bubbles = Bubble.bubbles(around: visible, style: style, tolerance: tolerance)
        bounds = bubbles.dropFirst().reduce(bubbles.first?.bounds) { $0?.union($1.bounds) }
        center = Self.boundingBox(of: visible)?.center
    }

    private static func boundingBox(of rects: [Rect]) -> Rect? {
        var box: Rect?
        for rect in rects where rect._hasFiniteEdges && !rect.isEmpty {
            box = box?.union(rect.standardized) ?? rect.standardized
        }
        return box
    }
}
