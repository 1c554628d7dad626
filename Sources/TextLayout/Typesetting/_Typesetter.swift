/// Lays out one attributed text in one container, used once by ``LayoutManager``:
/// runs the stages in order, paragraph by paragraph, and collects their output.
///
/// 1. ``_BidiParagraphs``: paragraphs and their bidi levels;
/// 2. ``_Segmentation`` and ``_ItemizedRuns``: grapheme clusters, break
///    opportunities, and runs to shape, with fonts from the ``FontSource``;
/// 3. ``_ShapedRuns``: glyphs from HarfBuzz, through the ``LayoutCache``;
/// 4. ``_BreakUnits``: the clusters line breaking never splits, with widths;
/// 5. ``_LineBreaking``: greedy line breaks;
/// 6. ``_LinePlacement``: alignment, visual order, glyph positions, truncation.
///
/// Only this driver keeps state from stage to stage: the glyphs and lines placed so
/// far, the style table, and where the next line starts. It stops at the line limit
/// or the container's height, so later paragraphs are never itemized or shaped.
struct _Typesetter {
    let text: AttributedText
    let container: TextContainer
    let cache: LayoutCache
    let fontSource: any FontSource
    let buffer = _ShapingBuffer()
    var placement: _LinePlacement
    var styles = _StyleTable()
    var glyphs = GlyphStorage()
    var lines: [LineFragment] = []
    var y: Double

    init(text: AttributedText, container: TextContainer, cache: LayoutCache, fontSource: any FontSource) {
        self.text = text
        self.container = container
        self.cache = cache
        self.fontSource = fontSource
        self.placement = _LinePlacement(text: text, container: container, fontSource: fontSource, buffer: buffer)
        self.y = container.insets.top
        glyphs.reserveCapacity(text.length)
    }

    /// Lays out every paragraph, stopping at the line limit or the container's height.
    mutating func run() throws(TextLayoutError) -> (lines: [LineFragment], extra: LineFragment?, glyphs: GlyphStorage) {
        try container.validate()
        for run in text.runs { try run.attributes.validate() }
        let paragraphs = _BidiParagraphs(text: text)
        var previous: (paragraph: _ShapedParagraph, line: _LineBreak)?
        for index in paragraphs.bounds.indices {
            let paragraph = try prepare(try paragraphs.paragraph(index))
            let breaks = _LineBreaking.lines(
                of: paragraph.units, paragraph: paragraph.bidi, text: text, available: container.textWidth)
            for line in breaks {
                let isLastAllowed =
                    container.maximumNumberOfLines > 0 && lines.count == container.maximumNumberOfLines - 1
                if isLastAllowed && line.end < text.length {
                    place(line, of: paragraph, truncated: true)
                    if !fitsHeight(lines[lines.count - 1]) { removeLastLine() }
                    return finish(extra: nil)
                }
                place(line, of: paragraph, truncated: false)
                if !fitsHeight(lines[lines.count - 1]) {
                    removeLastLine()
                    if let previous {
                        removeLastLine()
                        place(previous.line, of: previous.paragraph, truncated: true)
                    }
                    return finish(extra: nil)
                }
                previous = (paragraph, line)
            }
        }
        return finish(extra: extraLineFragment())
    }

    /// Stages 2 to 4 for one paragraph.
    mutating func prepare(_ bidi: _BidiParagraph) throws(TextLayoutError) -> _ShapedParagraph {
        let segmentation = try _Segmentation(bidi, text: text, cache: cache)
        let itemized = _ItemizedRuns(bidi, segmentation: segmentation, text: text, fontSource: fontSource)
        let shaped = _ShapedRuns(itemized, text: text, cache: cache, buffer: buffer, styles: &styles)
        let units = _BreakUnits(
            shaped, paragraph: bidi, segmentation: segmentation, text: text, lineBreakMode: container.lineBreakMode)
        return _ShapedParagraph(bidi: bidi, shaped: shaped, units: units)
    }

    mutating func place(_ line: _LineBreak, of paragraph: _ShapedParagraph, truncated: Bool) {
        let placed = placement.place(line, of: paragraph, truncated: truncated, y: y, styles: &styles, glyphs: &glyphs)
        lines.append(placed.fragment)
        y = placed.nextY
    }

    func fitsHeight(_ line: LineFragment) -> Bool {
        guard let height = container.height else { return true }
        return line.usedRect.maxY <= height - container.insets.bottom + 1e-9
    }

    mutating func removeLastLine() {
        guard let line = lines.popLast() else { return }
        y = line.rect.minY
        glyphs.records.removeSubrange(line.glyphRange.lowerBound...)
    }

    /// TextKit's extra line fragment: after a final hard break, or for empty text.
    func extraLineFragment() -> LineFragment? {
        guard let last = text.utf16.last else {
            return placement.emptyLine(
                at: 0, y: y, attributes: text.defaultAttributes, styles: styles, glyphCount: glyphs.count)
        }
        guard _CharacterClass.isHardBreak(last) else { return nil }
        return placement.emptyLine(
            at: text.length, y: y, attributes: text.attributes(at: text.length - 1), styles: styles,
            glyphCount: glyphs.count)
    }

    /// The lines, the extra line fragment and the glyphs with their styles.
    mutating func finish(extra: LineFragment?) -> (lines: [LineFragment], extra: LineFragment?, glyphs: GlyphStorage) {
        glyphs.styles = styles.styles
        return (lines, extra, glyphs)
    }
}
