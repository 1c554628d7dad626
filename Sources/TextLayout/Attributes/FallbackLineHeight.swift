/// How the fonts that draw what a run's own font lacks count in its line's height
/// (``ParagraphStyle/fallbackLineHeight``).
///
/// Script fonts are often taller than Latin ones: Noto Sans Arabic's ascender and
/// descender span 2.11 em where Noto Sans's span 1.36, so a short Arabic phrase in a
/// Latin paragraph makes its line half again as tall as the others. UI variants of such
/// fonts (Noto Sans Arabic UI) fit the Latin metrics; this option evens lines with any
/// font.
public enum FallbackLineHeight: Hashable, Sendable, CaseIterable {
    /// Each font with its own ascender, descender and line gap: a line is as tall as its
    /// tallest font, as TextKit, Pango and Skia place lines. The default.
    case ownMetrics
    /// Text drawn by a fallback font counts with the metrics of its run's primary font
    /// (``TextAttributes/font``) at the run's size, so that every line of a paragraph
    /// in one font and size is as tall whatever scripts it holds; glyphs that reach
    /// past those metrics may overlap the lines around.
    case primaryFont
}
