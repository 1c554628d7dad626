import Geometry

/// A closed polygon ring: its corner points in order (the closing edge is implicit).
///
/// Rings made by ``RectUnion`` are rectilinear: edges alternate between horizontal
/// and vertical, no two consecutive points are equal and no three are collinear.
/// They keep the filled area on the right of the direction of travel, so with y
/// growing downward an outer ring runs clockwise on screen (positive shoelace
/// area, like `Path(rect:)`) and a hole runs counter-clockwise (negative area).
/// Each ring starts at its top-left corner (smallest y, then smallest x).
/// Rings never cross or overlap themselves or each other; they can only meet at
/// a corner where two filled areas touch diagonally, and there a ring may pass
/// the same point twice (never consecutively).
public struct Ring: Hashable, Sendable {
    /// The corners in drawing order; the last point connects back to the first.
    public var points: [Point]

    /// Creates a ring from its corner points.
    @inlinable
    public init(points: [Point]) { self.points = points }

    /// The signed area by the shoelace formula, in y-down coordinates: positive for
    /// an outer ring of a union (clockwise on screen), negative for a hole. O(n).
    public var signedArea: Double {
        guard points.count > 2 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum / 2
    }

    /// The smallest rect containing every point, or `nil` for an empty ring. O(n).
    public var bounds: Rect? {
        guard var minX = points.first?.x, var minY = points.first?.y else { return nil }
        var maxX = minX, maxY = minY
        for point in points {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
