/// A rect in grid coordinates: the x intervals `lower..<upper` of one grid and
/// the rows `top..<bottom` of the other (row `r` lies between y values `r` and
/// `r + 1`).
struct GridRect {
    var lower: Int32
    var upper: Int32
    var top: Int32
    var bottom: Int32
}

/// The union of rects as disjoint rects, by a top-to-bottom sweep over a
/// coverage tree: one rect per maximal covered x run for as long as the run
/// stays the same. ``ChunkedUnion`` runs it on each chunk of a large input.
///
/// A band whose events change no coverage inside their ranges (most bands of a
/// dense union) costs its updates and one listing of those ranges. Otherwise its
/// events are undone, and the ranges they change grow to the covered runs around
/// them (their ends stay uncovered before and after the band), so the runs
/// listed there are maximal. A run listed before the events but not after
/// them closes, giving a rect from the row where it opened; a run listed after
/// but not before opens. Runs listed on both sides go on. Each closed run has
/// an outline corner on its boundary at this row or borders a run that has, so
/// a union with k corners gives O(k) rects; such a band costs O(log² n) plus
/// the tree walks of its events and runs.
struct MaximalRunSweep {
    private var tree: CoverageTree
    /// The row where the open run starting at each interval opened.
    private var openRow: [Int32]
    private var ranges: [(Int32, Int32)] = []
    private var before: [(Int32, Int32)] = []
    private var after: [(Int32, Int32)] = []

    /// A sweep over `intervalCount` x intervals, with nothing covered.
    init(intervalCount: Int) {
        tree = CoverageTree(intervalCount: intervalCount)
        openRow = Array(repeating: 0, count: intervalCount)
    }

    /// Applies the events of the band starting at row `row` (sorted by `lower`)
    /// and appends the runs it closes to `rects`.
    mutating func advance(row: Int32, band: ArraySlice<SweepUnion.Event>, closing rects: inout [GridRect]) {
        // Most bands of a dense union change no coverage at all: compare the runs
        // inside the ranges first.
        tree.apply(band: band, ranges: &ranges, before: &before, after: &after)
        if Self.areEqual(before, after) { return }
        for event in band.reversed() { tree.add(-event.delta, lower: Int(event.lower), upper: Int(event.upper)) }
        // Grow each range to the covered runs at its ends. Both ends of a grown range
        // lie outside every range (or it would have merged), so their coverage is
        // the same before and after the band.
        var merged = 0
        for index in ranges.indices {
            let (lower, upper) = ranges[index]
            let start = Int32(truncatingIfNeeded: lower > 0 ? tree.coveredRunStart(containing: Int(lower) - 1) : 0)
            let end = Int32(truncatingIfNeeded: tree.firstUncoveredInterval(from: Int(upper)))
            if merged > 0 && start <= ranges[merged - 1].1 {
                ranges[merged - 1].1 = Swift.max(ranges[merged - 1].1, end)
            } else {
                ranges[merged] = (start, end)
                merged += 1
            }
        }
        ranges.removeLast(ranges.count - merged)
        before._removeAllKeepingCapacity()
        after._removeAllKeepingCapacity()
        for range in ranges { tree.appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &before) }
        for event in band { tree.add(event.delta, lower: Int(event.lower), upper: Int(event.upper)) }
        for range in ranges { tree.appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &after) }
        var old = 0, new = 0
        while old < before.count || new < after.count {
            if old < before.count && new < after.count && before[old] == after[new] {
                old += 1
                new += 1
            } else if new == after.count || old < before.count && before[old].0 <= after[new].0 {
                // Closed before a run starting at the same interval opens.
                let run = before[old]
                rects.append(GridRect(lower: run.0, upper: run.1, top: openRow[Int(run.0)], bottom: row))
                old += 1
            } else {
                openRow[Int(after[new].0)] = row
                new += 1
            }
        }
    }

    private static func areEqual(_ a: [(Int32, Int32)], _ b: [(Int32, Int32)]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] != b[index] { return false }
        return true
    }
}
