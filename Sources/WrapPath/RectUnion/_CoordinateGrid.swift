import Geometry

/// Distinct coordinates along one axis after merging values closer than the
/// tolerance, and the map from input values to their merged index.
///
/// Values are sorted and grouped greedily (see
/// ``_SortedCoordinates/nextGroup(tolerance:)``): a group starts at its smallest
/// value (its anchor) and takes every following value within `tolerance` of the
/// anchor; its most frequent value stands for it. O(n log n).
struct _CoordinateGrid {
    /// The representatives, strictly increasing.
    var values: [Double]
    /// The anchors (smallest member) of the groups, strictly increasing.
    private var anchors: [Double]

    /// Builds the grid of `raw` (unsorted, finite).
    init(_ raw: [Double], tolerance: Double) {
        var sorted = _SortedArray(raw)
        values = []
        anchors = []
        while let group = sorted.nextGroup(tolerance: tolerance) {
            anchors.append(group.anchor)
            values.append(group.representative)
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

/// An array's values in ascending order, read one at a time.
private struct _SortedArray: _SortedCoordinates {
    private let values: [Double]
    private var index = 0

    init(_ raw: [Double]) {
        var values = raw
        values.sort()
        self.values = values
    }

    var next: Double? {
        @inline(__always) get { index < values.count ? values[index] : nil }
    }

    @inline(__always)
    mutating func removeNext() { index += 1 }
}
