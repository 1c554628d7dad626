/// The glyph styles of one layout (font, size, attribute run, baseline offset), each
/// stored once: glyph records refer to them by index.
///
/// Beside the styles it keeps, as plain values, what layout reads for every run, piece
/// and line (``Entry``): each style's key, its font's metrics, its scale and baseline
/// offset. Reading those never retains the font: text of many scripts changes style at
/// almost every word.
struct StyleTable {
    fileprivate struct Key: Hashable {
        var runIndex: Int
        var font: ObjectIdentifier
        var drawsEllipsis: Bool
    }

    /// What layout reads of a style, as plain values.
    fileprivate struct Entry {
        var key: Key
        /// The style's font's metrics.
        var metrics: FontMetrics
        /// Pixels per font unit.
        var scale: Double
        /// The font size in pixels per em.
        var size: Double
        var baselineOffset: Double
        /// The metrics of the run's primary font (``TextAttributes/font``), for
        /// ``FallbackLineHeight/primaryFont``.
        var primaryMetrics: FontMetrics
    }

    private(set) var styles: [GlyphStorage.Style] = []
    /// Each style's plain values, in style order.
    private var entries: [Entry] = []
    /// Finds a style's entry by key: text of many scripts changes face from run to run,
    /// and hashing the key (SipHash) for every run cost more than the run's lookup in
    /// the word cache, so a short table is scanned.
    private var lookup = ScanThenHashLookup<Key>()
    private var last: (key: Key, index: UInt32)?

    /// The style index of glyphs of attribute run `runIndex` of `text` drawn with `font`;
    /// `drawsEllipsis` marks the ellipsis of a truncated line.
    mutating func index(runIndex: Int, font: Font, text: AttributedText, drawsEllipsis: Bool = false) -> UInt32 {
        if let found = existingIndex(runIndex: runIndex, font: ObjectIdentifier(font), drawsEllipsis: drawsEllipsis) {
            return found
        }
        let key = Key(runIndex: runIndex, font: ObjectIdentifier(font), drawsEllipsis: drawsEllipsis)
        let index = UInt32(styles.count)
        let size = text.runs.isEmpty ? text.defaultAttributes.size : text.runs[runIndex].attributes.size
        let offset = text.runs.isEmpty ? 0 : text.runs[runIndex].attributes.baselineOffset
        let primary = text.runs.isEmpty ? text.defaultAttributes.font.metrics : text.runs[runIndex].attributes.font.metrics
        styles.append(
            GlyphStorage.Style(
                font: font, size: size, attributeRunIndex: runIndex, baselineOffset: offset, drawsEllipsis: drawsEllipsis))
        entries.append(
            Entry(
                key: key, metrics: font.metrics, scale: font.metrics.scale(forSize: size), size: size, baselineOffset: offset,
                primaryMetrics: primary))
        entries.withUnsafeBufferPointer { lookup.noteAppended(to: $0, keyOf: { $0.key }) }
        last = (key, index)
        return index
    }

    /// The style index of glyphs of attribute run `runIndex` drawn with the font
    /// identified by `font`, if the table has that style (no font needed: the lookup
    /// touches no reference).
    @inline(__always)
    mutating func existingIndex(runIndex: Int, font: ObjectIdentifier, drawsEllipsis: Bool = false) -> UInt32? {
        let key = Key(runIndex: runIndex, font: font, drawsEllipsis: drawsEllipsis)
        if let last, last.key == key { return last.index }
        let found = entries.withUnsafeBufferPointer { lookup.position(of: key, in: $0, keyOf: { $0.key }) }
        if let found { last = (key, found) }
        return found
    }

    subscript(index: UInt32) -> GlyphStorage.Style { styles[Int(index)] }

    /// The styles' plain values, to read many times (a copy retains one array).
    var plainValues: PlainValues { PlainValues(entries: entries) }

    /// Pixels per font unit of style `index` (its font's units per em at its size).
    @inline(__always)
    func scale(of index: UInt32) -> Double { entries[Int(index)].scale }

    /// What layout reads of each style, as plain values (see ``StyleTable``).
    struct PlainValues {
        fileprivate let entries: [Entry]

        /// The baseline offset of style `index`.
        @inline(__always)
        func baselineOffset(of index: UInt32) -> Double { entries[Int(index)].baselineOffset }

        /// The metrics of style `index`'s font.
        @inline(__always)
        func metrics(of index: UInt32) -> FontMetrics { entries[Int(index)].metrics }

        /// The font size of style `index`, in pixels per em.
        @inline(__always)
        func size(of index: UInt32) -> Double { entries[Int(index)].size }

        /// The metrics of style `index`'s primary font: what the style counts as in a
        /// line's height under ``FallbackLineHeight/primaryFont`` (at the style's size).
        @inline(__always)
        func primaryMetrics(of index: UInt32) -> FontMetrics { entries[Int(index)].primaryMetrics }

        /// Whether style `index` draws a truncated line's ellipsis.
        @inline(__always)
        func drawsEllipsis(_ index: UInt32) -> Bool { entries[Int(index)].key.drawsEllipsis }
    }
}
