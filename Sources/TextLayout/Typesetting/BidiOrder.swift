import CICUShim

/// Visual order of items with bidi levels (UAX #9 rule L2, by ICU).
enum BidiOrder {
    /// The logical indices of the pieces in visual order, left to right; nil when that
    /// is their logical order (all at one even level), so the common case allocates
    /// nothing.
    /// The pieces are read in place (passing the array would retain it).
    static func visualOrder(_ pieces: UnsafeBufferPointer<LinePiece>) -> [Int]? {
        guard let first = pieces.first else { return nil }
        let uniform = pieces.allSatisfy { $0.level == first.level }
        if uniform { return first.level & 1 == 0 ? nil : Array(pieces.indices.reversed()) }
        return order(levels: pieces.map(\.level))
    }

    /// The logical indices of items with `levels`, in visual order, left to right.
    static func order(levels: [UInt8]) -> [Int] {
        var order = [Int32](repeating: 0, count: levels.count)
        _ = lb_bidi_reorder_visual(levels, Int32(levels.count), &order)
        return order.map(Int.init)
    }
}
