/// A glyph shaped at the font's own scale (font units), as the layout cache keeps it.
///
/// Clusters are UTF-16 offsets relative to the start of the shaped text.
struct UnitGlyph: Hashable, Sendable {
    var id: UInt32
    var clusterStart: Int32
    var clusterEnd: Int32
    var advance: Int32
    var offsetX: Int32
    var offsetY: Int32
}
