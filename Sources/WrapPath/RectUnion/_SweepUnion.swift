import Geometry

/// The union outline of arbitrary rects by a top-to-bottom sweep over a coverage
/// segment tree. O((n + k) log n) for n rects and k output corners.
///
/// At each distinct y the sweep lists the covered x runs inside the changing
/// ranges before and after applying the rects that start and end there; runs that
/// become covered are top edges, runs that become uncovered are bottom edges.
/// Vertical edges are linked through the vertex left open in each x column.
enum _SweepUnion {
    private struct Event {
        var y: Int32
        var lower: Int32
        var upper: Int32
        var delta: Int32
    }

    static func regions(of rects: [Rect], tolerance: Double) -> [Region] {
        var xs: [Double] = [], ys: [Double] = []
        let kept = rects.filter {
            $0._hasFiniteEdges && Swift.abs($0.width) > tolerance && Swift.abs($0.height) > tolerance
        }
        xs.reserveCapacity(2 * kept.count)
        ys.reserveCapacity(2 * kept.count)
        for rect in kept {
            xs.append(rect.minX); xs.append(rect.maxX)
            ys.append(rect.minY); ys.append(rect.maxY)
        }
        let xGrid = _CoordinateGrid(xs, tolerance: tolerance)
        let yGrid = _CoordinateGrid(ys, tolerance: tolerance)
        var events: [Event] = []
        events.reserveCapacity(2 * kept.count)
        for rect in kept {
            let lower = xGrid.index(of: rect.minX), upper = xGrid.index(of: rect.maxX)
            let top = yGrid.index(of: rect.minY), bottom = yGrid.index(of: rect.maxY)
            guard lower < upper, top < bottom else { continue }
            events.append(Event(y: top, lower: lower, upper: upper, delta: 1))
            events.append(Event(y: bottom, lower: lower, upper: upper, delta: -1))
        }
        guard !events.isEmpty else { return [] }
        events.sort { ($0.y, $0.lower) < ($1.y, $1.lower) }
        var sweep = _Sweep(xs: xGrid.values, capacity: events.count * 2)
        var start = 0
        while start < events.count {
            var end = start + 1
            while end < events.count && events[end].y == events[start].y { end += 1 }
            sweep.advance(y: yGrid.values[Int(events[start].y)], events: events[start..<end])
            start = end
        }
        return sweep.builder.regions()
    }

    private struct _Sweep {
        let xs: [Double]
        var tree: _CoverageTree
        var builder: _OutlineBuilder
        /// The vertex at the top of the vertical edge open in each x column, or -1.
        var open: [Int32]
        var ranges: [(Int32, Int32)] = []
        var before: [(Int32, Int32)] = []
        var after: [(Int32, Int32)] = []
        var bottomEdges: [(Int32, Int32)] = []
        var topEdges: [(Int32, Int32)] = []

        init(xs: [Double], capacity: Int) {
            self.xs = xs
            tree = _CoverageTree(leafCount: xs.count - 1)
            builder = _OutlineBuilder(capacity: capacity)
            open = Array(repeating: -1, count: xs.count)
        }

        mutating func advance(y: Double, events: ArraySlice<Event>) {
            ranges.removeAll(keepingCapacity: true)
            for event in events {
                if let last = ranges.last, event.lower <= last.1 {
                    ranges[ranges.count - 1].1 = Swift.max(last.1, event.upper)
                } else {
                    ranges.append((event.lower, event.upper))
                }
            }
            before.removeAll(keepingCapacity: true)
            after.removeAll(keepingCapacity: true)
            for range in ranges { tree.appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &before) }
            for event in events { tree.add(event.delta, lower: Int(event.lower), upper: Int(event.upper)) }
            for range in ranges { tree.appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &after) }
            bottomEdges.removeAll(keepingCapacity: true)
            topEdges.removeAll(keepingCapacity: true)
            _RunDifference.split(before: before, after: after, lost: &bottomEdges, gained: &topEdges)
            let firstBottom = Int32(builder.points.count)
            for edge in bottomEdges {
                let vertices = builder.addEdge(y: y, fromX: xs[Int(edge.1)], toX: xs[Int(edge.0)])
                attach(vertices.start, column: edge.1)
                attach(vertices.end, column: edge.0)
            }
            for edge in topEdges {
                let vertices = builder.addEdge(y: y, fromX: xs[Int(edge.0)], toX: xs[Int(edge.1)])
                attach(vertices.start, column: edge.0)
                attach(vertices.end, column: edge.1)
            }
            for (index, edge) in bottomEdges.enumerated() {
                let corner = firstBottom + Int32(2 * index + 1)
                guard open[Int(edge.0)] == corner else { continue }
                let runStart = tree.coveredRunStart(containing: Int(edge.0) - 1)
                builder.leftNeighbor[Int(corner)] = open[runStart]
            }
        }

        /// Closes the vertical edge open in `column` at `vertex`, or opens one there.
        private mutating func attach(_ vertex: Int32, column: Int32) {
            let upper = open[Int(column)]
            if upper >= 0 {
                builder.connectVertical(upper: upper, lower: vertex)
                open[Int(column)] = -1
            } else {
                open[Int(column)] = vertex
            }
        }
    }
}
