/// How tall the rects of a text range are (as Skia's RectHeightStyle).
public enum RectHeightStyle: Hashable, Sendable {
    /// The whole line fragment rect, line spacing included, so the rects of consecutive
    /// lines tile without gaps. The default, and what link bubbles want.
    case lineFragment
    /// Each rect as tall as the fonts of its own glyphs: from the highest ascender to
    /// the lowest descender among them.
    case tight
    /// Each rect as tall as the line's tallest run: the line's ascent plus descent.
    case maxRunOnLine
    /// As ``maxRunOnLine``, extended up over all of the space between the line's runs
    /// and the runs of the line above (the first line: to its line fragment's top), so
    /// that the rects of consecutive lines tile.
    case includeLineSpacingTop
    /// As ``maxRunOnLine``, extended over half of the space to the runs of the lines
    /// above and below (the first line up to its line fragment's top, the last down to
    /// its bottom), so that the rects of consecutive lines tile.
    case includeLineSpacingMiddle
    /// As ``maxRunOnLine``, extended down over all of the space between the line's runs
    /// and the runs of the line below (the last line: to its line fragment's bottom).
    case includeLineSpacingBottom
    /// Each rect from the line's baseline up by the paragraph's strut's ascent and down
    /// by its descent (``ParagraphStyle/strut``), so that every rect of a paragraph is as
    /// tall whatever its fonts; as ``tight`` in a paragraph without a strut, as Skia's
    /// `kStrut`.
    case strut
}

/// How wide the rects of a text range are (as Skia's RectWidthStyle).
public enum RectWidthStyle: Hashable, Sendable {
    /// Exactly the glyphs of the range.
    case tight
    /// As `tight`, but when the range continues on the next line, the line's last rect
    /// (in the paragraph's direction) reaches the line fragment's edge, as a selection
    /// highlight does; an empty line inside the range gets a full-width rect.
    case extendToLineEdge
}

/// The choices every caller of the enclosing-rect queries makes.
public struct EnclosingRectOptions: Hashable, Sendable {
    /// How tall the rects are.
    public var heightStyle: RectHeightStyle
    /// How wide the rects are.
    public var widthStyle: RectWidthStyle

    /// Creates options; the defaults suit link bubbles.
    public init(heightStyle: RectHeightStyle = .lineFragment, widthStyle: RectWidthStyle = .tight) {
        self.heightStyle = heightStyle
        self.widthStyle = widthStyle
    }
}
