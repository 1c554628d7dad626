import Geometry

/// A paragraph after stages 1 to 4, ready for line breaking and placement.
struct _ShapedParagraph {
    var bidi: _BidiParagraph
    var shaped: _ShapedRuns
    var units: _BreakUnits
}

/// Stage 6 of layout: places broken lines — metrics, alignment, justification,
/// visual order (UAX #9 L1 and L2), glyph positions — and truncates the last line
/// with an ellipsis. It reuses one buffer for every line's pieces and one HarfBuzz
/// buffer for the ellipsis.
struct _LinePlacement {
    let text: AttributedText
    let container: TextContainer
    let fontSource: any FontSource
    let buffer: _ShapingBuffer
    /// A buffer reused for the pieces of each line.
    private var scratchPieces: [_LinePiece] = []
    /// A buffer reused for where each piece's glyphs start in storage.
    private var scratchStarts: [Int] = []

    init(text: AttributedText, container: TextContainer, fontSource: any FontSource, buffer: _ShapingBuffer) {
        self.text = text
        self.container = container
        self.fontSource = fontSource
        self.buffer = buffer
    }

    /// Appends the pieces of the runs between `start` and `end` to `pieces`, in
    /// logical order. Trailing whitespace takes the paragraph's level (UAX #9 rule L1).
    func collectPieces(
        of paragraph: _ShapedParagraph, from start: Int, to end: Int, into pieces: inout [_LinePiece]
    ) {
        let whitespaceStart = _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: start, to: end)
        let runs = paragraph.shaped.runs
        var index = paragraph.shaped.firstRun(endingAfter: start)
        while index < runs.count, runs[index].range.lowerBound < end {
            let run = runs[index]
            var piece = _LinePiece(
                range: run.range, level: run.level, style: run.style, scale: run.scale,
                letterSpacing: run.letterSpacing, clusterBase: run.range.lowerBound, glyphs: run.glyphs,
                glyphRange: run.glyphs.indices)
            if run.range.lowerBound < start || run.range.upperBound > end { piece = piece.clipped(to: start..<end) }
            if piece.range.upperBound <= whitespaceStart {
                pieces.append(piece)
            } else if piece.range.lowerBound >= whitespaceStart {
                piece.level = paragraph.bidi.baseLevel
                pieces.append(piece)
            } else {
                pieces.append(piece.clipped(to: piece.range.lowerBound..<whitespaceStart))
                var trailing = piece.clipped(to: whitespaceStart..<piece.range.upperBound)
                trailing.level = paragraph.bidi.baseLevel
                pieces.append(trailing)
            }
            index += 1
        }
    }

    /// Lays out one line at `output.y`, appending it and its glyphs to `output`. A last
    /// line (`ending` set: text remains after it) is cut as ``LineBreakMode/byClipping``
    /// and the truncating modes say; the wrapping modes place it as any other line.
    mutating func place(
        _ line: _LineBreak, of paragraph: _ShapedParagraph, ending: LineBreakMode?, into output: inout _Typesetter.Output
    ) {
        let y = output.y
        var line = line
        var pieces: [_LinePiece] = []
        swap(&pieces, &scratchPieces)
        defer {
            pieces.removeAll(keepingCapacity: true)
            swap(&pieces, &scratchPieces)
        }
        let truncated = ending?.truncates ?? false
        if let ending, ending == .byClipping || truncated {
            line = appendCutPieces(line, of: paragraph, mode: ending, styles: &output.styles, into: &pieces)
        } else {
            collectPieces(of: paragraph, from: line.start, to: line.contentEnd, into: &pieces)
        }
        // Tabs take the widths their stops give them (the ellipsis is never a tab).
        let tabWidths = _TabStops(paragraph.bidi.style).tabWidths(
            from: line.start, to: line.contentEnd, units: paragraph.units, text: text)
        func tabs(of piece: _LinePiece) -> [Int: Double]? {
            tabWidths.isEmpty || output.styles[piece.style].drawsEllipsis ? nil : tabWidths
        }
        // A truncated line has no whitespace next to its ellipsis or at its end.
        let whitespaceStart =
            truncated ? line.contentEnd : _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: line.contentEnd)
        var trailingWhitespace = 0.0
        for piece in pieces where !truncated && piece.range.lowerBound >= whitespaceStart {
            trailingWhitespace += piece.width(tabWidths: tabs(of: piece))
        }
        let totalWidth = pieces.reduce(0) { $0 + $1.width(tabWidths: tabs(of: $1)) }
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
            pieces, styles: output.styles, fallback: text.attributes(at: min(line.start, max(text.length - 1, 0))))
        let baseline = y + metrics.extraAbove + metrics.ascent
        let order = _BidiOrder.visualOrder(pieces)
        // Glyphs are stored in logical order (each piece's glyphs by increasing cluster,
        // pieces as the text runs) and placed in visual order: each piece shows its
        // glyphs left to right at an even level and right to left at an odd one.
        let firstGlyph = output.glyphs.count
        var logicalStarts: [Int] = []
        swap(&logicalStarts, &scratchStarts)
        defer {
            logicalStarts.removeAll(keepingCapacity: true)
            swap(&logicalStarts, &scratchStarts)
        }
        var next = firstGlyph
        for piece in pieces {
            logicalStarts.append(next)
            next += piece.glyphRange.count
        }
        output.glyphs.appendUnplaced(count: next - firstGlyph)
        var pen = textLeft + contentLeft - (rightToLeft ? trailingWhitespace : 0)
        var runs: [LineRun] = []
        for position in 0..<pieces.count {
            let logicalIndex = order?[position] ?? position
            let piece = pieces[logicalIndex]
            let count = piece.glyphRange.count
            let decreasing = piece.clustersDecrease
            let showsReversed = piece.level & 1 == 1
            let baselineOffset = output.styles[piece.style].baselineOffset
            let pieceTabs = tabs(of: piece)
            for step in 0..<count {
                let logicalStep = showsReversed ? count - 1 - step : step
                let index = decreasing ? piece.glyphRange.upperBound - 1 - logicalStep : piece.glyphRange.lowerBound + logicalStep
                var glyph = piece.glyphs[index]
                let clusterStart = piece.clusterBase + Int(glyph.clusterStart)
                var advance = Double(glyph.advance) * piece.scale
                if let tab = pieceTabs?[clusterStart] {
                    // A tab draws nothing: the font's space glyph, as wide as the tab.
                    advance = piece.endsCluster(index) ? tab : 0
                    glyph.id = output.styles[piece.style].font.glyph(for: " ") ?? glyph.id
                } else if piece.endsCluster(index) {
                    advance += piece.letterSpacing
                    if justification > 0 && clusterStart < whitespaceStart && text.utf16[clusterStart] == 0x20 {
                        advance += justification
                    }
                }
                output.glyphs.place(
                    at: logicalStarts[logicalIndex] + logicalStep,
                    id: glyph.id, style: piece.style, penX: pen, x: pen + Double(glyph.offsetX) * piece.scale,
                    y: baseline + Double(glyph.offsetY) * piece.scale - baselineOffset, advance: advance,
                    cluster: clusterStart..<piece.clusterBase + Int(glyph.clusterEnd))
                pen += advance
            }
            let block = logicalStarts[logicalIndex]..<logicalStarts[logicalIndex] + count
            // Visually neighbouring pieces at one level form one run when their glyphs
            // are also neighbours in storage, in the order the level shows them.
            if let last = runs.last, last.level == piece.level,
                showsReversed ? block.upperBound == last.glyphRange.lowerBound : last.glyphRange.upperBound == block.lowerBound
            {
                runs[runs.count - 1].glyphRange =
                    min(last.glyphRange.lowerBound, block.lowerBound)..<max(last.glyphRange.upperBound, block.upperBound)
                runs[runs.count - 1].characterRange =
                    min(last.characterRange.lowerBound, piece.range.lowerBound)..<max(last.characterRange.upperBound, piece.range.upperBound)
            } else {
                runs.append(LineRun(glyphRange: block, characterRange: piece.range, level: piece.level))
            }
        }
        // A truncated line's ellipsis draws the characters it stands for, so they count
        // as content (its hard break, if any, does not).
        var content = line.start..<line.contentEnd, hanging = whitespaceStart..<line.contentEnd
        if truncated {
            var end = line.end
            while end > line.start, _CharacterClass.isHardBreak(text.utf16[end - 1]) { end -= 1 }
            content = line.start..<end
            hanging = _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: end)..<end
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
        output.lines.append(fragment, extraAbove: metrics.extraAbove)
        output.y = y + (metrics.height + spacing)
    }

    /// A line with no glyphs below the lines of `output` (TextKit's extra line
    /// fragment).
    func emptyLine(at offset: Int, attributes: TextAttributes, after output: _Typesetter.Output) -> LineFragment {
        let y = output.y, glyphCount = output.glyphs.count
        let metrics = Self.lineMetrics([], styles: output.styles, fallback: attributes)
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

extension _LinePiece {
    /// Whether the piece's glyphs come from HarfBuzz right to left (clusters decrease
    /// along them); for glyphs of one cluster, whether the piece's level is odd, as
    /// its run was shaped.
    fileprivate var clustersDecrease: Bool {
        guard let first = glyphRange.first, let last = glyphRange.last, glyphs[first].clusterStart != glyphs[last].clusterStart
        else { return level & 1 == 1 }
        return glyphs[first].clusterStart > glyphs[last].clusterStart
    }
}
