import Geometry
import InternalUtilities

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
        var sorted = raw
        sorted.sort()
        var values: [Double] = [], anchors: [Double] = []
        values.reserveCapacity(sorted.count)
        anchors.reserveCapacity(sorted.count)
        sorted.withUnsafeBufferPointer { buffer in
            var cursor = _BufferCursor(buffer)
            while let group = cursor.nextGroup(tolerance: tolerance) {
                anchors.append(group.anchor)
                values.append(group.representative)
            }
        }
        self.values = values
        self.anchors = anchors
    }

    /// The index of the group `value` belongs to: the last anchor not above it.
    /// O(log n).
    func index(of value: Double) -> Int32 {
        let anchors = anchors
        return Int32(Swift.max(_partitioningIndex(count: anchors.count) { anchors[$0] > value } - 1, 0))
    }
}

/// The values of a sorted buffer, read one at a time.
private struct _BufferCursor: _SortedCoordinates {
    private let buffer: UnsafeBufferPointer<Double>
    private var index = 0

    init(_ buffer: UnsafeBufferPointer<Double>) { self.buffer = buffer }

    var next: Double? {
        @inline(__always) get { index < buffer.count ? buffer[index] : nil }
    }

    @inline(__always)
    mutating func removeNext() { index += 1 }
}
