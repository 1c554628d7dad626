extension _LinePlacement {
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
    static func lineMetrics(_ pieces: [_LinePiece], styles: _StyleTable, fallback: TextAttributes) -> LineMetrics {
        var ascent = 0.0, descent = 0.0, gap = 0.0
        func include(_ metrics: FontMetrics, scale: Double) {
            ascent = max(ascent, Double(metrics.ascender) * scale)
            descent = max(descent, -Double(metrics.descender) * scale)
            gap = max(gap, Double(metrics.lineGap) * scale)
        }
        if pieces.isEmpty {
            include(fallback.font.metrics, scale: fallback.font.metrics.scale(forSize: fallback.size))
        }
        var lastStyle = UInt32.max
        for piece in pieces where piece.style != lastStyle {
            lastStyle = piece.style
            include(styles[piece.style].font.metrics, scale: piece.scale)
        }
        let natural = ascent + descent + gap
        let style = fallback.paragraphStyle
        var height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return LineMetrics(ascent: ascent, descent: descent, height: height, extraAbove: height - natural)
    }
}
