/// One glyph produced by shaping, positioned in pixels.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's identifier in its font.
    public var glyphID: UInt32
    /// The UTF-16 offsets of the characters this glyph's cluster covers. Every glyph
    /// of a cluster reports the same range; a ligature such as "ffi" covers several
    /// characters.
    public var characterRange: Range<Int>
    /// How far the pen moves after this glyph, in pixels.
    public var advance: Double
    /// The glyph's offset from the pen position, in pixels (y grows downward).
    public var offsetX: Double
    /// The glyph's vertical offset from the pen position, in pixels (y grows downward).
    public var offsetY: Double
}
