/// Distinct coordinates along one axis after merging values closer than the
/// tolerance, and the merged index of every input value.
///
/// Values are sorted together with their positions in the input and grouped
/// greedily (see ``SortedCoordinates/nextGroup(tolerance:)``): a group starts at
/// its smallest value (its anchor) and takes every following value within
/// `tolerance` of the anchor; its most frequent value stands for it. Each input
/// value learns its group while the sorted values are read, so no lookup is
/// needed afterwards: a binary search per value over a million groups would miss
/// the cache at almost every step. O(n) (a radix sort).
struct CoordinateGrid {
    /// The representatives, strictly increasing.
    var values: [Double]
    /// The group of each input value, in input order.
    var indices: [Int32]

    /// Builds the grid of `raw` (unsorted, finite; at most `Int32.max` values).
    init(_ raw: [Double], tolerance: Double) {
        var sorted = raw.indices.map { SlottedValue(value: raw[$0], slot: Int32(truncatingIfNeeded: $0)) }
        RadixSort.sort(&sorted, by: { RadixSort.key($0.value) }, areInIncreasingOrder: { $0.value < $1.value })
        var values: [Double] = []
        var indices = [Int32](repeating: 0, count: raw.count)
        sorted.withUnsafeBufferPointer { buffer in
            indices.withUnsafeMutableBufferPointer { indices in
                var cursor = SlottedCursor(buffer)
                var groupStart = 0
                while let group = cursor.nextGroup(tolerance: tolerance) {
                    let index = Int32(truncatingIfNeeded: values.count)
                    for position in groupStart..<cursor.index { indices[Int(buffer[position].slot)] = index }
                    groupStart = cursor.index
                    values.append(group.representative)
                }
            }
        }
        self.values = values
        self.indices = indices
    }
}

/// An input value and its position in the input.
private struct SlottedValue {
    var value: Double
    var slot: Int32
}

/// The values of a sorted buffer, read one at a time.
private struct SlottedCursor: SortedCoordinates {
    private let buffer: UnsafeBufferPointer<SlottedValue>
    /// How many values have been read.
    private(set) var index = 0

    init(_ buffer: UnsafeBufferPointer<SlottedValue>) { self.buffer = buffer }

    var next: Double? {
        @inline(__always) get { index < buffer.count ? buffer[index].value : nil }
    }

    @inline(__always)
    mutating func removeNext() { index += 1 }
}
