extension LinePlacement {
    /// Appends the pieces of `line`, the last line laid out while text remains after
    /// it, cut as `mode` says (``LineBreakMode/byClipping`` or a truncating mode), and
    /// returns the line with its content end and end moved to match:
    ///
    /// - clipping keeps the whole break units from the line's start that fit (at least
    ///   one) and ends the line after them;
    /// - tail truncation keeps whole units from the start that fit together with the
    ///   ellipsis (at least one), drops the whitespace before the ellipsis, and lets
    ///   the ellipsis stand for every character after them;
    /// - head truncation keeps whole units from the end of the paragraph (at least
    ///   one), drops the whitespace after the ellipsis, and lets the ellipsis stand for
    ///   the characters from the line's start to them;
    /// - middle truncation keeps units from the start (up to half the width), then
    ///   from the end of the paragraph, then from the start again while they fit.
    ///
    /// A truncated line ends at the end of the text: after head or middle truncation
    /// the paragraphs after the line's own are not shown. When the rest of the line's
    /// paragraph fits whole, head and middle truncation put the ellipsis at its end,
    /// where it stands for those later paragraphs.
    ///
    /// The ellipsis's glyphs go to `ellipsisGlyphs`, which its piece names
    /// (``LinePiece/ellipsis``).
    func appendCutPieces(
        _ line: LineBreak, of paragraph: ShapedParagraph, mode: LineBreakMode, styles: inout StyleTable,
        ellipsisGlyphs: inout [UnitGlyph], into pieces: inout [LinePiece]
    ) -> LineBreak {
        var line = line
        let units = paragraph.units
        let first = units.index(startingAt: line.start) ?? units.units.count
        let ellipsis = mode.truncates ? ellipsisPiece(at: line.start, styles: &styles, glyphs: &ellipsisGlyphs) : nil
        let ellipsisWidth = ellipsisGlyphs.withUnsafeBufferPointer { ellipsis?.width(glyphs: $0) ?? 0 }
        let budget = container.textWidth - ellipsisWidth + 1e-9
        let head = Self.leadingUnits(of: units, from: first, to: units.units.count, budget: budget, keepingOne: true)
        if mode == .byClipping {
            collectPieces(of: paragraph, from: line.start, to: units.start(of: head.end), into: &pieces)
            line.contentEnd = units.start(of: head.end)
            line.end = line.contentEnd
            line.hardBreak = false
            line.endsParagraph = false
            return line
        }
        let cut = CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: units.start(of: head.end))
        line.end = text.length
        var tailStart = units.units.count, hiddenStart = line.start
        switch mode {
        case .byTruncatingHead:
            tailStart = Self.trailingUnits(of: units, downTo: first, budget: budget, keepingOne: true).start
            if tailStart == first { tailStart = units.units.count }  // the rest fits: tail truncation
        case .byTruncatingMiddle:
            let half = Self.leadingUnits(of: units, from: first, to: units.units.count, budget: budget / 2, keepingOne: false)
            let tail = Self.trailingUnits(of: units, downTo: half.end, budget: budget - half.width, keepingOne: false)
            let more = Self.leadingUnits(
                of: units, from: half.end, to: tail.start, budget: budget - half.width - tail.width, keepingOne: false)
            if more.end < tail.start {
                tailStart = tail.start
                hiddenStart = CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: units.start(of: more.end))
            }
        default: break
        }
        if tailStart < units.units.count {
            while tailStart < units.units.count - 1 && units.units[tailStart].isWhitespace { tailStart += 1 }
            if hiddenStart > line.start { collectPieces(of: paragraph, from: line.start, to: hiddenStart, into: &pieces) }
            if let ellipsis {
                pieces.append(
                    Self.ellipsis(
                        ellipsis, standingFor: hiddenStart..<units.start(of: tailStart), level: paragraph.bidi.baseLevel,
                        glyphs: &ellipsisGlyphs))
            }
            let visibleEnd = CharacterClass.hangingWhitespaceStart(
                in: text.utf16, from: units.start(of: tailStart), to: units.contentEnd)
            collectPieces(of: paragraph, from: units.start(of: tailStart), to: visibleEnd, into: &pieces)
            line.contentEnd = visibleEnd
        } else {
            collectPieces(of: paragraph, from: line.start, to: cut, into: &pieces)
            if let ellipsis {
                pieces.append(
                    Self.ellipsis(
                        ellipsis, standingFor: cut..<text.length, level: paragraph.bidi.baseLevel, glyphs: &ellipsisGlyphs))
            }
            line.contentEnd = cut
        }
        return line
    }

    /// The units from `first` (before `limit`) whose widths add up to at most `budget`:
    /// where they end and their width. With `keepingOne`, at least one unit.
    static func leadingUnits(
        of units: BreakUnits, from first: Int, to limit: Int, budget: Double, keepingOne: Bool
    ) -> (end: Int, width: Double) {
        var end = first, width = 0.0
        while end < limit {
            let next = width + units.units[end].width
            if next > budget && (end > first || !keepingOne) { break }
            width = next
            end += 1
        }
        return (end, width)
    }

    /// The units at the end of the paragraph, not before `floor`, whose widths add up
    /// to at most `budget`: where they start and their width. With `keepingOne`, at
    /// least one unit (when there is one after `floor`).
    static func trailingUnits(
        of units: BreakUnits, downTo floor: Int, budget: Double, keepingOne: Bool
    ) -> (start: Int, width: Double) {
        var start = units.units.count, width = 0.0
        while start > floor {
            let next = width + units.units[start - 1].width
            if next > budget && (start < units.units.count || !keepingOne) { break }
            width = next
            start -= 1
        }
        return (start, width)
    }

    /// `piece` (the ellipsis, whose glyphs are `glyphs`) set to stand for the characters
    /// in `hidden`, at `level`: its glyphs become one cluster covering them.
    static func ellipsis(
        _ piece: LinePiece, standingFor hidden: Range<Int>, level: UInt8, glyphs: inout [UnitGlyph]
    ) -> LinePiece {
        var ellipsis = piece
        ellipsis.range = hidden
        ellipsis.clusterBase = hidden.lowerBound
        for index in glyphs.indices {
            glyphs[index].clusterStart = 0
            glyphs[index].clusterEnd = Int32(hidden.count)
        }
        ellipsis.level = level
        return ellipsis
    }

    /// "…" shaped in the face the font source picks for it with the attributes at
    /// `offset`, or nil when that face has no such glyph. Its glyphs go to `glyphs`,
    /// which the piece names (``LinePiece/ellipsis``).
    func ellipsisPiece(at offset: Int, styles: inout StyleTable, glyphs: inout [UnitGlyph]) -> LinePiece? {
        let runIndex = text.runIndex(containing: offset) ?? 0
        let attributes = text.attributes(at: max(min(offset, text.length - 1), 0))
        let ellipsis: [UInt16] = [0x2026]
        let query = FontQuery(unchecked: ellipsis, range: 0..<1, attributes: attributes, script: .common, currentFont: nil)
        guard let font = fontSource.font(for: query) ?? Optional(attributes.font), font.hasGlyph(0x2026) else { return nil }
        glyphs = ellipsis.withUnsafeBufferPointer { buffer.shape($0, range: 0..<1, font: font, options: ShapingOptions()) }
        return LinePiece(
            range: 0..<1, level: 0, style: styles.index(runIndex: runIndex, font: font, text: text, drawsEllipsis: true),
            scale: font.metrics.scale(forSize: attributes.size), letterSpacing: 0, clusterBase: 0,
            source: LinePiece.ellipsis, glyphRange: glyphs.indices)
    }
}
