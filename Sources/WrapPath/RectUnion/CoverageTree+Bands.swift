extension CoverageTree {
    /// Applies a band's events (sorted by `lower`) to the tree, listing the covered
    /// runs inside the ranges they change in `before` (as they were) and `after` (as
    /// they are then). `ranges` receives those ranges, merged: they never touch.
    ///
    /// Rects that end at the band cover their ranges above it, as rects that start
    /// there cover theirs below it: when every event of the band ends (or every one
    /// starts) a rect, `before` (`after`) is the ranges themselves, with no walk down
    /// the tree. The three arrays are emptied first and keep their capacity.
    mutating func apply(
        band events: ArraySlice<SweepUnion.Event>, ranges: inout [(Int32, Int32)],
        before: inout [(Int32, Int32)], after: inout [(Int32, Int32)]
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
        if starts == 0 {
            before.append(contentsOf: ranges)
        } else {
            for range in ranges { appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &before) }
        }
        for event in events { add(event.delta, lower: Int(event.lower), upper: Int(event.upper)) }
        if starts == events.count {
            after.append(contentsOf: ranges)
        } else {
            for range in ranges { appendCoveredRuns(lower: Int(range.0), upper: Int(range.1), to: &after) }
        }
    }
}
