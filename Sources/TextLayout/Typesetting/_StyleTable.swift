/// The glyph styles of one layout (font, size, attribute run, baseline offset), each
/// stored once: glyph records refer to them by index.
struct _StyleTable {
    private struct Key: Hashable {
        var runIndex: Int
        var font: ObjectIdentifier
        var drawsEllipsis: Bool
    }

    private(set) var styles: [GlyphStorage.Style] = []
    private var indices: [Key: UInt32] = [:]
    private var last: (key: Key, index: UInt32)?

    /// The style index of glyphs of attribute run `runIndex` of `text` drawn with `font`;
    /// `drawsEllipsis` marks the ellipsis of a truncated line.
    mutating func index(runIndex: Int, font: Font, text: AttributedText, drawsEllipsis: Bool = false) -> UInt32 {
        let key = Key(runIndex: runIndex, font: ObjectIdentifier(font), drawsEllipsis: drawsEllipsis)
        if let last, last.key == key { return last.index }
        if let found = indices[key] {
            last = (key, found)
            return found
        }
        let index = UInt32(styles.count)
        let size = text.runs.isEmpty ? text.defaultAttributes.size : text.runs[runIndex].attributes.size
        let offset = text.runs.isEmpty ? 0 : text.runs[runIndex].attributes.baselineOffset
        styles.append(
            GlyphStorage.Style(
                font: font, size: size, attributeRunIndex: runIndex, baselineOffset: offset, drawsEllipsis: drawsEllipsis))
        indices[key] = index
        return index
    }

    subscript(index: UInt32) -> GlyphStorage.Style { styles[Int(index)] }

    /// The baseline offset of style `index` (read in place: copying the style would
    /// retain its font).
    @inline(__always)
    func baselineOffset(of index: UInt32) -> Double { styles[Int(index)].baselineOffset }

    /// The metrics of style `index`'s font.
    @inline(__always)
    func metrics(of index: UInt32) -> FontMetrics { styles[Int(index)].font.metrics }

    /// Whether style `index` draws a truncated line's ellipsis.
    @inline(__always)
    func drawsEllipsis(_ index: UInt32) -> Bool { styles[Int(index)].drawsEllipsis }
}
