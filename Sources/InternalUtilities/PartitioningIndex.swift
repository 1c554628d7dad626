/// The first index in `0..<count` for which `isInSecondPart` is true, or `count`
/// when there is none, by binary search: `isInSecondPart` must be false for a
/// prefix of the indices and true for the rest (as "is at or after some value"
/// is along a sorted list). O(log count) calls.
///
/// The one binary search of every module (runs, lines, glyphs, scalars, coordinates).
@inlinable @inline(__always)
package func _partitioningIndex(count: Int, where isInSecondPart: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let middle = (low + high) / 2
        if isInSecondPart(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
