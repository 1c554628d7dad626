import Geometry

/// The attributes of a run of text: font and fallbacks, size, spacing, features,
/// colors, underline and strikethrough, link, baseline offset and paragraph style.
///
/// Two attribute values are equal when every setting is, comparing fonts by identity
/// (``Font`` is `Hashable` by identity); equality and hashing are synthesized, so a
/// new setting always takes part in them.
public struct TextAttributes: Hashable, Sendable {
    /// The primary font.
    public var font: Font
    /// Fonts tried in order for characters the primary font lacks.
    public var fallbackFonts: [Font]
    /// The font size in pixels per em.
    public var size: Double
    /// Extra space after every grapheme cluster, in pixels (may be negative).
    public var letterSpacing: Double
    /// OpenType feature settings (liga, kern, tnum, ...).
    public var features: [FontFeature]
    /// The BCP 47 language of the text ("ja", "sr", "ja-u-lb-strict"), for shaping, line
    /// breaking (as ICU locale) and font fallback. Nil: each script's usual language for
    /// shaping and fallback (as Pango picks it: "ja" for kana, "ko" for Hangul...), ICU's
    /// root locale for line breaking.
    public var language: String?
    /// The text color.
    public var foregroundColor: Color
    /// The color behind the text, if any.
    public var backgroundColor: Color?
    /// The line under the text, as TextKit's `.underlineStyle` (empty: none).
    public var underlineStyle: UnderlineStyle
    /// The underline's color; nil: the ``foregroundColor``.
    public var underlineColor: Color?
    /// The line through the text, as TextKit's `.strikethroughStyle` (empty: none).
    public var strikethroughStyle: UnderlineStyle
    /// The strikethrough's color; nil: the ``foregroundColor``.
    public var strikethroughColor: Color?
    /// The link this text belongs to: a URL or any string value.
    public var link: String?
    /// Raises the glyphs by this many pixels (negative lowers them).
    public var baselineOffset: Double
    /// The paragraph style (used from a paragraph's first character).
    public var paragraphStyle: ParagraphStyle

    /// Creates attributes: 16 px black text in `font` by default, and in the bundled
    /// fonts (Noto Sans, then Noto Sans Arabic, Noto Sans Hebrew and DejaVu Sans) when
    /// no font is given.
    public init(
        font: Font = Font.bundled(.notoSans),
        fallbackFonts: [Font] = BundledFont.defaultChain.dropFirst().map(Font.bundled), size: Double = 16, letterSpacing: Double = 0,
        features: [FontFeature] = [], language: String? = nil, foregroundColor: Color = .black,
        backgroundColor: Color? = nil, underlineStyle: UnderlineStyle = [], underlineColor: Color? = nil,
        strikethroughStyle: UnderlineStyle = [], strikethroughColor: Color? = nil, link: String? = nil,
        baselineOffset: Double = 0,
        paragraphStyle: ParagraphStyle = .default
    ) {
        self.font = font
        self.fallbackFonts = fallbackFonts
        self.size = size
        self.letterSpacing = letterSpacing
        self.features = features
        self.language = language
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.link = link
        self.baselineOffset = baselineOffset
        self.paragraphStyle = paragraphStyle
    }

    /// The primary font followed by the fallbacks.
    public var fontChain: [Font] { [font] + fallbackFonts }

    /// A copy with a different link value.
    public func withLink(_ link: String?) -> TextAttributes {
        var copy = self
        copy.link = link
        return copy
    }

    /// Checks every number, as a typed error naming the first bad one: the size is above
    /// 0 and at most ``TextLayoutLimits/maximumFontSize``; letter spacing and baseline
    /// offset are at most ``TextLayoutLimits/maximumLength`` either way.
    func validate() throws(TextLayoutError) {
        try TextLayoutLimits.checkFontSize(size)
        try TextLayoutLimits.checkOffset(letterSpacing, "letter spacing")
        try TextLayoutLimits.checkOffset(baselineOffset, "baseline offset")
        try paragraphStyle.validate()
    }
}
