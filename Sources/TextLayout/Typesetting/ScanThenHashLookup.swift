/// Finds an element by its key in a list that only grows (a layout's styles, its lines'
/// metrics): by comparing the key with each element's while the list is short, and
/// through a dictionary once the list is longer than ``scanLimit``.
///
/// A paragraph has a handful of styles and line metrics, and hashing a key of several
/// numbers (SipHash) costs more than comparing it with a dozen; a text of many fonts
/// and sizes still finds each key in constant time. The list stays with its owner,
/// which shows it to the lookup after every append (``noteAppended(to:keyOf:)``).
struct ScanThenHashLookup<Key: Hashable & Sendable>: Sendable {
    /// Lists up to this long are scanned: 32.
    static var scanLimit: Int { 32 }

    /// Each key's position, once the list is longer than ``scanLimit`` (empty before).
    private var positions: [Key: UInt32] = [:]

    /// A lookup for an empty list.
    init() {}

    /// The position of the element of `elements` whose key (`keyOf`) is `key`, or nil.
    @inline(__always)
    func position<Element>(
        of key: Key, in elements: UnsafeBufferPointer<Element>, keyOf: (Element) -> Key
    ) -> UInt32? {
        guard elements.count <= Self.scanLimit else { return positions[key] }
        for index in elements.indices where keyOf(elements[index]) == key { return UInt32(index) }
        return nil
    }

    /// Takes note of the last of `elements`, just appended (its key is no other's).
    mutating func noteAppended<Element>(to elements: UnsafeBufferPointer<Element>, keyOf: (Element) -> Key) {
        guard elements.count > Self.scanLimit else { return }
        if positions.isEmpty {
            for index in elements.indices { positions[keyOf(elements[index])] = UInt32(index) }
        } else {
            positions[keyOf(elements[elements.count - 1])] = UInt32(elements.count - 1)
        }
    }

    /// Forgets every position (the list will not grow again, or starts again empty).
    mutating func removeAll() { positions = [:] }
}
