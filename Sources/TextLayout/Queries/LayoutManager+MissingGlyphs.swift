extension LayoutManager {
    /// The glyphs drawn as `.notdef` (glyph 0) because no font has them: their count and
    /// the first of their character ranges. Empty when every character has a glyph.
    ///
    /// With the system's fonts off (``FontSource/fontChain``), a script the fonts lack
    /// (Tibetan with the bundled fonts) is drawn as `.notdef` boxes; this tells a caller
    /// so instead of a silently wrong image. O(glyphs).
    public var missingGlyphs: MissingGlyphs {
        var missing = MissingGlyphs(count: 0, ranges: [])
        for glyph in 0..<glyphs.count where glyphs.records[glyph].id == 0 {
            missing.count += 1
            let cluster = glyphs.characterRange(ofGlyphAt: glyph)
            if let last = missing.ranges.last, last.upperBound >= cluster.lowerBound, cluster.upperBound >= last.lowerBound {
                missing.ranges[missing.ranges.count - 1] = min(last.lowerBound, cluster.lowerBound)..<max(last.upperBound, cluster.upperBound)
            } else if missing.ranges.count < MissingGlyphs.maximumRangeCount {
                missing.ranges.append(cluster)
            }
        }
        return missing
    }
}
