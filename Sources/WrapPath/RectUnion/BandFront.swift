import Geometry
import InternalUtilities

/// The sweep front of ``BandUnion``: runs come from the window of rects that
/// covers each band, and the vertical edge open at each run end is kept by the
/// end's position among the runs.
///
/// `open` belongs to the runs above the current y (the sweep's `before`) and
/// `newOpen` to those below it (`after`); moving to the next band swaps them,
/// as the sweep's `after` becomes the runs above the next y.
struct BandFront: SweepFront {
    let tolerance: Double
    /// The vertex at the top of the vertical edge open at each end of the runs
    /// above (flattened: start, end, start, ...), or -1.
    private var open: [Int32] = []
    /// The same for the runs below.
    private var newOpen: [Int32] = []

    init(tolerance: Double) { self.tolerance = tolerance }

    func x(of end: Double) -> Double { end }

    /// Makes the runs below the last y the runs above this one, then sets `after`
    /// to the covered runs of `window`: each end within the tolerance of an end of
    /// the band above moves onto it (which keeps the ends in order), then runs
    /// closer than the tolerance merge and thinner ones are dropped.
    mutating func collectRuns(
        of window: ArraySlice<Rect>, before: inout [(Double, Double)], after: inout [(Double, Double)]
    ) {
        swap(&before, &after)
        swap(&open, &newOpen)
        after._removeAllKeepingCapacity()
        for rect in window { after.append((rect.minX, rect.maxX)) }
        if after.count > 1 { after.sort { $0.0 < $1.0 } }
        var merged = 0
        for index in after.indices {
            let run = (snap(after[index].0, to: before), snap(after[index].1, to: before))
            if merged > 0 && run.0 <= after[merged - 1].1 + tolerance {
                after[merged - 1].1 = Swift.max(after[merged - 1].1, run.1)
            } else if run.1 - run.0 > tolerance {
                after[merged] = run
                merged += 1
            }
        }
        after.removeLast(after.count - merged)
        newOpen._removeAllKeepingCapacity()
        newOpen.append(contentsOf: repeatElement(-1, count: 2 * after.count))
    }

    /// `x`, or the first end of `runs` within the tolerance of it. O(log m) for m
    /// runs.
    private func snap(_ x: Double, to runs: [(Double, Double)]) -> Double {
        let count = 2 * runs.count
        let first = _partitioningIndex(count: count) { Self.end($0, of: runs) >= x - tolerance }
        guard first < count else { return x }
        let candidate = Self.end(first, of: runs)
        return candidate - x <= tolerance ? candidate : x
    }

    /// Closes the vertical edge open at `x` in the band above at `vertex`, or opens
    /// one at `x` in the new band.
    mutating func attach(
        _ vertex: Int32, at x: Double, before: [(Double, Double)], after: [(Double, Double)],
        builder: inout OutlineBuilder
    ) {
        if let index = Self.position(of: x, in: before), open[index] >= 0 {
            builder.connectVertical(upper: open[index], lower: vertex)
            open[index] = -1
        } else {
            newOpen[Self.position(of: x, in: after)!] = vertex
        }
    }

    /// Run ends below that no vertex took continue a vertical edge from above.
    mutating func finishAttaching(before: [(Double, Double)], after: [(Double, Double)]) {
        for index in newOpen.indices where newOpen[index] < 0 {
            newOpen[index] = open[Self.position(of: Self.end(index, of: after), in: before)!]
        }
    }

    func leftNeighbor(of corner: Int32, at x: Double, after: [(Double, Double)]) -> Int32? {
        guard let end = Self.position(of: x, in: after), newOpen[end] == corner else { return nil }
        return newOpen[end - 1]
    }

    private static func end(_ index: Int, of runs: [(Double, Double)]) -> Double {
        index & 1 == 0 ? runs[index >> 1].0 : runs[index >> 1].1
    }

    /// The index of `x` among the flattened run ends, by binary search.
    private static func position(of x: Double, in runs: [(Double, Double)]) -> Int? {
        let index = _partitioningIndex(count: 2 * runs.count) { end($0, of: runs) >= x }
        return index < 2 * runs.count && end(index, of: runs) == x ? index : nil
    }
}
