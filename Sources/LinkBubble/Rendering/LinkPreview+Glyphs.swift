extension LinkPreview {
    /// The glyphs that show the link's characters, as maximal runs of consecutive
    /// glyph indices. Glyph indices follow the characters, so a link gives one run,
    /// over all its lines, in right-to-left and mixed text too.
    public var glyphRuns: [Range<Int>] {
        var runs: [Range<Int>] = []
        let glyphs = layout.glyphs
        for line in layout.lineFragments
        where line.characterRange.overlaps(characterRange) {
            for index in line.glyphRange where glyphs.characterRange(ofGlyphAt: index).overlaps(characterRange) {
                if let last = runs.last, last.upperBound == index {
                    runs[runs.count - 1] = last.lowerBound..<index + 1
                } else {
                    runs.append(index..<index + 1)
                }
            }
        }
        return runs
    }
}
