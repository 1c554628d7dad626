import CICUShim

/// Boundaries from an ICU break iterator over a part of a UTF-16 buffer.
enum _ICUBoundaries {
    /// Line-break opportunities in `range` of `text`, as absolute offsets, each with
    /// whether it is mandatory. The end of the range is always included.
    static func lineBreaks(
        in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, breaker: LineBreaker
    ) throws(TextLayoutError) -> [LineBreakOpportunity] {
        let slice = UnsafeBufferPointer(rebasing: text[range])
        return try breaker.opportunities(in: slice).map {
            LineBreakOpportunity(offset: $0.offset + range.lowerBound, isMandatory: $0.isMandatory)
        }
    }

    /// Marks the extended grapheme cluster boundaries of `range` (relative offsets,
    /// `range.count + 1` flags, both ends set).
    static func graphemeBoundaries(
        in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, breaker: LineBreaker
    ) throws(TextLayoutError) -> [Bool] {
        var flags = [Bool](repeating: false, count: range.count + 1)
        flags[0] = true
        flags[range.count] = true
        // Fast path: below U+0300 (no combining marks, no surrogates), every code unit
        // is a grapheme of its own, except CR LF.
        if !text[range].contains(where: { $0 >= 0x0300 || $0 == 0x0D }) {
            for index in flags.indices { flags[index] = true }
            return flags
        }
        let slice = UnsafeBufferPointer(rebasing: text[range])
        for boundary in try breaker.opportunities(in: slice) { flags[boundary.offset] = true }
        return flags
    }
}
