extension LinePlacement {
    /// A line's vertical metrics in pixels.
    struct LineMetrics {
        var ascent: Double
        var descent: Double
        /// The ascent plus the descent, as one font length when the fonts share their
        /// units per em, so that it reads short (21.792).
        var runHeight: Double
        /// The line height (no line or paragraph spacing).
        var height: Double
        /// Space above the tallest ascent, from the line height multiple and the
        /// minimum and maximum line heights (negative when the maximum cuts in).
        var extraAbove: Double
        /// The height as a font length, when it is the fonts' own (no multiple, minimum
        /// or maximum changed it) and its fonts share their units per em: the positions
        /// of the lines below add it up as a font length (``LinePosition``).
        var fontHeight: FontLength?
    }

    /// The metrics of a line from the fonts of its pieces (or of `fallback`'s primary
    /// font when it has none) and the paragraph's strut: the largest ascent, descent and
    /// line gap, then the paragraph style's line height multiple, minimum and maximum.
    static func lineMetrics(_ pieces: [LinePiece], styles: StyleTable.PlainValues, fallback: TextAttributes) -> LineMetrics {
        var natural = NaturalMetrics()
        if pieces.isEmpty { natural.include(fallback.font.metrics, size: fallback.size) }
        natural.include(pieces, styles: styles, fallbackLineHeight: fallback.paragraphStyle.fallbackLineHeight)
        natural.include(fallback.paragraphStyle.strut)
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
        natural.include(text.runs[run].attributes.paragraphStyle.strut)
        return natural.lineMetrics(style: text.runs[run].attributes.paragraphStyle)
    }

    /// The largest ascent, descent and line gap of a line's fonts, as font lengths.
    private struct NaturalMetrics {
        var ascent = FontLength.zero, descent = FontLength.zero, gap = FontLength.zero

        mutating func include(_ metrics: FontMetrics, size: Double) {
            ascent.formMaximum(FontLength(units: metrics.ascender, size: size, unitsPerEm: metrics.unitsPerEm))
            descent.formMaximum(FontLength(units: -metrics.descender, size: size, unitsPerEm: metrics.unitsPerEm))
            gap.formMaximum(FontLength(units: metrics.lineGap, size: size, unitsPerEm: metrics.unitsPerEm))
        }

        /// Includes the fonts of `pieces`; under ``FallbackLineHeight/primaryFont``, each
        /// with its run's primary font's metrics instead (the same for text the primary
        /// font draws).
        mutating func include(_ pieces: [LinePiece], styles: StyleTable.PlainValues, fallbackLineHeight: FallbackLineHeight) {
            var lastStyle = UInt32.max
            for index in pieces.indices where pieces[index].style != lastStyle {
                lastStyle = pieces[index].style
                let size = styles.size(of: lastStyle)
                switch fallbackLineHeight {
                case .ownMetrics: include(styles.metrics(of: lastStyle), size: size)
                case .primaryFont: include(styles.primaryMetrics(of: lastStyle), size: size)
                }
            }
        }

        /// Includes the strut's font at its size; a strut that forces its height
        /// replaces the fonts included so far.
        mutating func include(_ strut: Strut?) {
            guard let strut else { return }
            if strut.forcesHeight { self = NaturalMetrics() }
            include(strut.font.metrics, size: strut.size)
        }

        /// The line's metrics under `style`'s line height multiple, minimum and maximum.
        func lineMetrics(style: borrowing ParagraphStyle) -> LineMetrics {
            let sum = ascent + descent + gap
            let natural = sum?.pixels ?? ascent.pixels + descent.pixels + gap.pixels
            var height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            return LineMetrics(
                ascent: ascent.pixels, descent: descent.pixels,
                runHeight: (ascent + descent)?.pixels ?? ascent.pixels + descent.pixels, height: height, extraAbove: height - natural,
                fontHeight: height == natural ? sum : nil)
        }
    }
}

/// A vertical length from font units: the units times the pixel size, over the units per
/// em, kept apart until it is read, so that lengths at one units per em add up exactly
/// and each becomes pixels with one rounding (1362 units at 16 px per 1000-unit em is
/// 21.792 px, where adding 17.104 and 4.688 gives 21.791999999999998).
struct FontLength {
    /// Font units times the size in pixels per em: exact for whole units and sizes of
    /// a few significant bits, whose sums stay exact below 2^53.
    var scaledUnits: Double
    /// The units per em, or 0 for the zero length, which adds to any.
    var unitsPerEm: Int

    /// No length.
    static let zero = FontLength(scaledUnits: 0, unitsPerEm: 0)

    /// `units` font units at `size` pixels per em of `unitsPerEm`.
    init(units: Int, size: Double, unitsPerEm: Int) {
        (scaledUnits, self.unitsPerEm) = (Double(units) * size, unitsPerEm)
    }

    init(scaledUnits: Double, unitsPerEm: Int) {
        (self.scaledUnits, self.unitsPerEm) = (scaledUnits, unitsPerEm)
    }

    /// The length in pixels, rounded once.
    var pixels: Double { unitsPerEm == 0 ? 0 : scaledUnits / Double(unitsPerEm) }

    /// Becomes `other` when that is longer.
    mutating func formMaximum(_ other: FontLength) {
        if other.pixels > pixels { self = other }
    }

    /// The sum, when the two share their units per em (or one is zero); nil otherwise.
    static func + (lhs: FontLength, rhs: FontLength) -> FontLength? {
        if rhs.unitsPerEm == 0 { return lhs }
        if lhs.unitsPerEm == 0 { return rhs }
        guard lhs.unitsPerEm == rhs.unitsPerEm else { return nil }
        return FontLength(scaledUnits: lhs.scaledUnits + rhs.scaledUnits, unitsPerEm: lhs.unitsPerEm)
    }

    /// The sum of the three, when they share their units per em.
    static func + (lhs: FontLength?, rhs: FontLength) -> FontLength? {
        lhs.flatMap { $0 + rhs }
    }
}

/// Where the next line starts: a position in pixels and, below it, the heights of lines
/// as one ``FontLength``, so that lines whose fonts share their units per em start where
/// the sum of their heights rounds to, in one rounding (the sixth 16 px Noto Sans line
/// starts at 108.96 px, where adding 21.792 five times gives 108.96000000000001).
struct LinePosition {
    /// The position the font lengths start from, in pixels.
    var start: Double
    /// The lines' heights since `start`.
    var lines = FontLength.zero

    /// The position in pixels.
    var y: Double { start + lines.pixels }

    /// Moves below a line of `metrics` and `spacing` pixels between it and the next.
    mutating func advance(_ metrics: LinePlacement.LineMetrics, spacing: Double) {
        if spacing == 0, let height = metrics.fontHeight, let sum = lines + height {
            lines = sum
        } else {
            self = LinePosition(start: y + (metrics.height + spacing))
        }
    }
}
