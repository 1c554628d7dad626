extension LayoutManager {
    /// Where the insertion point (caret) before the character at `index` is drawn.
    ///
    /// Downstream affinity puts it at the leading edge of the character at `index`;
    /// upstream affinity at the trailing edge of the character before it. That decides
    /// both the line (at a soft line break) and the side (at a bidi boundary, where the
    /// two edges are apart). Offsets inside a grapheme cluster (UAX #29, by ICU: see
    /// ``graphemeBoundaries``) snap to its start, so a caret is never drawn inside a
    /// Prepend sequence, a Hangul jamo sequence or an emoji ZWJ sequence, whatever
    /// clusters HarfBuzz made; inside a ligature of several graphemes, carets sit at the
    /// font's ligature caret positions or split its width evenly.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `index` is
    ///   outside `0...text.length`.
    public func insertionPoint(
        forCharacterAt index: Int, affinity: CaretAffinity = .downstream
    ) throws(TextLayoutError) -> InsertionPoint {
        try validate(characterRange: index..<index)
        let index = graphemeBoundaries.cluster(containing: index).lowerBound
        var lineIndex = firstLineIndex(endingAfter: index)
        if lineIndex == lineFragments.count || (affinity == .upstream && lineIndex > 0
            && lineFragments[lineIndex].characterRange.lowerBound == index
            && !lineFragments[lineIndex - 1].hardBreak)
        {
            if lineIndex == lineFragments.count, let extra = extraLineFragment {
                return InsertionPoint(
                    x: extra.usedRect.minX, lineIndex: lineIndex, top: extra.usedRect.minY, bottom: extra.usedRect.maxY)
            }
            lineIndex = max(lineIndex - 1, 0)
        }
        guard lineIndex < lineFragments.count else { return InsertionPoint(x: 0, lineIndex: 0, top: 0, bottom: 0) }
        let line = lineFragments[lineIndex]
        let useBefore = affinity == .upstream && index > line.characterRange.lowerBound
        let x = caretX(character: useBefore ? index - 1 : index, trailing: useBefore, on: line)
        return InsertionPoint(x: x, lineIndex: lineIndex, top: line.usedRect.minY, bottom: line.usedRect.maxY)
    }

    /// The x of the leading (or trailing) edge of the grapheme holding `character` on
    /// `line`: the outer edge of all its glyphs (HarfBuzz may give a grapheme several
    /// clusters, and a cluster several glyphs), or a caret position inside a ligature
    /// that holds more than the grapheme; past the line's glyphs, the trailing edge of
    /// its last character.
    func caretX(character: Int, trailing: Bool, on line: LineFragment) -> Double {
        let grapheme = graphemeBoundaries.cluster(containing: character)
        var left = Double.infinity, right = -Double.infinity
        var firstGlyph: Int?
        for glyph in line.glyphRange where glyphs.characterRange(ofGlyphAt: glyph).overlaps(grapheme) {
            let cluster = glyphs.characterRange(ofGlyphAt: glyph)
            let penX = glyphs.records[glyph].penX, advance = glyphs.records[glyph].advance
            if advance > 0 && (cluster.lowerBound < grapheme.lowerBound || cluster.upperBound > grapheme.upperBound) {
                // A ligature of several graphemes: the caret goes at its caret position.
                let (fractions, boundaries) = caretFractions(ofGlyphAt: glyph)
                var index = 0
                while index + 1 < boundaries.count - 1 && boundaries[index + 1] <= character { index += 1 }
                let fraction = fractions[trailing ? index + 1 : index]
                return penX + (isRightToLeft(glyphAt: glyph, in: line) ? 1 - fraction : fraction) * advance
            }
            firstGlyph = firstGlyph ?? glyph
            left = min(left, penX)
            right = max(right, penX + advance)
        }
        if let firstGlyph {
            return trailing != isRightToLeft(glyphAt: firstGlyph, in: line) ? right : left
        }
        if character > line.characterRange.lowerBound,
            character >= line.hangingWhitespaceRange.lowerBound || character >= line.characterRange.upperBound
        {
            let last = min(character, line.characterRange.upperBound) - 1
            if last >= line.characterRange.lowerBound, line.glyphRange.contains(where: { glyphs.characterRange(ofGlyphAt: $0).contains(last) }) {
                return caretX(character: last, trailing: true, on: line)
            }
        }
        return line.baseDirection == .rightToLeft ? line.usedRect.maxX : line.usedRect.minX
    }
}
