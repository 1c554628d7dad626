/// The sweep front of ``SweepUnion``: runs come from a coverage tree over the
/// grid's x columns, and the vertical edge open in each column is kept by
/// column index.
struct CoverageFront: SweepFront {
    private let xs: [Double]
    private var tree: CoverageTree
    /// The vertex at the top of the vertical edge open in each x column, or -1.
    private var open: [Int32]
    /// The merged column ranges the band's events change.
    private var ranges: [(Int32, Int32)] = []

    /// A front over the grid columns at `xs`, with nothing covered.
    init(xs: [Double]) {
        self.xs = xs
        tree = CoverageTree(intervalCount: xs.count - 1)
        open = Array(repeating: -1, count: xs.count)
    }

    func x(of column: Int32) -> Double { xs[Int(column)] }

    /// Lists the covered runs inside the ranges the events change, applies the
    /// events to the tree, and lists them again.
    mutating func collectRuns(
        of events: ArraySlice<SweepUnion.Event>, before: inout [(Int32, Int32)], after: inout [(Int32, Int32)]
    ) {
        tree.apply(band: events, ranges: &ranges, before: &before, after: &after)
    }

    /// Closes the vertical edge open in `column` at `vertex`, or opens one there.
    mutating func attach(
        _ vertex: Int32, at column: Int32, before: [(Int32, Int32)], after: [(Int32, Int32)],
        builder: inout OutlineBuilder
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
