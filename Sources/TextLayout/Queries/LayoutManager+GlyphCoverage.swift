import CHarfBuzz

extension LayoutManager {
    /// The caret positions inside glyph `index`'s cluster, as fractions (0...1) of its
    /// advance in logical order: one boundary per grapheme cluster (UAX #29, from
    /// ``graphemeBoundaries``) inside it, from the font's
    /// ligature carets (GDEF) when it has the right number of them, otherwise evenly
    /// spaced. Also returns the graphemes' UTF-16 start offsets (plus the cluster end).
    /// A truncated line's ellipsis is one indivisible cluster: it stands for all the
    /// characters it hides, so any of them covers it whole.
    ///
    /// O(cluster length): layout cuts clusters at ``TextLayoutLimits/maximumClusterLength``
    /// code units, and callers ask only for glyphs with an advance, so a query never
    /// walks one cluster per glyph of it.
    func caretFractions(ofGlyphAt index: Int) -> (fractions: [Double], boundaries: [Int]) {
        let cluster = glyphs.characterRange(ofGlyphAt: index)
        if glyphs.styles[Int(glyphs.records[index].style)].drawsEllipsis { return ([0, 1], [cluster.lowerBound, cluster.upperBound]) }
        var boundaries = [cluster.lowerBound]
        for offset in cluster.dropFirst() where graphemeBoundaries.isBoundary(offset) { boundaries.append(offset) }
        boundaries.append(cluster.upperBound)
        let count = boundaries.count - 1
        guard count > 1 else { return ([0, 1], boundaries) }
        let style = glyphs.styles[Int(glyphs.records[index].style)]
        var carets = [hb_position_t](repeating: 0, count: count - 1)
        var caretCount = UInt32(count - 1)
        let total = hb_ot_layout_get_ligature_carets(
            style.font.hbFont, HB_DIRECTION_LTR, glyphs.records[index].id, 0, &caretCount, &carets)
        let rawAdvance = glyphs.records[index].advance / style.font.metrics.scale(forSize: style.size)
        var fractions = (0...count).map { Double($0) / Double(count) }
        if total == UInt32(count - 1), caretCount == total, rawAdvance > 0 {
            for caret in 0..<count - 1 { fractions[caret + 1] = min(max(Double(carets[caret]) / rawAdvance, 0), 1) }
        }
        return (fractions, boundaries)
    }

    /// The x interval that glyph `index` covers of character range `range`, or nil when
    /// its cluster is outside the range. A cluster the range covers only partly (a
    /// ligature, or a range ending inside a grapheme cluster) is split at caret
    /// positions, and partly covered grapheme clusters count whole (snapping outward).
    /// A truncated line's ellipsis counts whole when the range reaches past the
    /// characters it hides, and not at all when it lies within them.
    func coveredInterval(ofGlyphAt index: Int, characterRange range: Range<Int>, rightToLeft: Bool) -> (Double, Double)? {
        let cluster = glyphs.characterRange(ofGlyphAt: index)
        guard cluster.lowerBound < range.upperBound, range.lowerBound < cluster.upperBound else { return nil }
        let left = glyphs.records[index].penX, advance = glyphs.records[index].advance
        // An ellipsis counts whole for a range that is partly visible, and not at all for
        // one it hides entirely.
        if glyphs.styles[Int(glyphs.records[index].style)].drawsEllipsis {
            return range.lowerBound < cluster.lowerBound || range.upperBound > cluster.upperBound ? (left, left + advance) : nil
        }
        // A glyph covered whole, or one without width (a mark: any split of it is
        // empty), needs no caret positions.
        if range.lowerBound <= cluster.lowerBound && range.upperBound >= cluster.upperBound || advance == 0 {
            return (left, left + advance)
        }
        let (fractions, boundaries) = caretFractions(ofGlyphAt: index)
        var first = 0, last = boundaries.count - 2
        while first < last && boundaries[first + 1] <= range.lowerBound { first += 1 }
        while last > first && boundaries[last] >= range.upperBound { last -= 1 }
        let start = fractions[first], end = fractions[last + 1]
        return rightToLeft
            ? (left + (1 - end) * advance, left + (1 - start) * advance)
            : (left + start * advance, left + end * advance)
    }
}
