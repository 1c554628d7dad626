extension LinePlacement {
    /// A line's vertical metrics in pixels.
    struct LineMetrics {
        var ascent: Double
        var descent: Double
        /// The line height (no line or paragraph spacing).
        var height: Double
        /// Space above the tallest ascent, from the line height multiple and the
        /// minimum and maximum line heights (negative when the maximum cuts in).
        var extraAbove: Double
    }

    /// The metrics of a line from the fonts of its pieces (or of `fallback`'s primary
    /// font when it has none): the largest ascent, descent and line gap, then the
    /// paragraph style's line height multiple, minimum and maximum.
    static func lineMetrics(_ pieces: [LinePiece], styles: StyleTable.PlainValues, fallback: TextAttributes) -> LineMetrics {
        var natural = NaturalMetrics()
        if pieces.isEmpty {
            natural.include(fallback.font.metrics, scale: fallback.font.metrics.scale(forSize: fallback.size))
        }
        natural.include(pieces, styles: styles, fallbackLineHeight: fallback.paragraphStyle.fallbackLineHeight)
        return natural.lineMetrics(style: fallback.paragraphStyle)
    }

    /// ``lineMetrics(_:styles:fallback:)`` with the attributes at `offset` of `text`
    /// as the fallback, read in place when the line has pieces (a copy of the
    /// attributes retains every reference in them).
    static func lineMetrics(_ pieces: [LinePiece], styles: StyleTable.PlainValues, text: AttributedText, at offset: Int) -> LineMetrics {
        guard !pieces.isEmpty, let run = text.runIndex(containing: offset) else {
            return lineMetrics(pieces, styles: styles, fallback: text.attributes(at: offset))
        }
        var natural = NaturalMetrics()
        natural.include(pieces, styles: styles, fallbackLineHeight: text.runs[run].attributes.paragraphStyle.fallbackLineHeight)
        return natural.lineMetrics(style: text.runs[run].attributes.paragraphStyle)
    }

    /// The largest ascent, descent and line gap of a line's fonts, in pixels.
    private struct NaturalMetrics {
        var ascent = 0.0, descent = 0.0, gap = 0.0

        mutating func include(_ metrics: FontMetrics, scale: Double) {
            ascent = max(ascent, Double(metrics.ascender) * scale)
            descent = max(descent, -Double(metrics.descender) * scale)
            gap = max(gap, Double(metrics.lineGap) * scale)
        }

        /// Includes the fonts of `pieces`; under ``FallbackLineHeight/primaryFont``, each
        /// with its run's primary font's metrics instead (the same for text the primary
        /// font draws).
        mutating func include(_ pieces: [LinePiece], styles: StyleTable.PlainValues, fallbackLineHeight: FallbackLineHeight) {
            var lastStyle = UInt32.max
            for index in pieces.indices where pieces[index].style != lastStyle {
                lastStyle = pieces[index].style
                switch fallbackLineHeight {
                case .ownMetrics: include(styles.metrics(of: lastStyle), scale: pieces[index].scale)
                case .primaryFont:
                    let primary = styles.primaryMetrics(of: lastStyle)
                    include(primary.metrics, scale: primary.scale)
                }
            }
        }

        /// The line's metrics under `style`'s line height multiple, minimum and maximum.
        func lineMetrics(style: borrowing ParagraphStyle) -> LineMetrics {
            let natural = ascent + descent + gap
            var height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            return LineMetrics(ascent: ascent, descent: descent, height: height, extraAbove: height - natural)
        }
    }
}
