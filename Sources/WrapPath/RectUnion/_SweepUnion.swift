import Geometry

/// The union outline of arbitrary rects by a top-to-bottom sweep over a coverage
/// segment tree. O((n + k) log n) for n rects and k output corners.
///
/// Coordinates are merged into a ``_CoordinateGrid`` along each axis. At each
/// distinct y, ``_CoverageFront`` lists the covered x runs inside the changing
/// ranges before and after applying the rects that start and end there, and
/// ``_UnionSweep`` turns the difference into edges.
enum _SweepUnion {
    /// A rect starting (`delta` 1) or ending (-1) at grid row `y`, over the grid
    /// columns `lower..<upper`.
    struct Event {
        var y: Int32
        var lower: Int32
        var upper: Int32
        var delta: Int32
    }

    static func regions(of rects: [Rect], tolerance: Double) -> [Region] {
        // The edges of the rects kept, read straight from the input (no copy of the rects).
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(2 * rects.count)
        ys.reserveCapacity(2 * rects.count)
        for rect in rects
        where rect._hasFiniteEdges && Swift.abs(rect.width) > tolerance && Swift.abs(rect.height) > tolerance {
            xs.append(rect.minX); xs.append(rect.maxX)
            ys.append(rect.minY); ys.append(rect.maxY)
        }
        let xGrid = _CoordinateGrid(xs, tolerance: tolerance)
        let yGrid = _CoordinateGrid(ys, tolerance: tolerance)
        var events: [Event] = []
        events.reserveCapacity(xs.count)
        for index in 0..<(xs.count / 2) {
            let lower = xGrid.indices[2 * index], upper = xGrid.indices[2 * index + 1]
            let top = yGrid.indices[2 * index], bottom = yGrid.indices[2 * index + 1]
            guard lower < upper, top < bottom else { continue }
            events.append(Event(y: top, lower: lower, upper: upper, delta: 1))
            events.append(Event(y: bottom, lower: lower, upper: upper, delta: -1))
        }
        guard !events.isEmpty else { return [] }
        _RadixSort.sort(
            &events, by: { UInt64(UInt32(bitPattern: $0.y)) << 32 | UInt64(UInt32(bitPattern: $0.lower)) },
            areInIncreasingOrder: { ($0.y, $0.lower) < ($1.y, $1.lower) })
        var sweep = _UnionSweep(front: _CoverageFront(xs: xGrid.values), capacity: events.count * 2)
        var start = 0
        while start < events.count {
            var end = start + 1
            while end < events.count && events[end].y == events[start].y { end += 1 }
            sweep.advance(y: yGrid.values[Int(events[start].y)], band: events[start..<end])
            start = end
        }
        return sweep.builder.regions()
    }
}
