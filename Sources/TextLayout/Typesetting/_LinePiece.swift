/// Part of a unit that lies on one line: its glyphs (visual order) and level.
struct _LinePiece {
    var range: Range<Int>
    var level: UInt8
    var style: UInt32
    var font: Font
    var scale: Double
    var letterSpacing: Double
    /// Absolute UTF-16 offset that the glyphs' cluster values are relative to.
    var clusterBase: Int
    var glyphs: [_UnitGlyph]

    /// The piece's width in pixels, letter spacing included.
    var width: Double {
        var total = 0.0
        for (index, glyph) in glyphs.enumerated() {
            total += Double(glyph.advance) * scale
            if index + 1 == glyphs.count || glyphs[index + 1].clusterStart != glyph.clusterStart {
                total += letterSpacing
            }
        }
        return total
    }

    /// The part of the piece whose clusters start in `subrange`.
    func clipped(to subrange: Range<Int>) -> _LinePiece {
        var copy = self
        copy.range = range.clamped(to: subrange)
        copy.glyphs = glyphs.filter { subrange.contains(clusterBase + Int($0.clusterStart)) }
        return copy
    }
}
