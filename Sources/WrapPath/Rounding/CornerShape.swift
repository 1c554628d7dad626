import Geometry

/// The curve drawn at each corner of a rounded outline.
public enum CornerShape: Hashable, Sendable {
    /// A quarter circle of radius r, drawn as one cubic Bézier curve (control
    /// points at 0.5523 r from the tangent points). It starts r before the corner
    /// and its middle lies (1 - 1/√2) r ≈ 0.2929 r from both edges.
    case circular

    /// A continuous-curvature corner like iOS's platters: two mirror-image cubic
    /// curves whose curvature grows from zero where they leave the straight edges
    /// to 1.358 / r at the middle, so the edge flows into the corner without the
    /// jump in curvature of a circular arc. It starts
    /// ``continuousExtent`` × r (1.528665 r, as in iOS) before the corner; its
    /// middle lies at the same (1 - 1/√2) r from both edges as the circle's, and the
    /// curve never comes closer to the corner than that along its diagonal.
    case continuous

    /// How far before and after the corner the continuous curve starts, in units
    /// of the radius.
    public static let continuousExtent = 1.528665

    /// How far before and after the corner the curve starts, in units of the radius.
    @inlinable
    public var extent: Double {
        switch self {
        case .circular: 1
        case .continuous: Self.continuousExtent
        }
    }

    /// How deep the curve cuts into a convex corner along its diagonal, in units of
    /// the radius: (1 - 1/√2) ≈ 0.2929 for both shapes. An outset of at least this
    /// times the radius in both directions keeps the rects it was applied to inside
    /// the rounded outline.
    public static let cutDepth = 1 - 1 / 2.0.squareRoot()
}
