import InternalUtilities

/// Part of a unit that lies on one line: a range of its glyphs (visual order) and
/// the level it is displayed at.
struct _LinePiece {
    var range: Range<Int>
    var level: UInt8
    var style: UInt32
    var scale: Double
    var letterSpacing: Double
    /// Absolute UTF-16 offset that the glyphs' cluster values are relative to.
    var clusterBase: Int
    /// The unit's glyphs (shared with the layout cache, never copied).
    var glyphs: [_UnitGlyph]
    /// The indices of ``glyphs`` that belong to this piece.
    var glyphRange: Range<Int>

    /// Whether glyph `index` is the last of its cluster within the piece, where letter
    /// spacing goes.
    @inline(__always)
    func endsCluster(_ index: Int) -> Bool {
        index + 1 == glyphRange.upperBound || glyphs[index + 1].clusterStart != glyphs[index].clusterStart
    }

    /// The piece's width in pixels, letter spacing included; with `tabWidths`, the tabs
    /// in it (by UTF-16 offset) as wide as it says.
    func width(tabWidths: [Int: Double]? = nil) -> Double {
        glyphs.withUnsafeBufferPointer { glyphs in
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
    }

    /// The part of the piece whose clusters start in `subrange`. HarfBuzz's clusters
    /// are monotone along the glyphs (increasing left to right, decreasing right to
    /// left), so those glyphs are contiguous and two binary searches find them:
    /// O(log glyphs), so a run broken into many lines costs no more than its glyphs.
    func clipped(to subrange: Range<Int>) -> _LinePiece {
        var copy = self
        copy.range = range.clamped(to: subrange)
        guard let firstIndex = glyphRange.first, let lastIndex = glyphRange.last else { return copy }
        let increasing = glyphs[firstIndex].clusterStart <= glyphs[lastIndex].clusterStart
        // The glyphs before the first cluster start that is in (or, decreasing, below the
        // end of) `bound`.
        func glyphsBefore(_ bound: Int) -> Int {
            glyphRange.lowerBound
                + _partitioningIndex(count: glyphRange.count) {
                    let start = clusterBase + Int(glyphs[glyphRange.lowerBound + $0].clusterStart)
                    return increasing ? start >= bound : start < bound
                }
        }
        let first = increasing ? glyphsBefore(subrange.lowerBound) : glyphsBefore(subrange.upperBound)
        let last = increasing ? glyphsBefore(subrange.upperBound) : glyphsBefore(subrange.lowerBound)
        copy.glyphRange = first < last ? first..<last : glyphRange.lowerBound..<glyphRange.lowerBound
        return copy
    }
}
