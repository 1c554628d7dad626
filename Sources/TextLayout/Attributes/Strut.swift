/// A paragraph's strut (Skia's and Flutter's `StrutStyle`, after the strut of CSS line
/// boxes): an invisible run of ``font`` at ``size`` at the start of every line, so that no
/// line is shorter than the strut's ascent and descent, whatever its text.
///
/// ``RectHeightStyle/strut`` makes rects exactly the strut's height around each baseline.
public struct Strut: Hashable, Sendable {
    /// The font whose ascender, descender and line gap the strut has.
    public var font: Font
    /// The strut's font size, in pixels.
    public var size: Double
    /// Whether every line is exactly as tall as the strut (Skia's `forceStrutHeight`):
    /// the fonts of the line's text no longer count, and glyphs taller than the strut
    /// may overlap the lines around. Off by default: lines are at least the strut's height.
    public var forcesHeight: Bool

    /// Creates a strut of `font` (by default the bundled Noto Sans) at `size` pixels.
    public init(font: Font = .bundled(.notoSans), size: Double, forcesHeight: Bool = false) {
        self.font = font
        self.size = size
        self.forcesHeight = forcesHeight
    }

    /// The strut's ascent above the baseline and its height (ascent and descent), in
    /// pixels, each from font units in one rounding, as the line metrics round them.
    var extent: (ascent: Double, height: Double) {
        let metrics = font.metrics
        return (
            FontLength(units: metrics.ascender, size: size, unitsPerEm: metrics.unitsPerEm).pixels,
            FontLength(units: metrics.ascender - metrics.descender, size: size, unitsPerEm: metrics.unitsPerEm).pixels
        )
    }
}
