import Geometry

/// One link-highlight bubble: a connected piece of the outset union of a link's
/// rects and its rounded outline.
public struct Bubble: Hashable, Sendable, Codable {
    /// The outline before rounding (after outset and snapping): the outer ring,
    /// then the holes.
    public var region: Region
    /// The rounded outline, filled by either fill rule.
    public var path: Path

    /// Creates a bubble from its outline and rounded path.
    public init(region: Region, path: Path) {
        self.region = region
        self.path = path
    }

    /// The smallest rect containing the bubble. Rounding only cuts corners and
    /// fills concave ones, so this is also the rounded path's bounding box. O(n)
    /// in the outer ring's corners.
    public var bounds: Rect { region.bounds }

    /// The bubbles around `rects`, ordered top to bottom, then left to right.
    ///
    /// Each rect is grown by the style's outset, the union is split into connected
    /// regions (rects that overlap after the outset share a bubble; rects touching
    /// only at a corner do not, as in Safari), ragged edges are snapped when the
    /// style asks for it, and every region is rounded (each curve limited to half
    /// of its edges and kept clear of other corners, see
    /// ``Region/roundedPath(radius:concaveRadius:cornerShape:)``). O((n + k) log n),
    /// linear for rects ordered top to bottom; snapping adds O(n × b) for b bubbles.
    /// Lines ordered top to bottom that overlap horizontally after the outset
    /// (the usual link) take one pass and three allocations: the bubble array,
    /// the ring and the path.
    ///
    /// - Parameters:
    ///   - rects: The link's rects, usually one per line; empty rects and rects
    ///     with a non-finite edge, as given or after the outset (an outset that
    ///     overflows), are dropped. ``BubbleLayout/nonFiniteRectCount`` reports
    ///     how many were.
    ///   - style: The outset, corner radii and shape, and snapping.
    ///   - tolerance: Coordinates closer than this are merged (see ``RectUnion``);
    ///     a negative, NaN or infinite tolerance counts as 0 (exact comparison).
    public static func bubbles(
        around rects: [Rect], style: BubbleStyle, tolerance: Double = RectUnion.defaultTolerance
    ) -> [Bubble] {
        RectUnion.unlimited(bubbles(around: rects, style: style, tolerance: tolerance, limit: .max))
    }

    /// The bubbles around the rects, as ``bubbles(around:style:tolerance:)`` makes them,
    /// unless their union has more than `maximumCorners` corners (see
    /// ``RectUnion/regions(of:tolerance:maximumCorners:)``), which is refused before the
    /// memory for more is spent.
    ///
    /// - Throws: ``RectUnionError/tooComplex(maximumCorners:)``.
    public static func bubbles(
        around rects: [Rect], style: BubbleStyle, tolerance: Double = RectUnion.defaultTolerance, maximumCorners: Int
    ) throws(RectUnionError) -> [Bubble] {
        let limit = Swift.max(0, maximumCorners)
        guard let bubbles = bubbles(around: rects, style: style, tolerance: tolerance, limit: limit),
            bubbles.reduce(0, { $0 + $1.region.cornerCount }) <= limit
        else { throw .tooComplex(maximumCorners: limit) }
        return bubbles
    }

    /// The bubbles, or nil once the union passes `limit` corners.
    private static func bubbles(around rects: [Rect], style: BubbleStyle, tolerance: Double, limit: Int) -> [Bubble]? {
        let tolerance = RectUnion.usableTolerance(tolerance)
        let rounder = CornerRounder(
            convexRadius: style.radius, concaveRadius: style.concaveRadius, shape: style.cornerShape)
        var stack = LineStack(
            outsetX: style.outsetX, outsetY: style.outsetY, snapDistance: style.snapTolerance, tolerance: tolerance)
        if let region = stack.region(of: rects) {
            // In a stack whose rows are all at least twice as wide as a curve's
            // reach, no other corner can lie in a curve's square: skip the search.
            let reach = style.cornerShape.extent * Swift.max(style.radius, style.concaveRadius)
            var path = Path()
            region.appendRounded(to: &path, rounder: rounder, clearance: stack.narrowestRow < 2 * reach)
            return [Bubble(region: region, path: path)]
        }
        let outset = style.outsetX == 0 && style.outsetY == 0
            ? rects : rects.map { $0.standardized.outsetBy(dx: style.outsetX, dy: style.outsetY) }
        var noStorage: [Point] = []
        guard var regions = RectUnion.regions(of: outset, usableTolerance: tolerance, reusing: &noStorage, maximumCorners: limit)
        else { return nil }
        if style.snapTolerance > 0 {
            regions = Snapping.snapped(regions, rects: outset, within: style.snapTolerance, tolerance: tolerance)
        }
        return regions.map { region in
            var path = Path()
            region.appendRounded(to: &path, rounder: rounder, clearance: true)
            return Bubble(region: region, path: path)
        }
    }
}
