extension LayoutManager {
    #if DEBUG
    /// Traps unless the layout is consistent:
    /// - the text's own invariants hold (``AttributedText/_checkInvariants()``);
    /// - the line fragments tile the text: the first starts at 0, each starts where
    ///   the previous one ends, and without a line limit or a height, the last ends at
    ///   the end of the text;
    /// - their glyph ranges tile the glyphs, from 0 to ``GlyphStorage/count``, and each
    ///   glyph's cluster lies in its line's characters;
    /// - each line's content range starts with the line and lies in its characters,
    ///   and its hanging whitespace ends its content range; its runs' glyph ranges,
    ///   sorted, tile its glyphs (glyphs are in logical order, runs in visual order);
    /// - glyph clusters never go back: each glyph's cluster starts at or after the
    ///   previous glyph's on its line (glyph and character order agree);
    /// - the rects tile vertically: each line's rect starts where the previous one
    ///   ends (the extra line fragment too), and the used rect starts at the same y,
    ///   no taller than the rect.
    ///
    /// Checks run in debug builds only; in release builds this does nothing.
    @inline(never)
    package func _checkInvariants() {
        text._checkInvariants()
        var expectedStart = 0, expectedGlyph = 0
        var expectedY = container.insets.top
        for (index, line) in lineFragments.enumerated() {
            let name = "line \(index) (\(line.characterRange))"
            precondition(line.characterRange.lowerBound == expectedStart, "\(name) does not start where the previous one ends")
            precondition(line.glyphRange.lowerBound == expectedGlyph, "\(name)'s glyphs do not follow the previous line's")
            precondition(line.characterRange.upperBound <= text.length, "\(name) reaches past the text")
            precondition(
                line.contentRange.lowerBound == line.characterRange.lowerBound
                    && line.contentRange.upperBound <= line.characterRange.upperBound,
                "\(name)'s content range \(line.contentRange) is not a start of its characters")
            precondition(
                line.hangingWhitespaceRange.lowerBound >= line.contentRange.lowerBound
                    && line.hangingWhitespaceRange.upperBound == line.contentRange.upperBound,
                "\(name)'s hanging whitespace \(line.hangingWhitespaceRange) does not end its content \(line.contentRange)")
            var runGlyph = line.glyphRange.lowerBound
            for run in line.runs.sorted(by: { ($0.glyphRange.lowerBound, $0.glyphRange.upperBound) < ($1.glyphRange.lowerBound, $1.glyphRange.upperBound) }) {
                precondition(run.glyphRange.lowerBound == runGlyph, "\(name)'s runs do not tile its glyphs")
                runGlyph = run.glyphRange.upperBound
            }
            precondition(runGlyph == line.glyphRange.upperBound, "\(name)'s runs do not cover its glyphs")
            for glyph in line.glyphRange {
                let cluster = glyphs.characterRange(ofGlyphAt: glyph)
                precondition(
                    glyph == line.glyphRange.lowerBound || glyphs.characterRange(ofGlyphAt: glyph - 1).lowerBound <= cluster.lowerBound,
                    "glyph \(glyph)'s cluster \(cluster) starts before the previous glyph's")
                precondition(
                    cluster.lowerBound >= line.characterRange.lowerBound && cluster.upperBound <= line.characterRange.upperBound,
                    "glyph \(glyph)'s cluster \(cluster) is outside \(name)")
            }
            // Each line's top is the sum of the heights above it, rounded once (see
            // `LinePosition`), so it is the previous rect's bottom up to their rounding.
            precondition(
                abs(line.rect.minY - expectedY) <= 4 * max(expectedY.ulp, line.rect.minY.ulp),
                "\(name)'s rect does not start where the previous one ends")
            precondition(
                line.usedRect.minY == line.rect.minY && line.usedRect.height <= line.rect.height,
                "\(name)'s used rect is not inside its rect vertically")
            expectedStart = line.characterRange.upperBound
            expectedGlyph = line.glyphRange.upperBound
            expectedY = line.rect.maxY
        }
        precondition(expectedGlyph == glyphs.count, "the lines' glyphs do not end at the last glyph")
        if container.maximumNumberOfLines == 0 && container.height == nil {
            precondition(expectedStart == text.length, "the lines do not reach the end of the text")
        }
        if let extra = extraLineFragment {
            precondition(
                extra.characterRange == text.length..<text.length && extra.glyphRange == glyphs.count..<glyphs.count,
                "the extra line fragment is not empty at the end of the text")
            precondition(extra.rect.minY == expectedY, "the extra line fragment does not start below the last line")
        }
    }
    #else
    /// Does nothing in release builds; debug builds check the layout's invariants.
    @inline(__always)
    package func _checkInvariants() {}
    #endif
}
