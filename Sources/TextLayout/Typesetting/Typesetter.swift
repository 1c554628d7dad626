/// Lays out one attributed text in one container, used once by ``LayoutManager``:
/// runs the stages in order, paragraph by paragraph, and collects their output.
///
/// 1. ``BidiParagraphs``: paragraphs and their bidi levels;
/// 2. ``Segmentation`` and ``ItemizedRuns``: grapheme clusters, break
///    opportunities, and runs to shape, with fonts from the ``FontSource``;
/// 3. ``ShapedRuns``: glyphs from HarfBuzz, through the ``LayoutCache``;
/// 4. ``BreakUnits``: the clusters line breaking never splits, with widths;
/// 5. ``LineBreaking``: greedy line breaks;
/// 6. ``LinePlacement``: alignment, visual order, glyph positions, and the last
///    line cut as the container's ``LineBreakMode`` says (clipping, truncation).
///
/// The typesetter itself holds only the inputs; the output grows in a
/// ``_TypesetOutput`` local to ``run()``. It stops at the line limit or the
/// container's height, so later paragraphs are never itemized or shaped.
struct Typesetter {
    let text: AttributedText
    let container: TextContainer
    let cache: LayoutCache
    let fontSource: any FontSource
    /// Whether placement makes one piece of a stretch of words (see
    /// ``LinePlacement/mergesPieces``); tests turn it off to compare.
    var mergesPieces = true
    /// From the process's pool: given back when ``run()`` ends.
    let buffer = ShapingBufferPool.take()

    /// What the stages have produced so far.
    struct Output {
        var styles = StyleTable()
        var glyphs = GlyphStorage()
        var graphemes: GraphemeBoundaries
        var lines: LineFragments
        /// Where the next line starts.
        var position: LinePosition
    }

    /// Lays out every paragraph, stopping at the line limit or the container's height.
    func run() throws(TextLayoutError) -> (
        lines: LineFragments, extra: LineFragment?, glyphs: GlyphStorage, graphemes: GraphemeBoundaries
    ) {
        defer { ShapingBufferPool.give(buffer) }
        try TextLayoutLimits.checkTextLength(text.length)
        try container.validate()
        for run in text.runs { try run.attributes.validate() }
        // An empty text's only line takes its metrics from the default attributes.
        if text.runs.isEmpty { try text.defaultAttributes.validate() }
        let lines = LineFragments(
            rectX: container.insets.left, rectWidth: container.width - container.insets.left - container.insets.right)
        var output = Output(
            graphemes: GraphemeBoundaries(length: text.length), lines: lines, position: LinePosition(start: container.insets.top))
        output.glyphs.reserveCapacity(text.length)
        var placement = LinePlacement(
            text: text, container: container, fontSource: fontSource, buffer: buffer, mergesPieces: mergesPieces)
        let paragraphs = BidiParagraphs(text: text)
        // The line placed last, and the paragraph before the current one (the last
        // line's when it is not the current paragraph's): kept as a line and a flag so
        // that placing a line does not copy its paragraph.
        var previous: (line: LineBreak, inCurrentParagraph: Bool)?
        var previousParagraph: ShapedParagraph?
        for index in paragraphs.bounds.indices {
            let paragraph = try prepare(try paragraphs.paragraph(index), output: &output)
            previous?.inCurrentParagraph = false
            let breaks = LineBreaking.lines(
                of: paragraph.units, paragraph: paragraph.bidi, text: text, available: container.textWidth)
            Self.reserveLines(breaks.count, in: &output)
            for line in breaks {
                let isLastAllowed =
                    container.maximumNumberOfLines > 0 && output.lines.count == container.maximumNumberOfLines - 1
                if isLastAllowed && line.end < text.length {
                    placement.place(line, of: paragraph, ending: container.lineBreakMode, into: &output)
                    if !lastLineFitsHeight(output.lines) { Self.removeLastLine(of: &output) }
                    return finish(output, extra: nil)
                }
                placement.place(line, of: paragraph, ending: nil, into: &output)
                if !lastLineFitsHeight(output.lines) {
                    Self.removeLastLine(of: &output)
                    if let previous, let previousOfLine = previous.inCurrentParagraph ? paragraph : previousParagraph {
                        Self.removeLastLine(of: &output)
                        placement.place(previous.line, of: previousOfLine, ending: container.lineBreakMode, into: &output)
                    }
                    return finish(output, extra: nil)
                }
                previous = (line, true)
            }
            previousParagraph = paragraph
        }
        return finish(output, extra: extraLineFragment(placement, output))
    }

    /// Stages 2 to 4 for one paragraph; its grapheme clusters go to `output`.
    func prepare(_ bidi: ResolvedParagraph, output: inout Output) throws(TextLayoutError) -> ShapedParagraph {
        let segmentation = try Segmentation(bidi, text: text, cache: cache)
        output.graphemes.mark(bidi, segmentation: segmentation)
        let itemized: ItemizedRuns
        if var chain = fontSource as? FontChainSource {
            itemized = ItemizedRuns(bidi, segmentation: segmentation, text: text, fonts: &chain)
        } else {
            var chooser = FontSourceChooser(fontSource)
            itemized = ItemizedRuns(bidi, segmentation: segmentation, text: text, fonts: &chooser)
        }
        let shaped = ShapedRuns(
            itemized, paragraph: bidi, segmentation: segmentation, text: text, cache: cache, buffer: buffer,
            styles: &output.styles)
        let units = BreakUnits(
            shaped, paragraph: bidi, segmentation: segmentation, text: text, lineBreakMode: container.lineBreakMode)
        return ShapedParagraph(bidi: bidi, shaped: shaped, units: units, tabStops: TabStops(bidi.style))
    }

    /// Makes room for `count` more lines: at once for a paragraph with many lines (a
    /// long text in a narrow container), so the line arrays are never copied to buffers
    /// twice their size (an 8 MB paragraph at width 0 has millions of lines); otherwise
    /// growing geometrically, as appending does, so many short paragraphs stay linear.
    static func reserveLines(_ count: Int, in output: inout Output) {
        let needed = output.lines.count + count
        guard needed > output.lines.capacity else { return }
        output.lines.reserveCapacity(max(needed, 2 * output.lines.capacity))
    }

    /// Whether the last of `lines` fits the container's height (always without one: the
    /// line is then not materialized, which would allocate its runs).
    func lastLineFitsHeight(_ lines: LineFragments) -> Bool {
        guard let height = container.height else { return true }
        return lines[lines.count - 1].usedRect.maxY <= height - container.insets.bottom + 1e-9
    }

    static func removeLastLine(of output: inout Output) {
        guard let line = output.lines.removeLast() else { return }
        output.position = LinePosition(start: line.rect.minY)
        output.glyphs.records.removeSubrange(line.glyphRange.lowerBound...)
    }

    /// TextKit's extra line fragment: after a final hard break, or for empty text.
    func extraLineFragment(_ placement: LinePlacement, _ output: Output) -> LineFragment? {
        guard let last = text.utf16.last else {
            return placement.emptyLine(at: 0, attributes: text.defaultAttributes, after: output)
        }
        guard CharacterClass.isHardBreak(last) else { return nil }
        return placement.emptyLine(at: text.length, attributes: text.attributes(at: text.length - 1), after: output)
    }

    /// The lines, the extra line fragment and the glyphs with their styles.
    func finish(_ output: Output, extra: LineFragment?) -> (
        lines: LineFragments, extra: LineFragment?, glyphs: GlyphStorage, graphemes: GraphemeBoundaries
    ) {
        var glyphs = output.glyphs
        glyphs.styles = output.styles.styles
        var lines = output.lines
        lines.finishAppending()
        return (lines, extra, glyphs, output.graphemes)
    }
}
