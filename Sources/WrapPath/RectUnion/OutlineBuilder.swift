import Geometry

/// Collects the horizontal boundary edges of a union found by a top-to-bottom
/// sweep, links them with vertical edges, and traces the rings.
///
/// Vertex `2e` is where horizontal edge `e` starts and `2e + 1` where it ends.
/// Top edges (filled below) run left to right and bottom edges (filled above) run
/// right to left, which keeps the filled area on the right of every edge. A
/// vertical edge always leads from the end of one horizontal edge to the start of
/// another, so linking it is one assignment in `next`.
struct OutlineBuilder {
    var points: [Point] = []
    var next: [Int32] = []
    /// For the top-left corner of a hole (the end of a bottom edge whose vertical
    /// goes down): a vertex on the nearest vertical boundary to its left, inside
    /// the same filled region; -1 elsewhere.
    var leftNeighbor: [Int32] = []

    init(capacity: Int) {
        points.reserveCapacity(capacity)
        next.reserveCapacity(capacity)
        leftNeighbor.reserveCapacity(capacity)
    }

    /// Adds a horizontal edge from `fromX` to `toX` at `y` and returns its start
    /// and end vertices.
    mutating func addEdge(y: Double, fromX: Double, toX: Double) -> (start: Int32, end: Int32) {
        let start = Int32(points.count)
        points.append(Point(x: fromX, y: y))
        points.append(Point(x: toX, y: y))
        next.append(start + 1)
        next.append(-1)
        leftNeighbor.append(-1)
        leftNeighbor.append(-1)
        return (start, start + 1)
    }

    /// Links the vertical edge between `upper` and `lower` (same x, upper above).
    mutating func connectVertical(upper: Int32, lower: Int32) {
        if upper & 1 == 1 {
            next[Int(upper)] = lower
        } else {
            next[Int(lower)] = upper
        }
    }

    /// Traces every ring and groups them into regions, ordered top to bottom then
    /// left to right, each ring starting at its top-left corner. O(v log v).
    func regions() -> [Region] {
        let count = points.count
        var ringOf = [Int32](repeating: -1, count: count)
        var rings: [TracedRing] = []
        for first in stride(from: 0, to: count, by: 2) where ringOf[first] < 0 {
            let ring = Int32(rings.count)
            var corner = Int32(first), vertex = Int32(first), length = 0
            repeat {
                ringOf[Int(vertex)] = ring
                if isAboveOrLeft(vertex, corner) { corner = vertex }
                vertex = next[Int(vertex)]
                length += 1
            } while vertex != Int32(first)
            rings.append(TracedRing(corner: corner, length: length))
        }
        var regionOfRing = [Int32](repeating: -1, count: rings.count)
        var outerRings: [Int32] = []
        for (index, ring) in rings.enumerated() where ring.isOuter {
            regionOfRing[index] = Int32(outerRings.count)
            outerRings.append(Int32(index))
        }
        var holes = [[Int32]](repeating: [], count: outerRings.count)
        for index in rings.indices where !rings[index].isOuter {
            holes[Int(region(ofHole: index, rings: rings, ringOf: ringOf, regionOfRing: &regionOfRing))]
                .append(Int32(index))
        }
        var order = Array(outerRings.indices)
        order.sort { isAboveOrLeft(rings[Int(outerRings[$0])].corner, rings[Int(outerRings[$1])].corner) }
        return order.map { regionIndex in
            var holeRings = holes[regionIndex]
            holeRings.sort { isAboveOrLeft(rings[Int($0)].corner, rings[Int($1)].corner) }
            return Region(
                outer: ring(rings[Int(outerRings[regionIndex])]),
                holes: holeRings.map { ring(rings[Int($0)]) })
        }
    }

    /// The region of hole ring `index`, found through the chain of left neighbours
    /// (each strictly further left, so the chain ends at an outer ring).
    private func region(
        ofHole index: Int, rings: [TracedRing], ringOf: [Int32], regionOfRing: inout [Int32]
    ) -> Int32 {
        var chain: [Int] = []
        var ring = index
        while regionOfRing[ring] < 0 {
            chain.append(ring)
            ring = Int(ringOf[Int(leftNeighbor[Int(rings[ring].corner)])])
        }
        let region = regionOfRing[ring]
        for member in chain { regionOfRing[member] = region }
        return region
    }

    private func isAboveOrLeft(_ a: Int32, _ b: Int32) -> Bool {
        let p = points[Int(a)], q = points[Int(b)]
        return p.y < q.y || (p.y == q.y && p.x < q.x)
    }

    private func ring(_ traced: TracedRing) -> Ring {
        var ringPoints: [Point] = []
        ringPoints.reserveCapacity(traced.length)
        let corner = traced.corner
        var vertex = corner
        repeat {
            ringPoints.append(points[Int(vertex)])
            vertex = next[Int(vertex)]
        } while vertex != corner
        return Ring(points: ringPoints)
    }
}

/// A ring found by tracing: its top-left corner and its number of corners.
private struct TracedRing {
    var corner: Int32
    var length: Int
    /// Outer rings leave their top-left corner along a top edge (an edge start);
    /// holes arrive there along a bottom edge (an edge end).
    var isOuter: Bool { corner & 1 == 0 }
}
