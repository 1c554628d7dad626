import InternalUtilities

extension LayoutManager {
    /// The glyphs that show the characters in `range`, as NSLayoutManager's
    /// `glyphRange(forCharacterRange:actualCharacterRange:)`.
    ///
    /// The result is the smallest glyph range holding every glyph whose cluster meets
    /// `range`; `actualCharacterRange` receives every character those glyphs show,
    /// which widens `range` to whole clusters (grapheme clusters, as
    /// ``graphemeBoundaries`` gives them, and HarfBuzz's: a ligature, a base with its
    /// marks).
    /// Glyph indices follow the characters (logical order, as in TextKit), so in
    /// right-to-left and mixed text too the glyph range holds only glyphs of `range`'s
    /// clusters, and the mapping is monotone. An empty range
    /// maps to the empty glyph range where its characters would start.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func glyphRange(
        forCharacterRange range: Range<Int>, actualCharacterRange: inout Range<Int>
    ) throws(TextLayoutError) -> Range<Int> {
        try validate(characterRange: range)
        let range = graphemeBoundaries.snappedOutward(range)
        var first = Int.max, last = Int.min
        var lineIndex = firstLineIndex(endingAfter: range.lowerBound)
        while lineIndex < lineFragments.count, lineFragments.characterRange(ofLineAt: lineIndex).lowerBound < range.upperBound {
            for glyph in lineFragments.glyphRange(ofLineAt: lineIndex) {
                let cluster = glyphs.characterRange(ofGlyphAt: glyph)
                if cluster.lowerBound < range.upperBound && range.lowerBound < cluster.upperBound {
                    first = min(first, glyph)
                    last = max(last, glyph)
                }
            }
            lineIndex += 1
        }
        guard first <= last else {
            let at = lineIndex < lineFragments.count ? lineFragments.glyphRange(ofLineAt: lineIndex).lowerBound : glyphs.count
            actualCharacterRange = range
            return at..<at
        }
        actualCharacterRange = characterRange(coveredByGlyphs: first..<last + 1)
        return first..<last + 1
    }

    /// The glyphs that show the characters in `range`; see
    /// ``glyphRange(forCharacterRange:actualCharacterRange:)``.
    public func glyphRange(forCharacterRange range: Range<Int>) throws(TextLayoutError) -> Range<Int> {
        var actual = range
        return try glyphRange(forCharacterRange: range, actualCharacterRange: &actual)
    }

    /// The characters the glyphs in `glyphRange` show, as NSLayoutManager's
    /// `characterRange(forGlyphRange:actualGlyphRange:)`: from the first to the last
    /// character of their clusters. `actualGlyphRange` receives every glyph of those
    /// characters (a cluster's other glyphs).
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func characterRange(
        forGlyphRange glyphRange: Range<Int>, actualGlyphRange: inout Range<Int>
    ) throws(TextLayoutError) -> Range<Int> {
        guard glyphRange.lowerBound >= 0, glyphRange.upperBound <= glyphs.count else {
            throw .rangeOutOfBounds(range: glyphRange, length: glyphs.count)
        }
        guard !glyphRange.isEmpty else {
            actualGlyphRange = glyphRange
            let lineIndex = _partitioningIndex(count: lineFragments.count) {
                lineFragments.glyphRange(ofLineAt: $0).upperBound >= glyphRange.lowerBound
            }
            let at = glyphRange.lowerBound < glyphs.count
                ? Int(glyphs.records[glyphRange.lowerBound].clusterStart) : (lineIndex < lineFragments.count ? lineFragments.characterRange(ofLineAt: lineIndex).upperBound : text.length)
            return at..<at
        }
        let characters = characterRange(coveredByGlyphs: glyphRange)
        actualGlyphRange = try self.glyphRange(forCharacterRange: characters)
        return characters
    }

    /// The characters the glyphs in `glyphRange` show; see
    /// ``characterRange(forGlyphRange:actualGlyphRange:)``.
    public func characterRange(forGlyphRange glyphRange: Range<Int>) throws(TextLayoutError) -> Range<Int> {
        var actual = glyphRange
        return try characterRange(forGlyphRange: glyphRange, actualGlyphRange: &actual)
    }

    func characterRange(coveredByGlyphs glyphRange: Range<Int>) -> Range<Int> {
        var low = Int.max, high = Int.min
        for glyph in glyphRange {
            low = min(low, Int(glyphs.records[glyph].clusterStart))
            high = max(high, Int(glyphs.records[glyph].clusterEnd))
        }
        return low..<high
    }
}
