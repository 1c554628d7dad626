import Geometry
import TextLayout

/// Glyphs of one font at one size in one color, each at its own position: what a
/// ``Scene`` draws text with (as a text blob's run in Skia).
///
/// Glyphs are drawn from their unhinted outlines, and the glyphs of color fonts in
/// color: bitmap emoji (CBDT, sbix) as images scaled from their strike, COLRv0 glyphs as
/// their layers in their palette colors (see ``Canvas/drawGlyphs(_:)`` and
/// ``SVGWriter/drawGlyphs(_:)``). Two runs are equal when their fonts are the same object (fonts are
/// equal by identity) and every other field is equal.
///
/// A value: share and copy it freely (the font is shared, and thread-safe).
public struct GlyphRun: Hashable, Sendable {
    /// The font the glyph identifiers belong to.
    public var font: Font
    /// The font size in points per em.
    public var size: Double
    /// The color the glyphs are filled with.
    public var color: Color
    /// The glyphs and where their origins sit on the baseline, in points (y down).
    public var glyphs: [PlacedGlyph]

    /// Creates a run of `glyphs` of `font` at `size` points per em, in `color`.
    public init(font: Font, size: Double, color: Color, glyphs: [PlacedGlyph]) {
        self.font = font
        self.size = size
        self.color = color
        self.glyphs = glyphs
    }
}

/// One glyph of a ``GlyphRun``: its identifier in the run's font and its origin.
public struct PlacedGlyph: Hashable, Sendable {
    /// The glyph's identifier in its run's font.
    public var id: UInt32
    /// Where the glyph's origin sits on the baseline, in points (y down).
    public var position: Point

    /// Creates a glyph `id` with its origin at `position`.
    public init(id: UInt32, position: Point) {
        self.id = id
        self.position = position
    }
}
