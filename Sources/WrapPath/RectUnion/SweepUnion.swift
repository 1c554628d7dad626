import Geometry

/// The union outline of arbitrary rects by a top-to-bottom sweep over a coverage
/// segment tree. O((n + k) log n) for n rects and k output corners.
///
/// Coordinates are merged into a ``CoordinateGrid`` along each axis. At each
/// distinct y, ``CoverageFront`` lists the covered x runs inside the changing
/// ranges before and after applying the rects that start and end there, and
/// ``UnionSweep`` turns the difference into edges. Above
/// ``Chunking/threshold`` rects, ``ChunkedUnion`` first reduces the rects to
/// the disjoint rects of their chunks' unions.
enum SweepUnion {
    /// A rect starting (`delta` 1) or ending (-1) at grid row `y`, over the grid
    /// columns `lower..<upper`.
    struct Event {
        var y: Int32
        var lower: Int32
        var upper: Int32
        var delta: Int32
    }

    /// The regions, or nil once the outline has more than `maximumCorners` corners
    /// (checked after every row, before the rings are traced).
    static func regions(
        of rects: [Rect], tolerance: Double, chunking: Chunking = .standard, maximumCorners: Int = .max
    ) -> [Region]? {
        // The edges of the rects kept, read straight from the input (no copy of the rects).
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(2 * rects.count)
        ys.reserveCapacity(2 * rects.count)
        for rect in rects
        where rect._hasFiniteEdges && Swift.abs(rect.width) > tolerance && Swift.abs(rect.height) > tolerance {
            xs.append(rect.minX); xs.append(rect.maxX)
            ys.append(rect.minY); ys.append(rect.maxY)
        }
        let xGrid = CoordinateGrid(xs, tolerance: tolerance)
        let yGrid = CoordinateGrid(ys, tolerance: tolerance)
        let count = xs.count / 2
        // The grids hold all that is needed of the edges from here on.
        (xs, ys) = ([], [])
        if count > chunking.threshold,
            let chunked = ChunkedUnion.disjointRects(
                count: count, columns: xGrid.indices, rows: yGrid.indices, chunking: chunking)
        {
            return regions(of: chunked, xs: xGrid.values, ys: yGrid.values, maximumCorners: maximumCorners)
        }
        var events: [Event] = []
        events.reserveCapacity(2 * count)
        for index in 0..<count {
            let lower = xGrid.indices[2 * index], upper = xGrid.indices[2 * index + 1]
            let top = yGrid.indices[2 * index], bottom = yGrid.indices[2 * index + 1]
            guard lower < upper, top < bottom else { continue }
            events.append(Event(y: top, lower: lower, upper: upper, delta: 1))
            events.append(Event(y: bottom, lower: lower, upper: upper, delta: -1))
        }
        return regions(of: &events, xs: xGrid.values, ys: yGrid.values, maximumCorners: maximumCorners)
    }

    /// The outline of grid rects (not empty) over the grids at `xs` and `ys`,
    /// sweeping only the columns they use.
    private static func regions(of rects: [GridRect], xs: [Double], ys: [Double], maximumCorners: Int) -> [Region]? {
        var edges: [Double] = [], events: [Event] = []
        let columns = ownColumns(of: rects, edges: &edges, events: &events)
        return regions(of: &events, xs: columns.values.map { xs[Int($0)] }, ys: ys, maximumCorners: maximumCorners)
    }

    /// The grid columns `rects` use, numbered in order (exact: grid indices are
    /// integers), with the rects' events over those numbers in `events`; `edges` is
    /// scratch. Both arrays are emptied first and keep their capacity.
    static func ownColumns(of rects: [GridRect], edges: inout [Double], events: inout [Event]) -> CoordinateGrid {
        edges._removeAllKeepingCapacity()
        edges.reserveCapacity(2 * rects.count)
        for rect in rects {
            edges.append(Double(rect.lower))
            edges.append(Double(rect.upper))
        }
        let columns = CoordinateGrid(edges, tolerance: 0)
        events._removeAllKeepingCapacity()
        events.reserveCapacity(2 * rects.count)
        for (index, rect) in rects.enumerated() {
            let lower = columns.indices[2 * index], upper = columns.indices[2 * index + 1]
            events.append(Event(y: rect.top, lower: lower, upper: upper, delta: 1))
            events.append(Event(y: rect.bottom, lower: lower, upper: upper, delta: -1))
        }
        return columns
    }

    /// The outline of the rects whose events are `events` (any order), over x
    /// columns at `xs` and rows at `ys`; nil past `maximumCorners` corners.
    private static func regions(of events: inout [Event], xs: [Double], ys: [Double], maximumCorners: Int) -> [Region]? {
        guard !events.isEmpty else { return [] }
        sortByRow(&events)
        var sweep = UnionSweep(front: CoverageFront(xs: xs), capacity: Swift.min(events.count * 2, maximumCorners))
        forEachBand(of: events) { row, band in
            sweep.advance(y: ys[Int(row)], band: band)
            return sweep.builder.points.count <= maximumCorners
        }
        guard sweep.builder.points.count <= maximumCorners else { return nil }
        return sweep.builder.regions()
    }

    /// Sorts events by row, then by `lower`.
    static func sortByRow(_ events: inout [Event]) {
        RadixSort.sort(
            &events, by: { UInt64(UInt32(bitPattern: $0.y)) << 32 | UInt64(UInt32(bitPattern: $0.lower)) },
            areInIncreasingOrder: { ($0.y, $0.lower) < ($1.y, $1.lower) })
    }

    /// Calls `body` with each row of the sorted `events` and the events there,
    /// until it returns `false`.
    @inline(__always)
    static func forEachBand(of events: [Event], _ body: (Int32, ArraySlice<Event>) -> Bool) {
        var start = 0
        while start < events.count {
            var end = start + 1
            while end < events.count && events[end].y == events[start].y { end += 1 }
            guard body(events[start].y, events[start..<end]) else { return }
            start = end
        }
    }
}
