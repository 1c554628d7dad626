import InternalUtilities

extension LayoutManager {
    /// The index of the first line whose character range ends after `offset` (lines are
    /// in logical order); `lineFragments.count` when there is none. O(log lines).
    func firstLineIndex(endingAfter offset: Int) -> Int {
        _partitioningIndex(count: lineFragments.count) { lineFragments.characterRange(ofLineAt: $0).upperBound > offset }
    }

    /// The index of the line whose rect spans `y`, clamped to the first and last lines;
    /// nil when there are no lines. O(log lines).
    func nearestLineIndex(y: Double) -> Int? {
        guard !lineFragments.isEmpty else { return nil }
        let below = _partitioningIndex(count: lineFragments.count) { lineFragments.bottom(ofLineAt: $0) > y }
        return min(below, lineFragments.count - 1)
    }

    /// Checks that `range` lies within the text.
    func validate(characterRange range: Range<Int>) throws(TextLayoutError) {
        guard range.lowerBound >= 0, range.upperBound <= text.length else {
            throw .rangeOutOfBounds(range: range, length: text.length)
        }
    }

    /// Whether glyph `index` is drawn right to left (it belongs to an odd-level run).
    func isRightToLeft(glyphAt index: Int, in line: LineFragment) -> Bool {
        for run in line.runs where run.glyphRange.contains(index) { return run.level & 1 == 1 }
        return false
    }
}

extension LineRun {
    /// The glyph at `offset` from the run's left end: glyph indices follow the
    /// characters, so an odd (right-to-left) level shows them in decreasing order.
    @inline(__always)
    func glyph(atVisualOffset offset: Int) -> Int {
        level & 1 == 0 ? glyphRange.lowerBound + offset : glyphRange.upperBound - 1 - offset
    }
}

extension LineFragment {
    /// The glyph at `position` from the line's left end (0 ..< `glyphRange.count`).
    /// O(runs).
    func glyph(atVisualPosition position: Int) -> Int {
        var position = position
        for run in runs {
            if position < run.glyphRange.count { return run.glyph(atVisualOffset: position) }
            position -= run.glyphRange.count
        }
        // The runs partition the line's glyphs, so only a position past them gets here.
        return glyphRange.upperBound - 1
    }
}
