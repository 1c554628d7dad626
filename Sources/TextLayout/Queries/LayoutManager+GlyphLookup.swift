import Geometry
import InternalUtilities

/// The single-index and bounding-rect queries of NSLayoutManager, under its names.
extension LayoutManager {
    /// The first glyph that shows the character at `index`, as NSLayoutManager's
    /// `glyphIndexForCharacter(at:)`: for a character inside a cluster (a ligature, a
    /// base with its marks), the cluster's first glyph; for one without a glyph (hidden
    /// by truncation, or after the last line), the glyph where it would start; for
    /// `text.length`, ``GlyphStorage/count``.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `index` is
    ///   outside `0...text.length`.
    public func glyphIndexForCharacter(at index: Int) throws(TextLayoutError) -> Int {
        try validate(characterRange: index..<index)
        guard index < text.length else { return glyphs.count }
        return try glyphRange(forCharacterRange: index..<index + 1).lowerBound
    }

    /// The first character of glyph `glyphIndex`'s cluster, as NSLayoutManager's
    /// `characterIndexForGlyph(at:)`; `text.length` for ``GlyphStorage/count``.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `glyphIndex`
    ///   is outside `0...glyphs.count`.
    public func characterIndexForGlyph(at glyphIndex: Int) throws(TextLayoutError) -> Int {
        guard glyphIndex >= 0, glyphIndex <= glyphs.count else {
            throw .rangeOutOfBounds(range: glyphIndex..<glyphIndex, length: glyphs.count)
        }
        return glyphIndex == glyphs.count ? text.length : Int(glyphs.records[glyphIndex].clusterStart)
    }

    /// The index in ``lineFragments`` of the line holding the character at `index`
    /// (Skia's `getLineNumberAt`); `text.length` is on the last line, or on the extra
    /// line fragment (index `lineFragments.count`) when there is one. Nil for a
    /// character after the last line laid out (a line limit or container height cut the
    /// text). O(log lines).
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `index` is
    ///   outside `0...text.length`.
    public func lineIndex(forCharacterAt index: Int) throws(TextLayoutError) -> Int? {
        try validate(characterRange: index..<index)
        let line = firstLineIndex(endingAfter: index)
        if line < lineFragments.count { return line }
        guard index == text.length else { return nil }
        if extraLineFragment != nil { return lineFragments.count }
        return lineFragments.isEmpty || lineFragments.characterRange(ofLineAt: lineFragments.count - 1).upperBound < index
            ? nil : lineFragments.count - 1
    }

    /// The index in ``lineFragments`` of the line holding glyph `glyphIndex`. O(log lines).
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` when `glyphIndex`
    ///   is outside `0..<glyphs.count`.
    public func lineIndex(forGlyphAt glyphIndex: Int) throws(TextLayoutError) -> Int {
        guard glyphIndex >= 0, glyphIndex < glyphs.count else {
            throw .rangeOutOfBounds(range: glyphIndex..<glyphIndex + 1, length: glyphs.count)
        }
        // Every glyph is on a line: the lines' glyph ranges partition the glyphs.
        return _partitioningIndex(count: lineFragments.count) { lineFragments.glyphRange(ofLineAt: $0).upperBound > glyphIndex }
    }

    /// The rect of the line fragment holding glyph `glyphIndex`, as NSLayoutManager's
    /// `lineFragmentRect(forGlyphAt:effectiveRange:)`.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int) throws(TextLayoutError) -> Rect {
        lineFragments[try lineIndex(forGlyphAt: glyphIndex)].rect
    }

    /// The used rect of the line fragment holding glyph `glyphIndex` (the part its
    /// glyphs fill), as NSLayoutManager's `lineFragmentUsedRect(forGlyphAt:effectiveRange:)`.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int) throws(TextLayoutError) -> Rect {
        lineFragments[try lineIndex(forGlyphAt: glyphIndex)].usedRect
    }

    /// The smallest rect holding every rect that encloses the glyphs in `glyphRange`,
    /// as NSLayoutManager's `boundingRect(forGlyphRange:in:)` (one container per layout,
    /// so it takes none); `options` as for
    /// ``enclosingRects(forGlyphRange:withinSelectedGlyphRange:options:)``. A range over
    /// several lines gives a rect over all of them. Nil for an empty range, or one whose
    /// glyphs enclose nothing.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func boundingRect(
        forGlyphRange glyphRange: Range<Int>, options: EnclosingRectOptions = EnclosingRectOptions()
    ) throws(TextLayoutError) -> Rect? {
        var union: Rect?
        try enumerateEnclosingRects(forGlyphRange: glyphRange, options: options) { rect, _ in
            union = union?.union(rect) ?? rect
        }
        return union
    }
}
