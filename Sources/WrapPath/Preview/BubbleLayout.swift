import Geometry

/// Everything a link preview needs from a link's rects: the bubbles, their
/// bounds, and the center the preview animates from.
public struct BubbleLayout: Hashable, Sendable, Codable {
    /// The bubbles, ordered top to bottom, then left to right.
    public var bubbles: [Bubble]
    /// The smallest rect containing every bubble, or `nil` when nothing is visible.
    public var bounds: Rect?
    /// The middle of the bounding box of the visible rects in both coordinates,
    /// or `nil` when nothing is visible. Rects counted in ``nonFiniteRectCount``
    /// take no part.
    public var center: Point?
    /// How many visible rects were left out because an edge is not finite, as
    /// given or after the style's outset: NaN or infinite values, or values so
    /// large that adding the outset overflows (`--outset 1e308`). Such rects make
    /// no bubble and do not move the center; when every rect is one of them there
    /// is no bubble at all, so callers that need one should check this count.
    public var nonFiniteRectCount: Int

    /// Lays out the bubbles around `rects`.
    ///
    /// The rects are first clipped to `visibleRect` and the clipping ancestors
    /// (see ``RectClipping``); the center is the middle of the visible rects'
    /// bounding box (x from the x extents, y from the y extents, before the
    /// outset). Empty rects and rects with a non-finite edge after the outset are
    /// left out (the latter counted in ``nonFiniteRectCount``). O((n + k) log n),
    /// linear for rects ordered top to bottom.
    public init(
        rects: [Rect], style: BubbleStyle, visibleRect: Rect? = nil, ancestors: [ClippingAncestor] = [],
        tolerance: Double = RectUnion.defaultTolerance
    ) {
        self.init(rects: rects, style: style, visibleRect: visibleRect, ancestors: ancestors) { usable in
            Bubble.bubbles(around: usable, style: style, tolerance: tolerance)
        }
    }

    /// Lays out the bubbles around `rects`, as ``init(rects:style:visibleRect:ancestors:tolerance:)``
    /// does, unless their union has more than `maximumCorners` corners.
    ///
    /// - Throws: ``RectUnionError/tooComplex(maximumCorners:)``, before the memory for
    ///   more corners is spent.
    public init(
        rects: [Rect], style: BubbleStyle, visibleRect: Rect? = nil, ancestors: [ClippingAncestor] = [],
        tolerance: Double = RectUnion.defaultTolerance, maximumCorners: Int
    ) throws(RectUnionError) {
        try self.init(rects: rects, style: style, visibleRect: visibleRect, ancestors: ancestors) {
            usable throws(RectUnionError) in
            try Bubble.bubbles(around: usable, style: style, tolerance: tolerance, maximumCorners: maximumCorners)
        }
    }

    /// Clips the rects, leaves out the non-finite ones and makes the bubbles of the
    /// rest with `makeBubbles`.
    private init<Failure: Error>(
        rects: [Rect], style: BubbleStyle, visibleRect: Rect?, ancestors: [ClippingAncestor],
        makeBubbles: ([Rect]) throws(Failure) -> [Bubble]
    ) throws(Failure) {
        let visible = visibleRect == nil && ancestors.isEmpty
            ? rects : RectClipping.clip(rects, to: visibleRect, ancestors: ancestors)
        nonFiniteRectCount = visible.reduce(0) { $0 + (Self.hasFiniteEdges($1, style: style) ? 0 : 1) }
        let usable = nonFiniteRectCount == 0 ? visible : visible.filter { Self.hasFiniteEdges($0, style: style) }
        bubbles = try makeBubbles(usable)
        bounds = bubbles.dropFirst().reduce(bubbles.first?.bounds) { $0?.union($1.bounds) }
        center = Self.boundingBox(of: usable)?.center
    }

    /// Every bubble's rounded outline as one path, in bubble order (fill it with the
    /// nonzero rule).
    public var combinedPath: Path {
        var path = Path()
        for bubble in bubbles { path.addPath(bubble.path) }
        return path
    }

    /// Whether `rect` has finite edges before and after the style's outset.
    private static func hasFiniteEdges(_ rect: Rect, style: BubbleStyle) -> Bool {
        rect._hasFiniteEdges && rect.standardized.outsetBy(dx: style.outsetX, dy: style.outsetY)._hasFiniteEdges
    }

    private static func boundingBox(of rects: [Rect]) -> Rect? {
        var box: Rect?
        for rect in rects where !rect.isEmpty {
            box = box?.union(rect.standardized) ?? rect.standardized
        }
        return box
    }
}
