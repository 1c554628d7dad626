import Geometry
import InternalUtilities

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
enum Clearance {
    /// For every ring of `region` (the outer ring, then the holes) and each of its
    /// corners: the L∞ distance to the nearest other corner in the quadrant its
    /// curve takes, or infinity when there is none within the extent `rounder`
    /// wants for that corner.
    ///
    /// Corners are bucketed in a grid whose cells are the median wanted extent, and
    /// each corner searches the cells its square can reach (or every corner, when
    /// that is fewer): O(v log v) for v corners of comparable size, O(v²) at worst
    /// for a few huge corners among many tiny ones.
    static func limits(of region: Region, rounder: CornerRounder) -> [[Double]] {
        let rings = [region.outer] + region.holes
        var limits = rings.map { Array(repeating: Double.infinity, count: $0.points.count) }
        var corners: [GridCorner] = []
        corners.reserveCapacity(limits.reduce(0) { $0 + $1.count })
        for (ring, points) in rings.enumerated() {
            for index in points.points.indices {
                let corner = GridCorner(ring: rings[ring].points, ring: ring, index: index, rounder: rounder)
                if corner.extent > 0 { corners.append(corner) }
            }
        }
        guard !corners.isEmpty else { return limits }
        var extents = corners.map(\.extent)
        extents.sort()
        let cell = extents[extents.count / 2]
        for index in corners.indices { corners[index].place(cell: cell) }
        corners.sort { ($0.row, $0.column) < ($1.row, $1.column) }
        for corner in corners {
            let reach = (corner.extent / cell).rounded(.up)
            var nearest = Double.infinity
            // Cells past 2^52 cannot be stepped through one by one: search everything.
            let beyondGrid = !(Swift.abs(corner.row) + reach < 0x1p52 && Swift.abs(corner.column) + reach < 0x1p52)
            if beyondGrid || (2 * reach + 1) * (2 * reach + 1) >= Double(corners.count) {
                for other in corners { nearest = Swift.min(nearest, corner.distance(to: other)) }
            } else {
                var row = corner.row - reach
                while row <= corner.row + reach {
                    var index = firstIndex(of: (row, corner.column - reach), in: corners)
                    while index < corners.count && corners[index].row == row
                        && corners[index].column <= corner.column + reach
                    {
                        nearest = Swift.min(nearest, corner.distance(to: corners[index]))
                        index += 1
                    }
                    row += 1
                }
            }
            limits[corner.ring][corner.index] = nearest
        }
        return limits
    }

    /// The first position at or after `cell` in `corners` (sorted by row, then
    /// column).
    private static func firstIndex(of cell: (row: Double, column: Double), in corners: [GridCorner]) -> Int {
        _partitioningIndex(count: corners.count) { !((corners[$0].row, corners[$0].column) < cell) }
    }
}

/// A corner, the quadrant its curve takes and its place in the search grid.
private struct GridCorner {
    var ring: Int
    var index: Int
    var point: Point
    /// Back along the incoming edge and on along the outgoing one.
    var back: Point
    var on: Point
    /// How far the curve wants to reach along each edge.
    var extent: Double
    var row = 0.0
    var column = 0.0

    init(ring points: [Point], ring: Int, index: Int, rounder: CornerRounder) {
        self.ring = ring
        self.index = index
        let count = points.count
        point = points[index]
        let previous = points[(index + count - 1) % count], next = points[(index + 1) % count]
        back = Point(x: previous.x - point.x, y: previous.y - point.y)
        on = Point(x: next.x - point.x, y: next.y - point.y)
        let isConvex = back.y * on.x - back.x * on.y > 0
        let halfEdge = Swift.min(Swift.abs(back.x) + Swift.abs(back.y), Swift.abs(on.x) + Swift.abs(on.y)) / 2
        extent = Swift.min(rounder.shape.extent * (isConvex ? rounder.convexRadius : rounder.concaveRadius), halfEdge)
    }

    mutating func place(cell: Double) {
        row = (point.y / cell).rounded(.down)
        column = (point.x / cell).rounded(.down)
    }

    /// The L∞ distance to `other` when it lies in this corner's quadrant (and not
    /// at the same point), or infinity.
    func distance(to other: GridCorner) -> Double {
        let dx = other.point.x - point.x, dy = other.point.y - point.y
        guard dx != 0 || dy != 0, dx * back.x + dy * back.y >= 0, dx * on.x + dy * on.y >= 0 else { return .infinity }
        return Swift.max(Swift.abs(dx), Swift.abs(dy))
    }
}
