import Geometry

/// The difference of two sorted lists of disjoint, non-touching half-open runs.
enum RunDifference {
    /// Appends the maximal runs covered by `before` but not `after` to `lost` and
    /// those covered by `after` but not `before` to `gained`. O(n + m).
    static func split<Coordinate: Comparable>(
        before: [(Coordinate, Coordinate)], after: [(Coordinate, Coordinate)],
        lost: inout [(Coordinate, Coordinate)], gained: inout [(Coordinate, Coordinate)]
    ) {
        var i = 0, j = 0
        var inBefore = false, inAfter = false
        var lostStart: Coordinate?, gainedStart: Coordinate?
        let beforeEnd = 2 * before.count, afterEnd = 2 * after.count
        while i < beforeEnd || j < afterEnd {
            let b = i < beforeEnd ? (i & 1 == 0 ? before[i >> 1].0 : before[i >> 1].1) : nil
            let a = j < afterEnd ? (j & 1 == 0 ? after[j >> 1].0 : after[j >> 1].1) : nil
            let x: Coordinate
            switch (a, b) {
            case let (a?, b?): x = Swift.min(a, b)
            case let (a?, nil): x = a
            case let (nil, b?): x = b
            case (nil, nil): return
            }
            if b == x { inBefore.toggle(); i += 1 }
            if a == x { inAfter.toggle(); j += 1 }
            track(isInside: inBefore && !inAfter, at: x, start: &lostStart, runs: &lost)
            track(isInside: inAfter && !inBefore, at: x, start: &gainedStart, runs: &gained)
        }
    }

    /// Ends the run that started at `start` when `x` is no longer inside it, or
    /// starts one at `x` when `x` is inside and none is open.
    @inline(__always)
    private static func track<Coordinate>(
        isInside: Bool, at x: Coordinate, start: inout Coordinate?, runs: inout [(Coordinate, Coordinate)]
    ) {
        if let open = start, !isInside {
            runs.append((open, x))
            start = nil
        } else if isInside && start == nil {
            start = x
        }
    }
}
