import Geometry

extension _Typesetter {
    /// The pieces of the units between `start` and `end`, in logical order. Trailing
    /// whitespace takes the paragraph's level (UAX #9 rule L1).
    func pieces(of paragraph: _Paragraph, from start: Int, to end: Int) -> [_LinePiece] {
        var pieces: [_LinePiece] = []
        collectPieces(of: paragraph, from: start, to: end, into: &pieces)
        return pieces
    }

    /// Appends the pieces between `start` and `end` to `pieces`; see
    /// ``pieces(of:from:to:)``.
    func collectPieces(of paragraph: _Paragraph, from start: Int, to end: Int, into pieces: inout [_LinePiece]) {
        let whitespaceStart = _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: start, to: end)
        // Units are in logical order: binary-search the first one that reaches `start`.
        var low = 0, high = paragraph.units.count
        while low < high {
            let middle = (low + high) / 2
            if paragraph.units[middle].range.upperBound <= start { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < paragraph.units.count, paragraph.units[index].range.lowerBound < end {
            let unit = paragraph.units[index]
            var piece = _LinePiece(
                range: unit.range, level: unit.level, style: unit.style, scale: unit.scale,
                letterSpacing: unit.letterSpacing, clusterBase: unit.range.lowerBound, glyphs: unit.glyphs,
                glyphRange: unit.glyphs.indices)
            if unit.range.lowerBound < start || unit.range.upperBound > end { piece = piece.clipped(to: start..<end) }
            if piece.range.upperBound <= whitespaceStart {
                pieces.append(piece)
            } else if piece.range.lowerBound >= whitespaceStart {
                piece.level = paragraph.baseLevel
                pieces.append(piece)
            } else {
                pieces.append(piece.clipped(to: piece.range.lowerBound..<whitespaceStart))
                var trailing = piece.clipped(to: whitespaceStart..<piece.range.upperBound)
                trailing.level = paragraph.baseLevel
                pieces.append(trailing)
            }
            index += 1
        }
    }

    /// Lays out one line: metrics, alignment, visual order, glyph positions.
    mutating func placeLine(_ line: _LineBreak, of paragraph: _Paragraph, truncated: Bool) {
        var line = line
        // Reuse one buffer for every line's pieces.
        var pieces: [_LinePiece] = []
        swap(&pieces, &scratchPieces)
        defer {
            pieces.removeAll(keepingCapacity: true)
            swap(&pieces, &scratchPieces)
        }
        if truncated {
            let (truncatedPieces, cut) = truncatedPieces(line, of: paragraph)
            pieces.append(contentsOf: truncatedPieces)
            line.contentEnd = cut
            line.end = text.length
        } else {
            collectPieces(of: paragraph, from: line.start, to: line.contentEnd, into: &pieces)
        }
        var trailingWhitespace = 0.0
        let whitespaceStart = _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: line.contentEnd)
        for piece in pieces where piece.range.lowerBound >= whitespaceStart { trailingWhitespace += piece.width }
        let totalWidth = pieces.reduce(0) { $0 + $1.width }
        let contentWidth = totalWidth - trailingWhitespace
        let available = container.textWidth
        let style = paragraph.style
        let rightToLeft = paragraph.baseLevel & 1 == 1
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
        let metrics = lineMetrics(pieces, fallback: text.attributes(at: min(line.start, max(text.length - 1, 0))))
        let baseline = y + metrics.extraAbove + metrics.ascent
        let order = _BidiOrder.visualOrder(pieces)
        var pen = textLeft + contentLeft - (rightToLeft ? trailingWhitespace : 0)
        let firstGlyph = glyphs.count
        var runs: [LineRun] = []
        for position in 0..<pieces.count {
            let piece = pieces[order?[position] ?? position]
            let runStart = glyphs.count
            let baselineOffset = glyphs.styles[Int(piece.style)].baselineOffset
            for index in piece.glyphRange {
                let glyph = piece.glyphs[index]
                let clusterStart = piece.clusterBase + Int(glyph.clusterStart)
                var advance = Double(glyph.advance) * piece.scale
                if piece.endsCluster(index) {
                    advance += piece.letterSpacing
                    if justification > 0 && clusterStart < whitespaceStart && text.utf16[clusterStart] == 0x20 {
                        advance += justification
                    }
                }
                glyphs.append(
                    id: glyph.id, style: piece.style, penX: pen, x: pen + Double(glyph.offsetX) * piece.scale,
                    y: baseline + Double(glyph.offsetY) * piece.scale - baselineOffset, advance: advance,
                    cluster: clusterStart..<piece.clusterBase + Int(glyph.clusterEnd))
                pen += advance
            }
            if let last = runs.last, last.level == piece.level, last.glyphRange.upperBound == runStart {
                runs[runs.count - 1].glyphRange = last.glyphRange.lowerBound..<glyphs.count
                runs[runs.count - 1].characterRange =
                    min(last.characterRange.lowerBound, piece.range.lowerBound)..<max(last.characterRange.upperBound, piece.range.upperBound)
            } else {
                runs.append(LineRun(glyphRange: runStart..<glyphs.count, characterRange: piece.range, level: piece.level))
            }
        }
        let spacing = style.lineSpacing + (line.endsParagraph ? style.paragraphSpacing : 0)
        let rectWidth = container.width - container.insets.left - container.insets.right
        lines.append(
            LineFragment(
                rect: Rect(x: container.insets.left, y: y, width: rectWidth, height: metrics.height + spacing),
                usedRect: Rect(x: textLeft + contentLeft, y: y, width: justifiedWidth, height: metrics.height),
                baseline: baseline, ascent: metrics.ascent, descent: metrics.descent,
                characterRange: line.start..<line.end, glyphRange: firstGlyph..<glyphs.count,
                hardBreak: line.hardBreak, endsParagraph: line.endsParagraph, isTruncated: truncated,
                baseDirection: paragraph.baseDirection, runs: runs))
        y += metrics.height + spacing
    }

    /// A line with no glyphs (an empty paragraph, or TextKit's extra line fragment).
    func emptyLine(at offset: Int, attributes: TextAttributes) -> LineFragment {
        let metrics = lineMetrics([], fallback: attributes)
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
            characterRange: offset..<offset, glyphRange: glyphs.count..<glyphs.count, hardBreak: false,
            endsParagraph: true, isTruncated: false, baseDirection: rightToLeft ? .rightToLeft : .leftToRight, runs: [])
    }
}
