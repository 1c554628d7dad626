/// The sweep front of ``_SweepUnion``: runs come from a coverage tree over the
/// grid's x columns, and the vertical edge open in each column is kept by
/// column index.
struct _CoverageFront: _SweepFront {
    private let xs: [Double]
    private var tree: _CoverageTree
    /// The vertex at the top of the vertical edge open in each x column, or -1.
    private var open: [Int32]
    /// The merged column ranges the band's events change.
    private var ranges: [(Int32, Int32)] = []

    /// A front over the grid columns at `xs`, with nothing covered.
    init(xs: [Double]) {
        self.xs = xs
        tree = _CoverageTree(intervalCount: xs.count - 1)
        open = Array(repeating: -1, count: xs.count)
    }

    func x(of column: Int32) -> Double { xs[Int(column)] }

    /// Lists the covered runs inside the ranges the events change, applies the
    /// events to the tree, and lists them again.
    mutating func collectRuns(
        of events: ArraySlice<_SweepUnion.Event>, before: inout [(Int32, Int32)], after: inout [(Int32, Int32)]
    ) {
        ranges._removeAllKeepingCapacity()
        var starts = 0
        for event in events {
            if event.delta > 0 { starts += 1 }
            if let last = ranges.last, event.lower <= last.1 {
                ranges[ranges.count - 1].1 = Swift.max(last.1, event.upper)
            } else {
                ranges.append((event.lower, event.upper))
            }
        }
        before._removeAllKeepingCapacity()
        after._removeAllKeepingCapacity()
        // The merged ranges never touch, and rects that end at this y cover their
        // ranges above it, as rects that start here cover theirs below it: when every
        // event of the band ends (or every one starts) a rect, `before` (`after`) is
        // the ranges themselves, with no walk down the tree.
        if starts == 0 {
            before.append(contentsOf: ranges)
        } else {
            for range in ranges { tree.appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &before) }
        }
        for event in events { tree.add(event.delta, lower: Int(event.lower), upper: Int(event.upper)) }
        if starts == events.count {
            after.append(contentsOf: ranges)
        } else {
            for range in ranges { tree.appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &after) }
        }
    }

    /// Closes the vertical edge open in `column` at `vertex`, or opens one there.
    mutating func attach(
        _ vertex: Int32, at column: Int32, before: [(Int32, Int32)], after: [(Int32, Int32)],
        builder: inout _OutlineBuilder
    ) {
        let upper = open[Int(column)]
        if upper >= 0 {
            builder.connectVertical(upper: upper, lower: vertex)
            open[Int(column)] = -1
        } else {
            open[Int(column)] = vertex
        }
    }

    /// Nothing to do: a column's open edge stays open until a vertex closes it.
    func finishAttaching(before: [(Int32, Int32)], after: [(Int32, Int32)]) {}

    func leftNeighbor(of corner: Int32, at column: Int32, after: [(Int32, Int32)]) -> Int32? {
        guard open[Int(column)] == corner else { return nil }
        return open[tree.coveredRunStart(containing: Int(column) - 1)]
    }
}
