/// One connected piece of a union: its outer ring and its holes.
///
/// The outer ring runs clockwise on screen (y down) and every hole runs
/// counter-clockwise, so the filled area is always on the right of each edge and
/// both the nonzero and the even-odd fill rules fill the same area.
public struct Region: Hashable, Sendable {
    /// The outside boundary.
    public var outer: Ring
    /// The boundaries of the unfilled pockets inside, ordered by their top-left
    /// corners (top to bottom, then left to right).
    public var holes: [Ring]

    /// Creates a region from its outer ring and its holes.
    @inlinable
    public init(outer: Ring, holes: [Ring] = []) {
        self.outer = outer
        self.holes = holes
    }

    /// The filled area: the outer ring's area minus the holes'. O(n) in the points.
    public var area: Double {
        holes.reduce(outer.signedArea) { $0 + $1.signedArea }
    }

    /// The smallest rect containing the region (the bounds of its outer ring).
    public var bounds: Rect { outer.bounds ?? .zero }

    /// Whether `point` lies in the filled area (the outer ring but no hole); points
    /// on an edge of these rectilinear rings count as inside. O(n) in the points.
    public func contains(_ point: Point) -> Bool {
        guard !outer.points.isEmpty, outer._encloses(point) else { return false }
        return !holes.contains { !$0.points.isEmpty && $0._enclosesStrictly(point) }
    }
}

extension Ring {
    /// Whether `point` is inside the ring or on its boundary (even-odd rule).
    func _encloses(_ point: Point) -> Bool {
        _isOnBoundary(point) || _crossingParity(point)
    }

    /// Whether `point` is inside the ring and not on its boundary.
    func _enclosesStrictly(_ point: Point) -> Bool {
        !_isOnBoundary(point) && _crossingParity(point)
    }

    private func _crossingParity(_ point: Point) -> Bool {
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            if (current.y > point.y) != (previous.y > point.y) {
                let x = previous.x + (point.y - previous.y) / (current.y - previous.y) * (current.x - previous.x)
                if point.x < x { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    private func _isOnBoundary(_ point: Point) -> Bool {
        var previous = points[points.count - 1]
        for current in points {
            let inX = point.x >= Swift.min(previous.x, current.x) && point.x <= Swift.max(previous.x, current.x)
            let inY = point.y >= Swift.min(previous.y, current.y) && point.y <= Swift.max(previous.y, current.y)
            if inX && inY && (previous.x == current.x || previous.y == current.y) { return true }
            previous = current
        }
        return false
    }
}
