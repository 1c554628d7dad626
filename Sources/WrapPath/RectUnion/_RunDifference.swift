/// The difference of two sorted lists of disjoint, non-touching half-open runs.
enum _RunDifference {
    /// Appends the maximal runs covered by `before` but not `after` to `lost` and
    /// those covered by `after` but not `before` to `gained`. O(n + m).
    static func split(
        before: [(Int32, Int32)], after: [(Int32, Int32)],
        lost: inout [(Int32, Int32)], gained: inout [(Int32, Int32)]
    ) {
        var i = 0, j = 0
        var inBefore = false, inAfter = false
        var lostStart: Int32 = -1, gainedStart: Int32 = -1
        let beforeEnd = 2 * before.count, afterEnd = 2 * after.count
        while i < beforeEnd || j < afterEnd {
            let b = i < beforeEnd ? (i & 1 == 0 ? before[i >> 1].0 : before[i >> 1].1) : Int32.max
            let a = j < afterEnd ? (j & 1 == 0 ? after[j >> 1].0 : after[j >> 1].1) : Int32.max
            let x = Swift.min(a, b)
            if b == x { inBefore.toggle(); i += 1 }
            if a == x { inAfter.toggle(); j += 1 }
            let isLost = inBefore && !inAfter, isGained = inAfter && !inBefore
            if isLost != (lostStart >= 0) {
                if isLost { lostStart = x } else { lost.append((lostStart, x)); lostStart = -1 }
            }
            if isGained != (gainedStart >= 0) {
                if isGained { gainedStart = x } else { gained.append((gainedStart, x)); gainedStart = -1 }
            }
        }
    }
}
