import Geometry

/// Lays out one attributed text in one container. Used once, by ``LayoutManager``.
struct _Typesetter {
    struct StyleKey: Hashable {
        var runIndex: Int
        var font: ObjectIdentifier
    }

    let text: AttributedText
    let container: TextContainer
    let cache: LayoutCache
    let buffer = _ShapingBuffer()
    var glyphs = GlyphStorage()
    var lines: [LineFragment] = []
    var styleIndices: [StyleKey: UInt32] = [:]
    var lastStyle: (key: StyleKey, index: UInt32)?
    /// A buffer reused for the pieces of each line.
    var scratchPieces: [_LinePiece] = []
    var y: Double

    init(text: AttributedText, container: TextContainer, cache: LayoutCache) {
        self.text = text
        self.container = container
        self.cache = cache
        self.y = container.insets.top
        glyphs.reserveCapacity(text.length)
    }

    /// The paragraphs' UTF-16 ranges, each with the offset where its separator starts.
    func paragraphRanges() -> [(range: Range<Int>, contentEnd: Int)] {
        var result: [(Range<Int>, Int)] = []
        let units = text.utf16
        var start = 0, index = 0
        while index < units.count {
            let unit = units[index]
            guard _CharacterClass.isParagraphSeparator(unit) else {
                index += 1
                continue
            }
            let separatorEnd = unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? index + 2 : index + 1
            result.append((start..<separatorEnd, index))
            start = separatorEnd
            index = separatorEnd
        }
        if start < units.count { result.append((start..<units.count, units.count)) }
        return result
    }

    /// The style index of glyphs of attribute run `runIndex` drawn with `font`.
    mutating func style(runIndex: Int, font: Font) -> UInt32 {
        let key = StyleKey(runIndex: runIndex, font: ObjectIdentifier(font))
        if let lastStyle, lastStyle.key == key { return lastStyle.index }
        if let found = styleIndices[key] {
            lastStyle = (key, found)
            return found
        }
        let index = UInt32(glyphs.styles.count)
        let size = text.runs.isEmpty ? text.defaultAttributes.size : text.runs[runIndex].attributes.size
        let offset = text.runs.isEmpty ? 0 : text.runs[runIndex].attributes.baselineOffset
        glyphs.styles.append(
            GlyphStorage.Style(font: font, size: size, attributeRunIndex: runIndex, baselineOffset: offset))
        styleIndices[key] = index
        return index
    }

    /// Lays out every paragraph, stopping at the line limit or the container's height.
    mutating func run() throws(TextLayoutError) -> (lines: [LineFragment], extra: LineFragment?) {
        try container.validate()
        for run in text.runs { try run.attributes.validate() }
        var previous: (paragraph: _Paragraph, line: _LineBreak)?
        for (range, contentEnd) in paragraphRanges() {
            let paragraph = try itemize(range, contentEnd: contentEnd)
            for line in breakLines(paragraph) {
                let isLastAllowed =
                    container.maximumNumberOfLines > 0 && lines.count == container.maximumNumberOfLines - 1
                if isLastAllowed && line.end < text.length {
                    placeLine(line, of: paragraph, truncated: true)
                    if !fitsHeight(lines[lines.count - 1]) { removeLastLine() }
                    return (lines, nil)
                }
                placeLine(line, of: paragraph, truncated: false)
                if !fitsHeight(lines[lines.count - 1]) {
                    removeLastLine()
                    if let previous {
                        removeLastLine()
                        placeLine(previous.line, of: previous.paragraph, truncated: true)
                    }
                    return (lines, nil)
                }
                previous = (paragraph, line)
            }
        }
        return (lines, extraLineFragment())
    }

    func fitsHeight(_ line: LineFragment) -> Bool {
        guard let height = container.height else { return true }
        return line.usedRect.maxY <= height - container.insets.bottom + 1e-9
    }

    mutating func removeLastLine() {
        guard let line = lines.popLast() else { return }
        y = line.rect.minY
        let keep = line.glyphRange.lowerBound
        glyphs.records.removeSubrange(keep...)
    }

    /// TextKit's extra line fragment: after a final hard break, or for empty text.
    func extraLineFragment() -> LineFragment? {
        guard let last = text.utf16.last else { return emptyLine(at: 0, attributes: text.defaultAttributes) }
        guard _CharacterClass.isParagraphSeparator(last) || _CharacterClass.isLineSeparator(last) else { return nil }
        return emptyLine(at: text.length, attributes: text.attributes(at: text.length - 1))
    }
}
