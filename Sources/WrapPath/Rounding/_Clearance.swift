/// How far each corner's curve may reach before it could meet another part of
/// the outline.
///
/// A corner's curve stays in the square spanned by its extent along its two
/// edges, inside the quadrant those edges bound, and within the triangle cut
/// off by the square's diagonal. In a rectilinear outline whose curves take at
/// most half of each edge, any other edge that enters that square has a corner
/// inside it, and two curves can only meet if a corner lies inside one of the
/// squares; so keeping every other corner out of the square keeps the rounded
/// outline from crossing itself, also where a hole or a slot comes close to a
/// corner. Corners at the very same point (where filled areas touch diagonally)
/// lie in opposite quadrants and do not limit each other.
enum _Clearance {
    /// For every ring of `region` (the outer ring, then the holes) and each of its
    /// corners: the L∞ distance to the nearest other corner in the quadrant its
    /// curve takes, or infinity when there is none closer than `reach`.
    ///
    /// Corners are bucketed in a grid of `reach`-sized cells, so only the nine
    /// cells around each corner are searched: O(v log v) for v corners spread
    /// over the plane.
    static func limits(of region: Region, reach: Double) -> [[Double]] {
        let rings = [region.outer] + region.holes
        var limits = rings.map { Array(repeating: Double.infinity, count: $0.points.count) }
        guard reach > 0, reach.isFinite else { return limits }
        var corners: [(column: Double, row: Double, ring: Int, index: Int)] = []
        corners.reserveCapacity(limits.reduce(0) { $0 + $1.count })
        for (ring, points) in rings.enumerated() {
            for (index, point) in points.points.enumerated() {
                corners.append(((point.x / reach).rounded(.down), (point.y / reach).rounded(.down), ring, index))
            }
        }
        corners.sort { ($0.row, $0.column) < ($1.row, $1.column) }
        for corner in corners {
            let points = rings[corner.ring].points
            let count = points.count
            let point = points[corner.index]
            let previous = points[(corner.index + count - 1) % count], next = points[(corner.index + 1) % count]
            // The quadrant: back along the incoming edge and on along the outgoing one.
            let backX = previous.x - point.x, backY = previous.y - point.y
            let onX = next.x - point.x, onY = next.y - point.y
            var nearest = Double.infinity
            for row in [corner.row - 1, corner.row, corner.row + 1] {
                for column in [corner.column - 1, corner.column, corner.column + 1] {
                    var index = firstIndex(of: (row, column), in: corners)
                    while index < corners.count && corners[index].row == row && corners[index].column == column {
                        let other = rings[corners[index].ring].points[corners[index].index]
                        let dx = other.x - point.x, dy = other.y - point.y
                        if (dx != 0 || dy != 0) && dx * backX + dy * backY >= 0 && dx * onX + dy * onY >= 0 {
                            nearest = Swift.min(nearest, Swift.max(Swift.abs(dx), Swift.abs(dy)))
                        }
                        index += 1
                    }
                }
            }
            limits[corner.ring][corner.index] = nearest
        }
        return limits
    }

    /// The first position of cell `cell` in `corners` (sorted by row, then column).
    private static func firstIndex(
        of cell: (row: Double, column: Double), in corners: [(column: Double, row: Double, ring: Int, index: Int)]
    ) -> Int {
        var low = 0, high = corners.count
        while low < high {
            let middle = (low + high) / 2
            if (corners[middle].row, corners[middle].column) < cell { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
