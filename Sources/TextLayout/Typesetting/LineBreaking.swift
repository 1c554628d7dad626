/// A line chosen by line breaking, before glyphs are placed.
struct LineBreak {
    var start: Int
    /// The end of the characters that get glyphs (before U+2028 or a separator).
    var contentEnd: Int
    var end: Int
    var hardBreak: Bool
    var endsParagraph: Bool
}

/// Stage 5 of layout: greedy line breaking of one paragraph's break units.
enum LineBreaking {
    /// Each line takes as many break units as fit in `available` pixels, ending at the
    /// last break opportunity that fits. Whitespace at the end of a line hangs (never
    /// makes it overflow). A unit sequence with no opportunity that is wider than the
    /// line is broken between clusters. Every paragraph gives at least one line. A tab
    /// is as wide as the paragraph's tab stops make it where it falls on its line.
    static func lines(
        of units: BreakUnits, paragraph: ResolvedParagraph, text: AttributedText, available: Double
    ) -> [LineBreak] {
        let available = available + 1e-9
        let count = units.units.count
        let tabs = TabStops(paragraph.style)
        // The units are read in place (no bounds check per unit: `index < count`); the
        // lines and the loop's state are the closure's own (captured from outside it,
        // each append would be checked for exclusive access at run time).
        var lines = units.units.withUnsafeBufferPointer { all in
            var lines: [LineBreak] = []
            // Room for the lines at once, for lines of about 32 units or more (growing from
            // empty reallocated at the 2nd, 3rd, 5th, 9th, 17th line...).
            lines.reserveCapacity(count / 32 + 16)
            func emit(_ from: Int, _ to: Int, hard: Bool) {
                let end = units.start(of: to)
                var contentEnd = end
                if hard, to > from, CharacterClass.isLineSeparator(text.utf16[end - 1]) { contentEnd -= 1 }
                lines.append(
                    LineBreak(start: units.start(of: from), contentEnd: contentEnd, end: end, hardBreak: hard, endsParagraph: false))
            }
            var lineStart = 0
            var width = 0.0
            var lastBreak: Int?
            var index = 0
            while index < count {
                let unit = all.baseAddress! + index
                let unitWidth =
                    TabStops.isTab(index, of: units, text: text)
                    ? tabs.width(ofTab: index, at: width, units: units, text: text) : unit.pointee.width
                if !unit.pointee.isWhitespace && width + unitWidth > available && index > lineStart {
                    if let breakAfter = lastBreak {
                        emit(lineStart, breakAfter + 1, hard: false)
                        lineStart = breakAfter + 1
                    } else {
                        emit(lineStart, index, hard: false)
                        lineStart = index
                    }
                    lastBreak = nil
                    width = tabs.width(of: lineStart..<index, units: units, text: text)
                    continue  // the carried-over units may still overflow
                }
                width += unitWidth
                switch unit.pointee.breakAfter {
                case .mandatory:
                    emit(lineStart, index + 1, hard: true)
                    lineStart = index + 1
                    width = 0
                    lastBreak = nil
                case .opportunity: lastBreak = index
                case .none: break
                }
                index += 1
            }
            if lineStart < count || lines.isEmpty || lines[lines.count - 1].hardBreak {
                emit(lineStart, count, hard: false)
            }
            return lines
        }
        lines[lines.count - 1].end = paragraph.range.upperBound
        lines[lines.count - 1].hardBreak = paragraph.hasSeparator
        lines[lines.count - 1].endsParagraph = true
        return lines
    }
}
