import InternalUtilities

/// Part of a unit that lies on one line: a range of its glyphs (visual order) and
/// the level it is displayed at.
///
/// A piece names its glyphs instead of holding them: ``source`` is the index of its
/// shaped run in the paragraph being placed (whose ``ShapedRun/glyphs`` they are), or
/// ``ellipsis`` for the truncated line's ellipsis glyphs. Whoever reads them takes the
/// array's buffer for the time of the reading (``LinePlacement/withGlyphs(of:runs:ellipsis:_:)``),
/// so a piece is a plain value: collecting, copying and dropping pieces touches no
/// reference count, and no pointer outlives the scope it was taken in.
struct LinePiece {
    var range: Range<Int>
    var level: UInt8
    var style: UInt32
    var scale: Double
    var letterSpacing: Double
    /// Absolute UTF-16 offset that the glyphs' cluster values are relative to.
    var clusterBase: Int
    /// Where the glyphs are: the index of the piece's shaped run, or ``ellipsis``.
    var source: Int
    /// The indices of the source's glyphs that belong to this piece.
    var glyphRange: Range<Int>

    /// The ``source`` of the ellipsis of a truncated line.
    static let ellipsis = -1

    /// The piece's width in pixels, letter spacing included, reading its `glyphs` (its
    /// source's); with `tabWidths`, the tabs in it (by UTF-16 offset) as wide as it says.
    func width(glyphs: UnsafeBufferPointer<UnitGlyph>, tabWidths: [Int: Double]? = nil) -> Double {
        var total = 0.0
        for index in glyphRange {
            let endsCluster = index + 1 == glyphRange.upperBound || glyphs[index + 1].clusterStart != glyphs[index].clusterStart
            if let tab = tabWidths?[clusterBase + Int(glyphs[index].clusterStart)] {
                if endsCluster { total += tab }
                continue
            }
            total += Double(glyphs[index].advance) * scale
            if endsCluster { total += letterSpacing }
        }
        return total
    }

    /// The part of the piece whose clusters start in `subrange` (`glyphs`: its
    /// source's). HarfBuzz's clusters
    /// are monotone along the glyphs (increasing left to right, decreasing right to
    /// left), so those glyphs are contiguous and two binary searches find them:
    /// O(log glyphs), so a run broken into many lines costs no more than its glyphs.
    func clipped(to subrange: Range<Int>, glyphs: UnsafeBufferPointer<UnitGlyph>) -> LinePiece {
        var copy = self
        copy.range = range.clamped(to: subrange)
        guard !glyphRange.isEmpty else { return copy }
        let increasing = glyphs[glyphRange.lowerBound].clusterStart <= glyphs[glyphRange.upperBound - 1].clusterStart
        let lower = glyphsBefore(subrange.lowerBound, increasing: increasing, glyphs: glyphs)
        let upper = glyphsBefore(subrange.upperBound, increasing: increasing, glyphs: glyphs)
        let (first, last) = increasing ? (lower, upper) : (upper, lower)
        copy.glyphRange = first < last ? first..<last : glyphRange.lowerBound..<glyphRange.lowerBound
        return copy
    }

    /// The piece cut at `offset`, strictly inside its range: the same two pieces as
    /// ``clipped(to:glyphs:)`` to either side of it, with one binary search.
    func split(at offset: Int, glyphs: UnsafeBufferPointer<UnitGlyph>) -> (head: LinePiece, tail: LinePiece) {
        var head = self, tail = self
        head.range = range.lowerBound..<offset
        tail.range = offset..<range.upperBound
        guard !glyphRange.isEmpty else { return (head, tail) }
        let increasing = glyphs[glyphRange.lowerBound].clusterStart <= glyphs[glyphRange.upperBound - 1].clusterStart
        let cut = glyphsBefore(offset, increasing: increasing, glyphs: glyphs)
        // Every cluster starts in the piece's range: the glyphs of the clusters before
        // `offset` are those before the cut (increasing) or from it (decreasing).
        let before = glyphRange.lowerBound..<cut, from = cut..<glyphRange.upperBound
        let empty = glyphRange.lowerBound..<glyphRange.lowerBound
        head.glyphRange = increasing ? before : from
        tail.glyphRange = increasing ? from : before
        if head.glyphRange.isEmpty { head.glyphRange = empty }
        if tail.glyphRange.isEmpty { tail.glyphRange = empty }
        return (head, tail)
    }

    /// The glyphs before the first cluster start that is at or after `bound`
    /// (increasing clusters) or below it (decreasing), as an index of `glyphs`.
    @inline(__always)
    private func glyphsBefore(_ bound: Int, increasing: Bool, glyphs: UnsafeBufferPointer<UnitGlyph>) -> Int {
        glyphRange.lowerBound
            + _partitioningIndex(count: glyphRange.count) {
                let start = clusterBase + Int(glyphs[glyphRange.lowerBound + $0].clusterStart)
                return increasing ? start >= bound : start < bound
            }
    }
}
