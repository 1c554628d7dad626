import CICUShim

/// Tests of four UTF-16 code units at once, as the four 16-bit lanes of a 64-bit word
/// (SWAR). Each test sets a lane's high bit where it holds, and may set it in lanes above
/// one where it holds (a carry or borrow runs on): only whether any lane holds counts, so
/// callers test the result against zero. Scans use them to skip plain text four units at
/// a time; `CharacterClassLaneTests` compares them with unit-by-unit tests.
extension CharacterClass {
    /// A lane's lowest bit, in every lane.
    static let laneOnes: UInt64 = 0x0001_0001_0001_0001
    /// A lane's high bit, in every lane.
    static let laneHighs: UInt64 = 0x8000_8000_8000_8000

    /// Nonzero when a lane of `word` is below `bound` (at most 0x8000): subtracting
    /// `bound` borrows from such a lane while its own high bit is clear.
    @inline(__always)
    static func lanes(of word: UInt64, below bound: UInt16) -> UInt64 {
        (word &- laneOnes &* UInt64(bound)) & ~word & laneHighs
    }

    /// Nonzero when a lane of `word` equals `value`: a lane of the exclusive or is 0.
    @inline(__always)
    static func lanes(of word: UInt64, equalTo value: UInt16) -> UInt64 {
        lanes(of: word ^ (laneOnes &* UInt64(value)), below: 1)
    }

    /// Nonzero when a lane of `word` is above `bound` (below 0x7FFF): adding
    /// `0x7FFF - bound` sets the high bit of such a lane, or it was set.
    @inline(__always)
    static func lanes(of word: UInt64, above bound: UInt16) -> UInt64 {
        ((word &+ laneOnes &* UInt64(0x7FFF - bound)) | word) & laneHighs
    }

    /// Whether `units` may hold a grapheme cluster of more than one code unit: a unit
    /// ``mayJoinGraphemeNeighbour(_:)``. Without one, every code unit is a cluster of its
    /// own. Four units at a time (only units from U+0300 up and carriage returns are
    /// looked at one by one), then unit by unit.
    static func hasMultiUnitClusterCandidate(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var index = 0
        if let base = units.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 4 <= units.count {
                let word = raw.loadUnaligned(fromByteOffset: 2 * index, as: UInt64.self)
                if lanes(of: word, above: 0x02FF) | lanes(of: word, equalTo: 0x0D) != 0 {
                    for offset in index..<index + 4 where mayJoinGraphemeNeighbour(units[offset]) { return true }
                }
                index += 4
            }
        }
        while index < units.count {
            if mayJoinGraphemeNeighbour(units[index]) { return true }
            index += 1
        }
        return false
    }

    /// Whether a code unit may share a grapheme cluster with a neighbour: a carriage
    /// return (CR LF), a surrogate, or a code point from U+0300 up whose
    /// Grapheme_Cluster_Break value is not Other, Control or LF (marks, joiners, Hangul,
    /// Prepend). UAX #29 breaks on both sides of every other unit (GB4, GB5, GB999), so
    /// text of such units alone (Latin with currency signs, most CJK) needs no grapheme
    /// iterator.
    @inline(__always)
    static func mayJoinGraphemeNeighbour(_ unit: UInt16) -> Bool {
        guard unit >= 0x0300 else { return unit == 0x0D }
        return unit & 0xF800 == 0xD800 || lb_may_join_grapheme_neighbour(unit) != 0
    }
}
