/// The glyphs of one shaped word, as the layout cache keeps them: a range of the
/// glyphs of the stretch of words shaped together (one array for the whole stretch,
/// shared by its words), whose cluster values are relative to the stretch's start.
struct WordGlyphs {
    /// The stretch's glyphs, in font units, visual order.
    var stretch: [UnitGlyph]
    /// The word's glyphs in ``stretch``.
    var range: Range<Int>
    /// Where the word starts in the stretch, in UTF-16 code units: its glyphs'
    /// clusters minus this are relative to the word's start.
    var clusterOffset: Int
}
