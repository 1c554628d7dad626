/// A run of text shaped as one piece: one font, bidi level, script and attribute run,
/// never crossing a line-break opportunity (so it is usually one word and its spaces).
struct _Unit {
    var range: Range<Int>
    var level: UInt8
    /// The glyph style (font, size, attribute run) in the layout's glyph storage.
    var style: UInt32
    var scale: Double
    var letterSpacing: Double
    var glyphs: [_UnitGlyph]
}

/// One paragraph, itemized and shaped, ready for line breaking.
struct _Paragraph {
    /// The paragraph's UTF-16 range, its separator included.
    var range: Range<Int>
    /// Where the content ends and the separator (if any) starts.
    var contentEnd: Int
    var style: ParagraphStyle
    var baseLevel: UInt8
    var units: [_Unit]
    /// Break units (clusters that line breaking never splits), in logical order.
    var breakUnits: [_BreakUnit] = []

    /// Where break unit `index` starts; `breakUnits.count` gives `contentEnd`.
    @inline(__always)
    func breakUnitStart(_ index: Int) -> Int { index < breakUnits.count ? breakUnits[index].start : contentEnd }

    var hasSeparator: Bool { contentEnd < range.upperBound }
    var baseDirection: TextDirection { baseLevel & 1 == 0 ? .leftToRight : .rightToLeft }
}

/// A cluster line breaking never splits: a HarfBuzz cluster widened to whole
/// grapheme clusters, so a ligature or a base with its marks stays on one line.
struct _BreakUnit {
    /// The UTF-16 offset where the unit starts.
    var start: Int
    /// Its width in pixels, letter spacing included.
    var width: Double
    /// Whether it is breaking whitespace (which hangs at the end of a line).
    var isWhitespace: Bool
    /// 0: no break after it, 1: a break opportunity, 2: a mandatory break.
    var breakAfter: UInt8
}

/// A line chosen by line breaking, before glyphs are placed.
struct _LineBreak {
    var start: Int
    /// The end of the characters that get glyphs (before U+2028 or a separator).
    var contentEnd: Int
    var end: Int
    var hardBreak: Bool
    var endsParagraph: Bool
}
