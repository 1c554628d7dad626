import Geometry

extension Ring {
    /// Traps unless the ring has the shape ``RectUnion`` gives its rings: at least
    /// 4 finite corners, an even number of them, edges that alternate between
    /// horizontal and vertical with non-zero length (so no corner repeats the one
    /// before it and no three consecutive corners are collinear), and the first
    /// corner at the top-left (smallest y, then smallest x; no other corner is
    /// there). Which way the ring runs is its region's concern, see
    /// ``Region/_checkInvariants()``.
    ///
    /// Checks only in debug builds; in release builds it does nothing. O(n).
    package func _checkInvariants() {
        #if DEBUG
        let count = points.count
        precondition(count >= 4, "Ring has \(count) corners; a rectilinear ring needs at least 4")
        precondition(count % 2 == 0, "Ring has \(count) corners; a rectilinear ring has an even number")
        for point in points {
            precondition(point.x.isFinite && point.y.isFinite, "Ring corner \(point) is not finite")
        }
        let start = points[0]
        for index in 1..<count {
            let point = points[index]
            precondition(
                point.y > start.y || (point.y == start.y && point.x > start.x),
                "Ring corner \(index) at \(point) is not below or right of the first corner \(start): a ring starts at its top-left corner")
        }
        let startsHorizontally = points[1].y == start.y
        for index in 0..<count {
            let from = points[index], to = points[index + 1 == count ? 0 : index + 1]
            if (index % 2 == 0) == startsHorizontally {
                precondition(
                    from.y == to.y && from.x != to.x,
                    "Ring edge \(index) from \(from) to \(to) is not a horizontal edge of non-zero length: edges must alternate between horizontal and vertical")
            } else {
                precondition(
                    from.x == to.x && from.y != to.y,
                    "Ring edge \(index) from \(from) to \(to) is not a vertical edge of non-zero length: edges must alternate between horizontal and vertical")
            }
        }
        #endif
    }

    /// Whether the ring, starting at its top-left corner, leaves it to the right:
    /// it then runs clockwise on screen (y down), as outer rings do; a hole leaves
    /// its top-left corner downward. Exact, unlike the sign of ``signedArea``.
    var _leavesTopLeftRightward: Bool { points[1].y == points[0].y && points[1].x > points[0].x }
}
