import CICUShim

/// Visual order of items with bidi levels (UAX #9 rule L2, by ICU).
enum _BidiOrder {
    /// The logical indices of items in visual order, left to right.
    static func visual(levels: [UInt8]) -> [Int] {
        guard levels.count > 1, levels.contains(where: { $0 != levels[0] }) || levels[0] & 1 == 1 else {
            return Array(levels.indices)
        }
        var order = [Int32](repeating: 0, count: levels.count)
        _ = lb_bidi_reorder_visual(levels, Int32(levels.count), &order)
        return order.map(Int.init)
    }
}
