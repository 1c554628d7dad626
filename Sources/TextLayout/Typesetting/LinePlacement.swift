import Geometry

/// A paragraph after stages 1 to 4, ready for line breaking and placement.
struct ShapedParagraph {
    var bidi: ResolvedParagraph
    var shaped: ShapedRuns
    var units: BreakUnits
    /// The paragraph style's tab stops, sorted once for all of its lines.
    var tabStops: TabStops
}

/// Stage 6 of layout: places broken lines — metrics, alignment, justification,
/// visual order (UAX #9 L1 and L2), glyph positions — and truncates the last line
/// with an ellipsis. It reuses one buffer for every line's pieces and one HarfBuzz
/// buffer for the ellipsis.
struct LinePlacement {
    let text: AttributedText
    let container: TextContainer
    let fontSource: any FontSource
    let buffer: ShapingBuffer
    /// A buffer reused for the pieces of each line.
    private var scratchPieces: [LinePiece] = []
    /// A buffer reused for where each piece's glyphs start among its line's.
    private var scratchStarts: [Int] = []
    /// A buffer reused for the glyphs of each line, as they are placed.
    private var scratchRecords: [GlyphRecord] = []
    /// A buffer reused for the bidi runs of each line.
    private var scratchRuns: [LineRun] = []
    /// Whether a line without tabs or ellipsis is measured as its pieces are collected,
    /// with one piece per stretch of words (``collectPieces(of:from:to:into:measuring:)``);
    /// off, every run is a piece and the pieces are measured after (tests compare both).
    let mergesPieces: Bool

    init(
        text: AttributedText, container: TextContainer, fontSource: any FontSource, buffer: ShapingBuffer,
        mergesPieces: Bool = true
    ) {
        self.text = text
        self.container = container
        self.fontSource = fontSource
        self.buffer = buffer
        self.mergesPieces = mergesPieces
        // Room for a line of a few pieces, allocated once, not grown piece by piece.
        scratchPieces.reserveCapacity(16)
    }

    /// Lays out one line at `output.position`, appending it and its glyphs to `output`. A last
    /// line (`ending` set: text remains after it) is cut as ``LineBreakMode/byClipping``
    /// and the truncating modes say; the wrapping modes place it as any other line.
    mutating func place(
        _ line: LineBreak, of paragraph: ShapedParagraph, ending: LineBreakMode?, into output: inout Typesetter.Output
    ) {
        let y = output.position.y
        var line = line
        var pieces: [LinePiece] = []
        swap(&pieces, &scratchPieces)
        defer {
            pieces.removeAll(keepingCapacity: true)
            swap(&pieces, &scratchPieces)
        }
        let truncated = ending?.truncates ?? false
        // The ellipsis's glyphs, which its piece names (``LinePiece/ellipsis``).
        var ellipsisGlyphs: [UnitGlyph] = []
        let cut = ending == .byClipping || truncated
        if let ending, cut {
            line = appendCutPieces(
                line, of: paragraph, mode: ending, styles: &output.styles, ellipsisGlyphs: &ellipsisGlyphs, into: &pieces)
        }
        // Tabs take the widths their stops give them (the ellipsis is never a tab).
        let tabWidths = paragraph.tabStops.tabWidths(from: line.start, to: line.contentEnd, units: paragraph.units, text: text)
        // The pieces' widths, when collecting them measured them (no tab, no ellipsis).
        var measuredWidths: LineWidths?
        if !cut {
            if tabWidths.isEmpty && mergesPieces { measuredWidths = LineWidths() }
            collectPieces(of: paragraph, from: line.start, to: line.contentEnd, into: &pieces, measuring: &measuredWidths)
        }
        let ellipsis = ellipsisGlyphs
        let styles = output.styles.plainValues
        let hasTabs = !tabWidths.isEmpty
        func tabs(ofStyle style: UInt32) -> [Int: Double]? {
            hasTabs && !styles.drawsEllipsis(style) ? tabWidths : nil
        }
        // A truncated line has no whitespace next to its ellipsis or at its end.
        let whitespaceStart =
            truncated ? line.contentEnd : CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: line.contentEnd)
        let order = pieces.withUnsafeBufferPointer { BidiOrder.visualOrder($0) }
        // Each piece measured once, in order; where the line's glyphs go in storage
        // (needed only when the visual order is not the logical one).
        var trailingWhitespace = 0.0, totalWidth = 0.0
        var logicalStarts: [Int] = []
        swap(&logicalStarts, &scratchStarts)
        defer {
            // Only lines out of logical order have starts (emptying the shared empty
            // storage, which is never unique, replaces it: a call and two releases).
            if !logicalStarts.isEmpty { logicalStarts.removeAll(keepingCapacity: true) }
            swap(&logicalStarts, &scratchStarts)
        }
        var glyphCount = 0
        if let measuredWidths {
            totalWidth = measuredWidths.total
            trailingWhitespace = measuredWidths.trailingWhitespace
            for index in pieces.indices {
                if order != nil { logicalStarts.append(glyphCount) }
                glyphCount += pieces[index].glyphRange.count
            }
        } else {
            paragraph.shaped.withUnsafeRuns { shapedRuns, stretches in
                for index in pieces.indices {
                    let width = Self.withGlyphs(
                        of: pieces[index], runs: shapedRuns, stretches: stretches, ellipsis: ellipsis
                    ) {
                        pieces[index].width(glyphs: $0, tabWidths: tabs(ofStyle: pieces[index].style))
                    }
                    if !truncated && pieces[index].range.lowerBound >= whitespaceStart { trailingWhitespace += width }
                    totalWidth += width
                    if order != nil { logicalStarts.append(glyphCount) }
                    glyphCount += pieces[index].glyphRange.count
                }
            }
        }
        let contentWidth = totalWidth - trailingWhitespace
        let available = container.textWidth
        let style = paragraph.bidi.style
        let rightToLeft = paragraph.bidi.baseLevel & 1 == 1
        var justification = 0.0
        var spaceCount = 0
        if style.alignment == .justified && !line.endsParagraph && !line.hardBreak && !truncated {
            spaceCount = (line.start..<whitespaceStart).filter { text.utf16[$0] == 0x20 }.count
            if spaceCount > 0 && available > contentWidth { justification = (available - contentWidth) / Double(spaceCount) }
        }
        let justifiedWidth = contentWidth + justification * Double(spaceCount)
        let contentLeft: Double =
            switch style.alignment {
            case .left: 0
            case .right: available - justifiedWidth
            case .center: (available - justifiedWidth) / 2
            case .natural, .justified: rightToLeft ? available - justifiedWidth : 0
            }
        let textLeft = container.insets.left + container.lineFragmentPadding
        let metrics = Self.lineMetrics(
            pieces, styles: styles, text: text, at: min(line.start, max(text.length - 1, 0)))
        let baseline = y + metrics.extraAbove + metrics.ascent
        // Glyphs are stored in logical order (each piece's glyphs by increasing cluster,
        // pieces as the text runs) and placed in visual order: each piece shows its
        // glyphs left to right at an even level and right to left at an odd one. They
        // are written to a reused buffer, then appended to storage in one copy.
        let firstGlyph = output.glyphs.count
        var records: [GlyphRecord] = []
        swap(&records, &scratchRecords)
        defer { swap(&records, &scratchRecords) }
        if records.count < glyphCount {
            records.append(
                contentsOf: repeatElement(
                    GlyphRecord(penX: 0, x: 0, y: 0, advance: 0, id: 0, style: 0, clusterStart: 0, clusterEnd: 0),
                    count: glyphCount - records.count))
        }
        var runs: [LineRun] = []
        swap(&runs, &scratchRuns)
        defer {
            runs.removeAll(keepingCapacity: true)
            swap(&runs, &scratchRuns)
        }
        var pen = textLeft + contentLeft - (rightToLeft ? trailingWhitespace : 0)
        let utf16 = text.utf16
        // The run being built (the last one); earlier runs are in `runs`.
        var run: LineRun?
        // Where the next piece's glyphs start among the line's, in logical order.
        var nextStart = 0
        paragraph.shaped.withUnsafeRuns { shapedRuns, stretches in
            records.withUnsafeMutableBufferPointer { records in
                pieces.withUnsafeBufferPointer { pieces in
                    for position in 0..<pieces.count {
                        let logicalIndex = order?[position] ?? position
                        let piece = pieces.baseAddress! + logicalIndex
                        let glyphRange = piece.pointee.glyphRange, count = glyphRange.count
                        let showsReversed = piece.pointee.level & 1 == 1
                        let pieceStyle = piece.pointee.style
                        let scale = piece.pointee.scale, letterSpacing = piece.pointee.letterSpacing
                        let clusterBase = piece.pointee.clusterBase
                        let baselineOffset = styles.baselineOffset(of: pieceStyle)
                        let pieceTabs = tabs(ofStyle: pieceStyle)
                        let start = firstGlyph + (order == nil ? nextStart : logicalStarts[logicalIndex])
                        nextStart += count
                        let block = start..<start + count
                        let decreasing = Self.withGlyphs(
                            of: piece.pointee, runs: shapedRuns, stretches: stretches, ellipsis: ellipsis
                        ) {
                            piece.pointee.clustersDecrease(glyphs: $0)
                        }
                        // The glyphs are read in two scopes, one per case: in the common one's,
                        // which calls nothing, the run's glyphs are borrowed without a retain.
                        if pieceTabs == nil && !(justification > 0) && !decreasing && !showsReversed {
                            let penBefore = pen
                            pen = Self.withGlyphs(
                                of: piece.pointee, runs: shapedRuns, stretches: stretches, ellipsis: ellipsis
                            ) { glyphs in
                                // The common case: glyphs in order, no tab, no justification.
                                // The pen is a local here (the captured one lives in memory).
                                var pen = penBefore
                                var slot = records.baseAddress! + (block.lowerBound - firstGlyph)
                                for index in glyphRange {
                                    let glyph = glyphs[index]
                                    var advance = Double(glyph.advance) * scale
                                    if index + 1 == glyphRange.upperBound || glyphs[index + 1].clusterStart != glyph.clusterStart {
                                        advance += letterSpacing
                                    }
                                    slot.pointee = GlyphRecord(
                                        penX: pen, x: pen + Double(glyph.offsetX) * scale,
                                        y: baseline + Double(glyph.offsetY) * scale - baselineOffset, advance: advance,
                                        id: glyph.id, style: pieceStyle,
                                        clusterStart: Int32(truncatingIfNeeded: clusterBase &+ Int(glyph.clusterStart)),
                                        clusterEnd: Int32(truncatingIfNeeded: clusterBase &+ Int(glyph.clusterEnd)))
                                    slot += 1
                                    pen += advance
                                }
                                return pen
                            }
                        } else {
                            Self.withGlyphs(
                                of: piece.pointee, runs: shapedRuns, stretches: stretches, ellipsis: ellipsis
                            ) { glyphs in
                                for step in 0..<count {
                                    let logicalStep = showsReversed ? count - 1 - step : step
                                    let index =
                                        decreasing ? glyphRange.upperBound - 1 - logicalStep : glyphRange.lowerBound + logicalStep
                                    var glyph = glyphs[index]
                                    let clusterStart = clusterBase + Int(glyph.clusterStart)
                                    var advance = Double(glyph.advance) * scale
                                    let endsCluster =
                                        index + 1 == glyphRange.upperBound || glyphs[index + 1].clusterStart != glyph.clusterStart
                                    if let tab = pieceTabs?[clusterStart] {
                                        // A tab draws nothing: the font's space glyph, as wide as the tab.
                                        advance = endsCluster ? tab : 0
                                        glyph.id = output.styles[pieceStyle].font.glyph(for: " ") ?? glyph.id
                                    } else if endsCluster {
                                        advance += letterSpacing
                                        if justification > 0 && clusterStart < whitespaceStart && utf16[clusterStart] == 0x20 {
                                            advance += justification
                                        }
                                    }
                                    records[block.lowerBound - firstGlyph + logicalStep] = GlyphRecord(
                                        penX: pen, x: pen + Double(glyph.offsetX) * scale,
                                        y: baseline + Double(glyph.offsetY) * scale - baselineOffset, advance: advance, id: glyph.id,
                                        style: pieceStyle, clusterStart: Int32(clusterStart),
                                        clusterEnd: Int32(clusterBase + Int(glyph.clusterEnd)))
                                    pen += advance
                                }
                            }
                        }
                        let level = piece.pointee.level, characters = piece.pointee.range
                        // Visually neighbouring pieces at one level form one run when their glyphs
                        // are also neighbours in storage, in the order the level shows them.
                        if let last = run, last.level == level,
                            showsReversed ? block.upperBound == last.glyphRange.lowerBound : last.glyphRange.upperBound == block.lowerBound
                        {
                            run?.glyphRange =
                                min(last.glyphRange.lowerBound, block.lowerBound)..<max(last.glyphRange.upperBound, block.upperBound)
                            run?.characterRange =
                                min(last.characterRange.lowerBound, characters.lowerBound)..<max(last.characterRange.upperBound, characters.upperBound)
                        } else {
                            if let last = run { runs.append(last) }
                            run = LineRun(glyphRange: block, characterRange: characters, level: level)
                        }
                    }
                }
            }
        }
        if let run { runs.append(run) }
        // Appended from the buffer's memory (a slice of the array would retain it).
        records.withUnsafeBufferPointer {
            output.glyphs.records.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<glyphCount]))
        }
        // A truncated line's ellipsis draws the characters it stands for, so they count
        // as content (its hard break, if any, does not).
        var content = line.start..<line.contentEnd, hanging = whitespaceStart..<line.contentEnd
        if truncated {
            var end = line.end
            while end > line.start, CharacterClass.isHardBreak(text.utf16[end - 1]) { end -= 1 }
            content = line.start..<end
            hanging = CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: end)..<end
        }
        let spacing = style.lineSpacing + (line.endsParagraph ? style.paragraphSpacing : 0)
        let rectWidth = container.width - container.insets.left - container.insets.right
        let fragment = LineFragment(
            rect: Rect(x: container.insets.left, y: y, width: rectWidth, height: metrics.height + spacing),
            usedRect: Rect(x: textLeft + contentLeft, y: y, width: justifiedWidth, height: metrics.height),
            baseline: baseline, ascent: metrics.ascent, descent: metrics.descent,
            characterRange: line.start..<line.end, contentRange: content, hangingWhitespaceRange: hanging,
            glyphRange: firstGlyph..<output.glyphs.count,
            hardBreak: line.hardBreak, endsParagraph: line.endsParagraph, isTruncated: truncated,
            baseDirection: paragraph.bidi.baseDirection, runs: runs)
        output.lines.append(fragment, extraAbove: metrics.extraAbove, runHeight: metrics.runHeight)
        output.position.advance(metrics, spacing: spacing)
    }

    /// A line with no glyphs below the lines of `output` (TextKit's extra line
    /// fragment).
    func emptyLine(at offset: Int, attributes: TextAttributes, after output: Typesetter.Output) -> LineFragment {
        let y = output.position.y, glyphCount = output.glyphs.count
        let metrics = Self.lineMetrics([], styles: output.styles.plainValues, fallback: attributes)
        let rightToLeft = attributes.paragraphStyle.baseWritingDirection == .rightToLeft
        let textLeft = container.insets.left + container.lineFragmentPadding
        let x: Double =
            switch attributes.paragraphStyle.alignment {
            case .right: textLeft + container.textWidth
            case .center: textLeft + container.textWidth / 2
            case .natural, .justified: rightToLeft ? textLeft + container.textWidth : textLeft
            case .left: textLeft
            }
        return LineFragment(
            rect: Rect(x: container.insets.left, y: y, width: container.width - container.insets.left - container.insets.right,
                       height: metrics.height + attributes.paragraphStyle.lineSpacing),
            usedRect: Rect(x: x, y: y, width: 0, height: metrics.height),
            baseline: y + metrics.extraAbove + metrics.ascent, ascent: metrics.ascent, descent: metrics.descent,
            characterRange: offset..<offset, contentRange: offset..<offset, hangingWhitespaceRange: offset..<offset,
            glyphRange: glyphCount..<glyphCount, hardBreak: false, endsParagraph: true, isTruncated: false,
            baseDirection: rightToLeft ? .rightToLeft : .leftToRight, runs: [])
    }
}
