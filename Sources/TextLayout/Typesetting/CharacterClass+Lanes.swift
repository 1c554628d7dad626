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

    /// Whether a unit of `units` is from U+0300 up or a carriage return: without one,
    /// every code unit is a grapheme cluster of its own (no combining marks, no
    /// surrogates, no CR LF). Four units at a time, then unit by unit.
    static func hasMultiUnitClusterCandidate(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var index = 0
        if let base = units.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 4 <= units.count {
                let word = raw.loadUnaligned(fromByteOffset: 2 * index, as: UInt64.self)
                if lanes(of: word, above: 0x02FF) | lanes(of: word, equalTo: 0x0D) != 0 { return true }
                index += 4
            }
        }
        while index < units.count {
            if units[index] >= 0x0300 || units[index] == 0x0D { return true }
            index += 1
        }
        return false
    }
}
