import WrapPath

/// The glyphs of a layout, stored as parallel arrays (about 50 bytes a glyph).
///
/// Glyph indices run line by line; within a line, glyphs are in visual order, left to
/// right, so positions increase along a line even in right-to-left text. A glyph's
/// ``Glyph/characterRange`` maps it back to its characters.
public struct GlyphStorage: Sendable {
    /// Font and size of a group of glyphs.
    struct Style: Sendable {
        var font: Font
        var size: Double
        var attributeRunIndex: Int
    }

    var ids: [UInt32] = []
    var styleIndices: [UInt32] = []
    var xs: [Double] = []
    var ys: [Double] = []
    var penXs: [Double] = []
    var advances: [Double] = []
    var clusterStarts: [Int32] = []
    var clusterEnds: [Int32] = []
    var styles: [Style] = []

    /// The number of glyphs.
    public var count: Int { ids.count }

    /// The glyph at `index` (0 ..< ``count``).
    public subscript(index: Int) -> Glyph {
        let style = styles[Int(styleIndices[index])]
        return Glyph(
            id: ids[index], font: style.font, size: style.size,
            position: Point(x: xs[index], y: ys[index]), advance: advances[index],
            characterRange: Int(clusterStarts[index])..<Int(clusterEnds[index]),
            attributeRunIndex: style.attributeRunIndex)
    }

    /// The UTF-16 range of the cluster of glyph `index`.
    @inline(__always)
    public func characterRange(ofGlyphAt index: Int) -> Range<Int> {
        Int(clusterStarts[index])..<Int(clusterEnds[index])
    }

    /// The pen position where glyph `index`'s advance starts: its left edge in the
    /// line, before any mark offset moves the glyph's drawing.
    @inline(__always)
    public func penX(ofGlyphAt index: Int) -> Double { penXs[index] }

    mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
        styleIndices.reserveCapacity(count)
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
        penXs.reserveCapacity(count)
        advances.reserveCapacity(count)
        clusterStarts.reserveCapacity(count)
        clusterEnds.reserveCapacity(count)
    }

    mutating func append(
        id: UInt32, style: UInt32, penX: Double, x: Double, y: Double, advance: Double, cluster: Range<Int>
    ) {
        ids.append(id)
        styleIndices.append(style)
        penXs.append(penX)
        xs.append(x)
        ys.append(y)
        advances.append(advance)
        clusterStarts.append(Int32(cluster.lowerBound))
        clusterEnds.append(Int32(cluster.upperBound))
    }
}
