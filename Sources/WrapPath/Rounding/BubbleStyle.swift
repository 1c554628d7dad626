import Geometry

/// How a bubble is drawn around rects: the outset applied before the union, the
/// corner radii and shape applied after it, and the optional snapping of ragged
/// steps.
///
/// Presets (all lengths in points):
///
/// | preset    | outset (x, y) | convex r | concave r | shape      | snap     |
/// |-----------|---------------|----------|-----------|------------|----------|
/// | `plain`   | 0, 0          | 0        | 0         | circular   | off      |
/// | `webkit`  | 2, 2          | 4        | 4         | circular   | off      |
/// | `ios`     | 4, 3          | 8        | 4         | continuous | 6 (0.75 r) |
///
/// Both rounded presets use an outset of at least ``CornerShape/cutDepth`` × r
/// (1.17 for webkit, 2.34 for ios), so their bubbles contain the original rects.
public struct BubbleStyle: Hashable, Sendable, Codable {
    /// Added to the left and right of every rect before the union.
    public var outsetX: Double
    /// Added to the top and bottom of every rect before the union.
    public var outsetY: Double
    /// The radius of convex corners (0 keeps them sharp).
    public var radius: Double
    /// The radius of concave corners (0 keeps them sharp).
    public var concaveRadius: Double
    /// The curve drawn at each corner.
    public var cornerShape: CornerShape
    /// Rect edges within this distance of the bubble's bounding box move onto it
    /// before rounding, so slightly ragged line ends make one straight edge
    /// (0 turns snapping off).
    public var snapTolerance: Double

    /// Creates a style; `concaveRadius` defaults to `radius`.
    public init(
        outsetX: Double = 0, outsetY: Double = 0, radius: Double = 0, concaveRadius: Double? = nil,
        cornerShape: CornerShape = .circular, snapTolerance: Double = 0
    ) {
        self.outsetX = outsetX
        self.outsetY = outsetY
        self.radius = radius
        self.concaveRadius = concaveRadius ?? radius
        self.cornerShape = cornerShape
        self.snapTolerance = snapTolerance
    }

    /// The exact union outline: no outset, no rounding, no snapping.
    public static let plain = BubbleStyle()

    /// WebKit's shrink-wrapped highlight: a 2-point outset and every corner,
    /// convex or concave, a circular 4-point radius.
    public static let webkit = BubbleStyle(outsetX: 2, outsetY: 2, radius: 4)

    /// iOS's link-preview platter: a 4 x 3-point outset, continuous corners of
    /// radius 8 (concave 4, r/2), and snapping of steps within 6 points (0.75 r)
    /// of the bubble's bounding edges.
    public static let ios = BubbleStyle(
        outsetX: 4, outsetY: 3, radius: 8, concaveRadius: 4, cornerShape: .continuous, snapTolerance: 6)

    /// This style with convex radius `newRadius`, its concave radius and snapping
    /// tolerance scaled in proportion (both set to match when the radius was 0).
    public func withRadius(_ newRadius: Double) -> BubbleStyle {
        var style = self
        style.radius = newRadius
        style.concaveRadius = radius > 0 ? concaveRadius * newRadius / radius : newRadius
        style.snapTolerance = radius > 0 ? snapTolerance * newRadius / radius : snapTolerance
        return style
    }

    /// The smallest outset (in both directions) for which every bubble contains
    /// the rects it was made from: ``CornerShape/cutDepth`` × `radius`.
    public var containingOutset: Double { CornerShape.cutDepth * radius }
}
