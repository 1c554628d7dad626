import Geometry
import InternalUtilities

extension LayoutManager {
    /// Calls `body` with each rect enclosing the characters in `range`, line by line
    /// from the top and left to right within a line. `body` can set its second
    /// argument to `true` to stop.
    ///
    /// One rect per visually contiguous piece of the range on each line: in bidi text
    /// a logically contiguous range can give several rects on one line; pieces that
    /// touch merge. Offsets inside a grapheme cluster (UAX #29, by ICU: see
    /// ``graphemeBoundaries``) or a surrogate pair snap outward;
    /// a range ending inside a ligature splits it at the font's ligature caret
    /// positions, or evenly over its grapheme clusters when the font has none.
    /// Whitespace that hangs at the end of a line is never enclosed, nor are hard
    /// breaks. An empty range gives no rects.
    ///
    /// Performance: O(log lines + glyphs of the lines the range touches), and nothing
    /// is allocated per rect.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func enumerateEnclosingRects(
        forCharacterRange range: Range<Int>, options: EnclosingRectOptions = EnclosingRectOptions(),
        using body: (Rect, inout Bool) -> Void
    ) throws(TextLayoutError) {
        try validate(characterRange: range)
        guard !range.isEmpty else { return }
        let range = graphemeBoundaries.snappedOutward(range)
        var lineIndex = firstLineIndex(endingAfter: range.lowerBound)
        var stop = false
        while lineIndex < lineFragments.count, lineFragments.characterRange(ofLineAt: lineIndex).lowerBound < range.upperBound, !stop {
            enumerateRects(
                onLineAt: lineIndex, continues: range.upperBound > lineFragments.characterRange(ofLineAt: lineIndex).upperBound,
                options: options, stop: &stop, body: { rect, _, stop in body(rect, &stop) }
            ) { glyph, rightToLeft in
                coveredInterval(ofGlyphAt: glyph, characterRange: range, rightToLeft: rightToLeft)
            }
            lineIndex += 1
        }
    }

    /// The rects enclosing the characters in `range`; see
    /// ``enumerateEnclosingRects(forCharacterRange:options:using:)-(Range<Int>,_,_)``.
    public func enclosingRects(
        forCharacterRange range: Range<Int>, options: EnclosingRectOptions = EnclosingRectOptions()
    ) throws(TextLayoutError) -> [Rect] {
        var rects: [Rect] = []
        try enumerateEnclosingRects(forCharacterRange: range, options: options) { rect, _ in rects.append(rect) }
        return rects
    }

    /// Calls `body` with each rect enclosing the glyphs in `glyphRange`, as
    /// NSLayoutManager's method of the same name (there is one container per layout,
    /// so it takes none). `selectedRange` (by default `glyphRange`) decides whether the
    /// range continues past a line, for ``RectWidthStyle/extendToLineEdge``.
    ///
    /// Glyph indices follow the characters (logical order), as in TextKit, so the
    /// pattern ``glyphRange(forCharacterRange:)-(Range<Int>)`` then this method gives the rects of
    /// ``enumerateEnclosingRects(forCharacterRange:options:using:)-(Range<Int>,_,_)`` for that range, in
    /// right-to-left and mixed text too (up to whole clusters: a glyph range cannot
    /// split a ligature).
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when a range
    ///   reaches outside the glyphs.
    public func enumerateEnclosingRects(
        forGlyphRange glyphRange: Range<Int>, withinSelectedGlyphRange selectedRange: Range<Int>? = nil,
        options: EnclosingRectOptions = EnclosingRectOptions(), using body: (Rect, inout Bool) -> Void
    ) throws(TextLayoutError) {
        let selected = selectedRange ?? glyphRange
        for checked in [glyphRange, selected] where checked.lowerBound < 0 || checked.upperBound > glyphs.count {
            throw .rangeOutOfBounds(range: checked, length: glyphs.count)
        }
        guard !glyphRange.isEmpty else { return }
        var stop = false
        // Lines before the first one ending at or after the range's start neither overlap
        // it nor hold it; lines from the first one starting at or after its end do neither.
        var lineIndex = _partitioningIndex(count: lineFragments.count) {
            lineFragments.glyphRange(ofLineAt: $0).upperBound >= glyphRange.lowerBound
        }
        while lineIndex < lineFragments.count, lineFragments.glyphRange(ofLineAt: lineIndex).lowerBound < glyphRange.upperBound {
            defer { lineIndex += 1 }
            let lineGlyphs = lineFragments.glyphRange(ofLineAt: lineIndex)
            guard lineGlyphs.overlaps(glyphRange) || lineGlyphs.isEmpty && glyphRange.contains(lineGlyphs.lowerBound) else {
                continue
            }
            enumerateRects(
                onLineAt: lineIndex, continues: selected.upperBound > lineGlyphs.upperBound, options: options,
                stop: &stop, body: { rect, _, stop in body(rect, &stop) }
            ) { glyph, _ in
                glyphRange.contains(glyph) ? (glyphs.records[glyph].penX, glyphs.records[glyph].penX + glyphs.records[glyph].advance) : nil
            }
            if stop { return }
        }
    }

    /// The rects enclosing the glyphs in `glyphRange`; see
    /// ``enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:options:using:)``.
    public func enclosingRects(
        forGlyphRange glyphRange: Range<Int>, withinSelectedGlyphRange selectedRange: Range<Int>? = nil,
        options: EnclosingRectOptions = EnclosingRectOptions()
    ) throws(TextLayoutError) -> [Rect] {
        var rects: [Rect] = []
        try enumerateEnclosingRects(forGlyphRange: glyphRange, withinSelectedGlyphRange: selectedRange, options: options) {
            rect, _ in rects.append(rect)
        }
        return rects
    }
}
