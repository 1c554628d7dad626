/// Where the grapheme clusters of a layout's text start and end: UAX #29 extended
/// grapheme clusters by ICU's character iterator (the segmentation layout itself uses),
/// not Swift's `Character`.
///
/// Stored compactly: one bit per UTF-16 offset that lies *inside* a cluster, and no
/// storage at all for a text where every code unit is its own cluster (such as ASCII).
/// Offsets that layout never reached (after the line limit or the container's height)
/// count as boundaries. Clusters longer than ``TextLayoutLimits/maximumClusterLength``
/// code units are cut, as layout cuts them. A value, safe to share across threads.
public struct GraphemeBoundaries: Hashable, Sendable {
    /// Bit `offset % 64` of word `offset / 64` is set when `offset` is inside a cluster.
    private var interior: [UInt64] = []
    /// The text's length in UTF-16 code units.
    public let length: Int

    init(length: Int) { self.length = length }

    /// Whether a grapheme cluster starts (or the text ends) at `offset`. Offsets
    /// outside `0...length` are not boundaries.
    public func isBoundary(_ offset: Int) -> Bool {
        guard offset >= 0, offset <= length else { return false }
        guard offset / 64 < interior.count else { return true }
        return interior[offset / 64] & (1 << UInt64(offset % 64)) == 0
    }

    /// The grapheme cluster that holds the code unit at `offset` (0 ..< `length`); the
    /// empty range at `offset` for `offset == length`. O(cluster length).
    public func cluster(containing offset: Int) -> Range<Int> {
        let offset = min(max(offset, 0), length)
        var start = offset, end = offset
        while !isBoundary(start) { start -= 1 }
        if offset < length {
            end += 1
            while !isBoundary(end) { end += 1 }
        }
        return start..<end
    }

    /// `range` widened to whole clusters: its start moves back and its end moves forward
    /// to the nearest boundaries (an empty range moves back to a boundary).
    public func snappedOutward(_ range: Range<Int>) -> Range<Int> {
        var start = min(max(range.lowerBound, 0), length), end = min(max(range.upperBound, start), length)
        while !isBoundary(start) { start -= 1 }
        if range.isEmpty { return start..<start }
        while !isBoundary(end) { end += 1 }
        return start..<end
    }

    /// Marks the offsets inside `paragraph`'s clusters: where `segmentation` found no
    /// boundary in its content, and inside its separator (CR LF is one cluster).
    ///
    /// The content's bits are gathered 64 offsets at a time without a branch per offset
    /// (text of many scripts has clusters of every length), after a scan for the first
    /// offset inside a cluster: text without one (such as ASCII) keeps no storage.
    mutating func mark(_ paragraph: ResolvedParagraph, segmentation: Segmentation) {
        let content = paragraph.content
        // Flags are read eight at a time below: one byte each.
        assert(MemoryLayout<CodeUnitFlags>.stride == 1)
        segmentation.flags.withUnsafeBufferPointer { flags in
            // Relative offsets 1 ..< content.count.
            let end = content.count
            var offset = 1
            // Text whose every code unit is a cluster (most Latin text) is skipped eight
            // flags at a time.
            while offset + 8 <= end,
                UnsafeRawPointer(flags.baseAddress! + offset).loadUnaligned(as: UInt64.self) & Self.boundaryBits
                    == Self.boundaryBits
            {
                offset += 8
            }
            while offset < end && flags[offset].contains(.graphemeBoundary) { offset += 1 }
            guard offset < end else { return }
            if interior.isEmpty { interior = [UInt64](repeating: 0, count: length / 64 + 1) }
            interior.withUnsafeMutableBufferPointer { words in
                while offset < end {
                    let absolute = content.lowerBound + offset
                    // The offsets up to the end of `absolute`'s word.
                    let wordEnd = min(end, offset + (64 - absolute % 64))
                    var bits: UInt64 = 0
                    var inner = offset
                    // Eight flags (one byte each) at a time: the boundary bit of each byte,
                    // inverted, moved to the byte's lowest bit and packed into eight bits
                    // (bit i from byte i) by one multiplication.
                    while inner + 8 <= wordEnd {
                        let bytes = UnsafeRawPointer(flags.baseAddress! + inner).loadUnaligned(as: UInt64.self)
                        let inside = ((bytes & Self.boundaryBits) ^ Self.boundaryBits) >> Self.boundaryShift
                        bits |= ((inside &* 0x0102_0408_1020_4080) >> 56) << UInt64((content.lowerBound + inner) % 64)
                        inner += 8
                    }
                    while inner < wordEnd {
                        let inside: UInt64 = flags[inner].contains(.graphemeBoundary) ? 0 : 1
                        bits |= inside << UInt64((content.lowerBound + inner) % 64)
                        inner += 1
                    }
                    words[absolute / 64] |= bits
                    offset = wordEnd
                }
            }
        }
        for offset in content.upperBound + 1..<max(paragraph.range.upperBound, content.upperBound + 1) { markInterior(offset) }
    }

    /// The grapheme boundary bit of each of eight one-byte flags, as one 64-bit word.
    @inline(__always)
    private static var boundaryBits: UInt64 { UInt64(CodeUnitFlags.graphemeBoundary.rawValue) &* 0x0101_0101_0101_0101 }
    /// How far the boundary bit lies above a byte's lowest bit.
    @inline(__always)
    private static var boundaryShift: UInt64 { UInt64(CodeUnitFlags.graphemeBoundary.rawValue.trailingZeroBitCount) }

    /// Marks `offset` (1 ..< `length`) as inside a cluster.
    mutating func markInterior(_ offset: Int) {
        if interior.isEmpty { interior = [UInt64](repeating: 0, count: length / 64 + 1) }
        interior[offset / 64] |= 1 << UInt64(offset % 64)
    }
}
