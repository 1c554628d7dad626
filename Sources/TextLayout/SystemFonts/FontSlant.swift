/// Whether a face's letters are upright, italic or oblique (CSS's `font-style`).
///
/// Used to look faces up among the system's fonts
/// (``SystemFontSource/font(family:weight:width:slant:)``). fontconfig treats italic
/// and oblique as near each other: a family without an italic face may answer with
/// its oblique one, and the other way round.
public enum FontSlant: Hashable, Sendable {
    /// Upright letters (fontconfig's "roman").
    case upright
    /// Italic letters: a cursive design of their own.
    case italic
    /// Oblique letters: the upright design, slanted.
    case oblique
}
