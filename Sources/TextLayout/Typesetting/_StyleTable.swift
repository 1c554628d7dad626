/// The glyph styles of one layout (font, size, attribute run, baseline offset), each
/// stored once: glyph records refer to them by index.
struct _StyleTable {
    private struct Key: Hashable {
        var runIndex: Int
        var font: ObjectIdentifier
        var drawsEllipsis: Bool
    }

    private(set) var styles: [GlyphStorage.Style] = []
    /// The index of each style by key, once there are more than ``scannedStyles``.
    private var indices: [Key: UInt32] = [:]
    private var last: (key: Key, index: UInt32)?
    /// Up to this many styles, a key is looked for by comparing it with each style:
    /// text of many scripts changes face from run to run, and hashing the key
    /// (SipHash) for every run cost more than the run's lookup in the word cache.
    static let scannedStyles = 32

    /// The style index of glyphs of attribute run `runIndex` of `text` drawn with `font`;
    /// `drawsEllipsis` marks the ellipsis of a truncated line.
    mutating func index(runIndex: Int, font: Font, text: AttributedText, drawsEllipsis: Bool = false) -> UInt32 {
        let key = Key(runIndex: runIndex, font: ObjectIdentifier(font), drawsEllipsis: drawsEllipsis)
        if let last, last.key == key { return last.index }
        let found =
            styles.count <= Self.scannedStyles
            ? styles.firstIndex { Self.key(of: $0) == key }.map { UInt32($0) } : indices[key]
        if let found {
            last = (key, found)
            return found
        }
        let index = UInt32(styles.count)
        let size = text.runs.isEmpty ? text.defaultAttributes.size : text.runs[runIndex].attributes.size
        let offset = text.runs.isEmpty ? 0 : text.runs[runIndex].attributes.baselineOffset
        styles.append(
            GlyphStorage.Style(
                font: font, size: size, attributeRunIndex: runIndex, baselineOffset: offset, drawsEllipsis: drawsEllipsis))
        if styles.count > Self.scannedStyles {
            if indices.isEmpty {
                for (earlier, style) in styles.enumerated() { indices[Self.key(of: style)] = UInt32(earlier) }
            } else {
                indices[key] = index
            }
        }
        return index
    }

    @inline(__always)
    private static func key(of style: GlyphStorage.Style) -> Key {
        Key(runIndex: style.attributeRunIndex, font: ObjectIdentifier(style.font), drawsEllipsis: style.drawsEllipsis)
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
