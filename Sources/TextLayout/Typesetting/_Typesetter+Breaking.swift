extension _Typesetter {
    /// Divides the content into break units (HarfBuzz clusters merged to whole
    /// grapheme clusters, so a ligature or a base with its marks is never split),
    /// with their widths and whether a line may end after each.
    func measureBreakUnits(_ paragraph: inout _Paragraph, graphemes: [Bool], opportunities: [LineBreakOpportunity]) {
        let start = paragraph.range.lowerBound
        let count = paragraph.contentEnd - start
        var widthAt = [Double](repeating: 0, count: count)
        var isClusterStart = [Bool](repeating: true, count: count + 1)
        for unit in paragraph.units {
            let base = unit.range.lowerBound - start
            for offset in base..<base + unit.range.count { isClusterStart[offset] = false }
            for glyph in unit.glyphs {
                let offset = base + Int(glyph.clusterStart)
                if !isClusterStart[offset] {
                    isClusterStart[offset] = true
                    widthAt[offset] += unit.letterSpacing
                }
                widthAt[offset] += Double(glyph.advance) * unit.scale
            }
        }
        var breakKind = [UInt8](repeating: 0, count: count + 1)
        for opportunity in opportunities {
            breakKind[opportunity.offset - start] = opportunity.isMandatory ? 2 : 1
        }
        let characterWrap = container.lineBreakMode == .characterWrap
        paragraph.breakUnits.reserveCapacity(count)
        let utf16 = text.utf16
        var offset = 0
        while offset < count {
            var end = offset + 1
            while end < count && !(isClusterStart[end] && graphemes[end]) { end += 1 }
            var width = 0.0
            var whitespace = true
            for inner in offset..<end {
                width += widthAt[inner]
                let unit = utf16[start + inner]
                if !(_CharacterClass.isHangingWhitespace(unit) || _CharacterClass.isLineSeparator(unit)) {
                    whitespace = false
                }
            }
            let kind = breakKind[end]
            paragraph.breakUnits.append(
                _BreakUnit(
                    start: start + offset, width: width, isWhitespace: whitespace,
                    breakAfter: kind == 2 ? 2 : (kind == 1 || characterWrap) ? 1 : 0))
            offset = end
        }
    }

    /// Greedy line breaking: each line takes as many break units as fit, ending at the
    /// last break opportunity that fits. Whitespace at the end of a line hangs (never
    /// makes it overflow). A unit sequence with no opportunity that is wider than the
    /// line is broken between clusters.
    func breakLines(_ paragraph: _Paragraph) -> [_LineBreak] {
        let available = container.textWidth + 1e-9
        let units = paragraph.breakUnits
        let count = units.count
        var lines: [_LineBreak] = []
        func emit(_ from: Int, _ to: Int, hard: Bool) {
            let end = paragraph.breakUnitStart(to)
            var contentEnd = end
            if hard, to > from, _CharacterClass.isLineSeparator(text.utf16[end - 1]) { contentEnd -= 1 }
            lines.append(
                _LineBreak(
                    start: paragraph.breakUnitStart(from), contentEnd: contentEnd, end: end, hardBreak: hard,
                    endsParagraph: false))
        }
        var lineStart = 0
        var width = 0.0
        var lastBreak: Int?
        var index = 0
        while index < count {
            let unitWidth = units[index].width
            if !units[index].isWhitespace && width + unitWidth > available && index > lineStart {
                if let breakAfter = lastBreak {
                    emit(lineStart, breakAfter + 1, hard: false)
                    lineStart = breakAfter + 1
                } else {
                    emit(lineStart, index, hard: false)
                    lineStart = index
                }
                lastBreak = nil
                width = units[lineStart..<index].reduce(0) { $0 + $1.width }
                continue  // the carried-over units may still overflow
            }
            width += unitWidth
            switch units[index].breakAfter {
            case 2:
                emit(lineStart, index + 1, hard: true)
                lineStart = index + 1
                width = 0
                lastBreak = nil
            case 1: lastBreak = index
            default: break
            }
            index += 1
        }
        if lineStart < count || lines.isEmpty || lines[lines.count - 1].hardBreak {
            emit(lineStart, count, hard: false)
        }
        lines[lines.count - 1].end = paragraph.range.upperBound
        lines[lines.count - 1].hardBreak = paragraph.hasSeparator
        lines[lines.count - 1].endsParagraph = true
        return lines
    }
}
