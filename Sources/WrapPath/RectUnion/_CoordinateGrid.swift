import Geometry

/// Distinct coordinates along one axis after merging values closer than the
/// tolerance, and the map from input values to their merged index.
///
/// Values are sorted and grouped greedily: a group starts at its smallest value
/// (its anchor) and takes every following value within `tolerance` of the anchor.
/// Each group is represented by its most frequent value (the smallest on a tie),
/// so a coordinate shared by several rects wins over a noisy copy of it, and no
/// value moves by more than `tolerance`. O(n log n).
struct _CoordinateGrid {
    /// The representatives, strictly increasing.
    var values: [Double]
    /// The anchors (smallest member) of the groups, strictly increasing.
    private var anchors: [Double]

    /// Builds the grid of `raw` (unsorted, finite).
    init(_ raw: [Double], tolerance: Double) {
        var sorted = raw
        sorted.sort()
        values = []
        anchors = []
        var index = 0
        while index < sorted.count {
            let anchor = sorted[index]
            var best = anchor, bestCount = 0
            while index < sorted.count && sorted[index] - anchor <= tolerance {
                let value = sorted[index]
                var count = 0
                while index < sorted.count && sorted[index] == value {
                    count += 1
                    index += 1
                }
                if count > bestCount { (best, bestCount) = (value, count) }
            }
            anchors.append(anchor)
            values.append(best)
        }
    }

    /// The index of the group `value` belongs to: the last anchor not above it.
    /// O(log n).
    func index(of value: Double) -> Int32 {
        var low = 0, high = anchors.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if anchors[middle] <= value { low = middle } else { high = middle }
        }
        return Int32(low)
    }
}
