import Geometry

extension Region {
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
