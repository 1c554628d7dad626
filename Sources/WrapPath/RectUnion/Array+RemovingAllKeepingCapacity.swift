extension Array {
    /// Removes every element and keeps the capacity, as
    /// `removeAll(keepingCapacity: true)` does, without its generic
    /// `replaceSubrange` (about 50 instructions a call): the union sweeps empty
    /// several short lists at every y. O(n) for n elements.
    @inline(__always)
    mutating func _removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
