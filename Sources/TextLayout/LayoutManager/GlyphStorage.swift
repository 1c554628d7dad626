import Geometry

/// One laid-out glyph as stored: 48 bytes.
struct GlyphRecord {
    var penX: Double
    var x: Double
    var y: Double
    var advance: Double
    var id: UInt32
    var style: UInt32
    var clusterStart: Int32
    var clusterEnd: Int32
}

/// The glyphs of a layout, one compact record each (48 bytes a glyph).
///
/// Glyph indices follow the characters, as in TextKit: line by line, and within a
/// line in logical (character) order, so glyph ranges and character ranges map
/// monotonically in right-to-left and mixed text too. Positions are visual and
/// absolute: in right-to-left text, x decreases as the index grows. A glyph's
/// ``Glyph/characterRange`` maps it back to its characters. The glyphs of one
/// cluster (a base and its marks) are in the order HarfBuzz gives them.
public struct GlyphStorage: Sendable {
    /// Font and size of a group of glyphs.
    struct Style: Sendable {
        var font: Font
        var size: Double
        var attributeRunIndex: Int
        var baselineOffset: Double
        /// Whether the glyphs are a truncated line's ellipsis, which stands for the
        /// characters it hides as one indivisible cluster.
        var drawsEllipsis: Bool
    }

    var records: [GlyphRecord] = []
    var styles: [Style] = []

    /// The number of glyphs.
    public var count: Int { records.count }

    /// The glyph at `index` (0 ..< ``count``).
    public subscript(index: Int) -> Glyph {
        let record = records[index]
        let style = styles[Int(record.style)]
        return Glyph(
            id: record.id, font: style.font, size: style.size, position: Point(x: record.x, y: record.y),
            advance: record.advance, characterRange: Int(record.clusterStart)..<Int(record.clusterEnd),
            attributeRunIndex: style.attributeRunIndex)
    }

    /// The UTF-16 range of the cluster of glyph `index`.
    @inline(__always)
    public func characterRange(ofGlyphAt index: Int) -> Range<Int> {
        Int(records[index].clusterStart)..<Int(records[index].clusterEnd)
    }

    /// The pen position where glyph `index`'s advance starts: its left edge in the
    /// line, before any mark offset moves the glyph's drawing.
    @inline(__always)
    public func penX(ofGlyphAt index: Int) -> Double { records[index].penX }

    mutating func reserveCapacity(_ count: Int) { records.reserveCapacity(count) }
}
