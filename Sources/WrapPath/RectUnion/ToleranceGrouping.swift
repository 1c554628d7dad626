/// Coordinates in non-decreasing order, read one at a time: the input of the
/// tolerance grouping that ``RectUnion`` uses to merge noisy coordinates.
protocol SortedCoordinates {
    /// The next coordinate, or `nil` after the last.
    var next: Double? { get }
    /// Moves past the next coordinate.
    mutating func removeNext()
}

/// A group of coordinates merged into one.
struct ToleranceGroup {
    /// The group's smallest value, where it starts.
    var anchor: Double
    /// The value that stands for the whole group: its most frequent value, the
    /// smallest on a tie.
    var representative: Double
}

extension SortedCoordinates {
    /// Reads the next group: the next value (its anchor) and every following value
    /// within `tolerance` of it. Returns `nil` after the last coordinate.
    ///
    /// The most frequent value stands for the group, so a coordinate shared by
    /// several rects wins over a noisy copy of it, and no value moves by more than
    /// `tolerance`. O(k) for a group of k values.
    @inline(__always)
    mutating func nextGroup(tolerance: Double) -> ToleranceGroup? {
        guard let anchor = next else { return nil }
        var best = anchor, bestCount = 0
        var value = anchor
        while true {
            var count = 0
            repeat {
                removeNext()
                count += 1
            } while next == value
            if count > bestCount { (best, bestCount) = (value, count) }
            guard let following = next, following - anchor <= tolerance else { break }
            value = following
        }
        return ToleranceGroup(anchor: anchor, representative: best)
    }
}
