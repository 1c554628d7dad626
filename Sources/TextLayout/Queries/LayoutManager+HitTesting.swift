import Geometry
import InternalUtilities

extension LayoutManager {
    /// The index of the line fragment whose rect contains `point`, or nil (always nil
    /// for a point with a NaN coordinate).
    public func lineFragmentIndex(at point: Point) -> Int? {
        guard !point.hasNaN, let index = nearestLineIndex(y: point.y), lineFragments[index].rect.contains(point) else { return nil }
        return index
    }

    /// The glyph nearest to `point`: on the nearest line, the glyph under the point's
    /// x (or the first or last glyph when the point is beyond the line's ends). Nil when
    /// the layout has no glyphs on that line, or when a coordinate of `point` is NaN.
    /// Infinite coordinates are far points: they clamp to the first or last line and
    /// glyph.
    public func glyphIndex(for point: Point) -> Int? {
        guard !point.hasNaN, let lineIndex = nearestLineIndex(y: point.y) else { return nil }
        return glyph(atX: point.x, on: lineFragments[lineIndex], strict: false)
    }

    /// The character nearest to `point`, and how far the point lies from that
    /// character's insertion point toward the next one (0 to 1, in the character's own
    /// direction: in right-to-left text, 0 is its right edge). As NSLayoutManager's
    /// `characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`.
    ///
    /// The index is always the start of a grapheme cluster (UAX #29, by ICU: see
    /// ``graphemeBoundaries``), and the fraction is across the whole cluster, even
    /// when HarfBuzz shapes it as several clusters (a Prepend character and what
    /// follows it, a Hangul jamo sequence, an emoji ZWJ sequence). A point with
    /// a NaN coordinate is nowhere: (0, 0), as for a layout without lines.
    public func characterIndex(for point: Point) -> (index: Int, fraction: Double) {
        guard !point.hasNaN, let lineIndex = nearestLineIndex(y: point.y) else { return (0, 0) }
        let line = lineFragments[lineIndex]
        guard let glyph = glyph(atX: point.x, on: line, strict: false) else { return (line.characterRange.lowerBound, 0) }
        return grapheme(inGlyph: glyph, atX: point.x, on: line)
    }

    /// The link under `point` and its full range, or nil when the point misses every
    /// glyph of a link (or has a NaN coordinate). The range is widened to whole
    /// grapheme clusters when the link's attribute starts or ends inside one. O(log lines + bidi runs × log glyphs per line),
    /// allocation-free for glyphs that are not ligatures.
    public func link(at point: Point) -> LinkHit? {
        guard let lineIndex = lineFragmentIndex(at: point) else { return nil }
        let line = lineFragments[lineIndex]
        guard let glyph = glyph(atX: point.x, on: line, strict: true) else { return nil }
        let cluster = glyphs.characterRange(ofGlyphAt: glyph)
        let index = cluster.count > 1 ? character(inGlyph: glyph, atX: point.x, on: line).index : cluster.lowerBound
        guard var run = text.runIndex(containing: index), let value = text.runs[run].attributes.link else { return nil }
        var start = run
        while start > 0, text.runs[start - 1].attributes.link == value { start -= 1 }
        while run + 1 < text.runs.count, text.runs[run + 1].attributes.link == value { run += 1 }
        let range = text.runs[start].range.lowerBound..<text.runs[run].range.upperBound
        return LinkHit(value: value, range: graphemeBoundaries.snappedOutward(range))
    }

    /// The glyph on `line` whose advance spans `x` (binary search over the line's
    /// glyphs in visual order, where pen positions grow left to right). Not strict:
    /// clamps to the first or last glyph.
    func glyph(atX x: Double, on line: LineFragment, strict: Bool) -> Int? {
        let count = line.glyphRange.count
        guard count > 0 else { return nil }
        func pen(_ position: Int) -> Double { glyphs.records[line.glyph(atVisualPosition: position)].penX }
        // The last glyph whose pen position is at or left of `x`, else the first.
        let after = _partitioningIndex(count: count) { pen($0) > x }
        var low = max(after - 1, 0)
        // Skip zero-width glyphs (marks) back to the glyph that carries the width.
        while low > 0, glyphs.records[line.glyph(atVisualPosition: low)].advance == 0, pen(low - 1) <= x { low -= 1 }
        let glyph = line.glyph(atVisualPosition: low)
        if strict {
            let left = glyphs.records[glyph].penX
            guard x >= left, x <= left + glyphs.records[glyph].advance else { return nil }
        }
        return glyph
    }

    /// The grapheme cluster under `x` from glyph `glyph` on, and the fraction of the
    /// way across it in its own direction: as ``character(inGlyph:atX:on:)``, except
    /// that a grapheme cluster wider than the glyph's own cluster counts whole (its
    /// start, and the fraction across all of its glyphs on the line).
    func grapheme(inGlyph glyph: Int, atX x: Double, on line: LineFragment) -> (index: Int, fraction: Double) {
        let found = character(inGlyph: glyph, atX: x, on: line)
        let grapheme = graphemeBoundaries.cluster(containing: found.index)
        let cluster = glyphs.characterRange(ofGlyphAt: glyph)
        guard grapheme.lowerBound < cluster.lowerBound || grapheme.upperBound > cluster.upperBound else { return found }
        var left = Double.infinity, right = -Double.infinity
        for other in line.glyphRange where glyphs.characterRange(ofGlyphAt: other).overlaps(grapheme) {
            left = min(left, glyphs.records[other].penX)
            right = max(right, glyphs.records[other].penX + glyphs.records[other].advance)
        }
        guard right > left else { return (grapheme.lowerBound, 0) }
        let across = min(max((x - left) / (right - left), 0), 1)
        return (grapheme.lowerBound, isRightToLeft(glyphAt: glyph, in: line) ? 1 - across : across)
    }

    /// The grapheme of glyph `glyph`'s cluster under `x`, and the fraction of the way
    /// across it in its own direction.
    func character(inGlyph glyph: Int, atX x: Double, on line: LineFragment) -> (index: Int, fraction: Double) {
        let advance = glyphs.records[glyph].advance
        let across = advance > 0 ? min(max((x - glyphs.records[glyph].penX) / advance, 0), 1) : 0
        let logical = isRightToLeft(glyphAt: glyph, in: line) ? 1 - across : across
        let cluster = glyphs.characterRange(ofGlyphAt: glyph)
        guard cluster.count > 1 else { return (cluster.lowerBound, logical) }
        let (fractions, boundaries) = caretFractions(ofGlyphAt: glyph)
        var grapheme = 0
        while grapheme + 1 < boundaries.count - 1 && fractions[grapheme + 1] <= logical { grapheme += 1 }
        let width = fractions[grapheme + 1] - fractions[grapheme]
        return (boundaries[grapheme], width > 0 ? (logical - fractions[grapheme]) / width : 0)
    }
}

extension Point {
    /// Whether either coordinate is NaN (such a point hits nothing).
    fileprivate var hasNaN: Bool { x.isNaN || y.isNaN }
}
