import Geometry

/// A run of glyphs on one line with one bidi level.
///
/// Its glyphs are consecutive in the layout's ``GlyphStorage`` (logical order) and
/// show, left to right, in increasing index order at an even level and in
/// decreasing index order at an odd level.
public struct LineRun: Hashable, Sendable {
    /// The run's glyphs (indices into the layout's ``GlyphStorage``), in logical order.
    public var glyphRange: Range<Int>
    /// The UTF-16 range of the run's characters.
    public var characterRange: Range<Int>
    /// The UAX #9 embedding level: even is left to right, odd is right to left.
    public var level: UInt8

    /// The direction the level implies.
    public var direction: TextDirection { level & 1 == 0 ? .leftToRight : .rightToLeft }
}

/// One laid-out line, as NSLayoutManager's line fragments describe it.
public struct LineFragment: Hashable, Sendable {
    /// The line's whole rect in container coordinates: the container's width less its
    /// insets, and the line height plus line spacing (and paragraph spacing after a
    /// paragraph's last line). Consecutive lines' rects tile without gaps.
    public var rect: Rect
    /// The part of ``rect`` the glyphs use: from the first glyph's left edge to the
    /// last one's right edge, without line-fragment padding and without whitespace
    /// that hangs at a soft break; as tall as the line height without spacing.
    public var usedRect: Rect
    /// The baseline's y coordinate, in container coordinates.
    public var baseline: Double
    /// The distance from the baseline up to the top of the line's tallest font.
    public var ascent: Double
    /// The distance from the baseline down to the bottom of the line's deepest font.
    public var descent: Double
    /// The UTF-16 range of the line's characters, including trailing whitespace and
    /// the hard break that ends it, if any.
    public var characterRange: Range<Int>
    /// The characters that glyphs draw: ``characterRange`` without the hard break that
    /// ends the line (a paragraph separator, or U+2028), hanging whitespace included.
    /// On a truncated line, the ellipsis glyph draws the characters it hides (see
    /// ``LineBreakMode``), so the range runs to the end of the text (less a final hard
    /// break).
    public var contentRange: Range<Int>
    /// The breaking whitespace at the end of ``contentRange`` (spaces, tabs; not no-break
    /// spaces), which hangs past the line's edge: the range queries never enclose the
    /// glyphs from its start on. Empty, at the end of ``contentRange``, when there is
    /// none.
    public var hangingWhitespaceRange: Range<Int>
    /// The line's glyphs (indices into the layout's ``GlyphStorage``), in logical
    /// order.
    public var glyphRange: Range<Int>
    /// Whether the line ends with a hard break (`\n`, `\r\n`, U+2028, U+2029, ...).
    public var hardBreak: Bool
    /// Whether the line ends its paragraph.
    public var endsParagraph: Bool
    /// Whether the line was cut short with an ellipsis (at its end, start or middle, as
    /// the container's ``TextContainer/lineBreakMode`` says).
    public var isTruncated: Bool
    /// The direction of the line's paragraph.
    public var baseDirection: TextDirection
    /// The line's bidi runs in visual order, left to right. Their glyph ranges
    /// partition ``glyphRange`` but, in bidi text, not in this order (glyph indices
    /// follow the characters).
    public var runs: [LineRun]
}
