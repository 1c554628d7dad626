import Geometry

/// One laid-out glyph, as ``GlyphStorage`` hands it out. Glyphs are equal when every
/// field is (fonts by identity).
public struct Glyph: Hashable, Sendable {
    /// The glyph's identifier in ``font``.
    public var id: UInt32
    /// The font the glyph comes from.
    public var font: Font
    /// The font size in pixels per em.
    public var size: Double
    /// Where the glyph's origin sits, in container coordinates (y is the baseline,
    /// including any baseline offset and mark positioning).
    public var position: Point
    /// How far the pen moved for this glyph, in pixels (letter spacing and
    /// justification included).
    public var advance: Double
    /// The UTF-16 range of the characters of the glyph's cluster.
    public var characterRange: Range<Int>
    /// The index of the attribute run the glyph's characters belong to.
    public var attributeRunIndex: Int
}
