extension LineFragments {
    /// Appends `line` in compact form. Lines tile: `line` starts (characters and
    /// glyphs) where the last one ends, its rect's x and width are ``rectX`` and
    /// ``rectWidth``, its used rect starts at the same y, and its runs' glyphs
    /// partition its glyphs. `extraAbove` is the space the placement put above
    /// the ascent: the baseline is `top + extraAbove + ascent`, computed as the
    /// placement computed it, so it comes back exactly. `runHeight` is the ascent plus
    /// the descent as the placement summed them (see ``verticalMetrics(ofLineAt:)``).
    ///
    /// Character offsets fit in 32 bits: the text has at most
    /// ``TextLayoutLimits/maximumTextLength`` (2²³) code units. Glyph indices are kept
    /// whole (a font may make many glyphs of one character).
    mutating func append(_ line: LineFragment, extraAbove: Double, runHeight: Double) {
        assert(line.characterRange.lowerBound == characterStart(ofLineAt: count), "lines must tile the text")
        assert(line.glyphRange.lowerBound == (lines.last?.glyphEnd ?? 0), "lines must tile the glyphs")
        assert(line.contentRange.lowerBound == line.characterRange.lowerBound, "content must start with the line")
        assert(line.hangingWhitespaceRange.upperBound == line.contentRange.upperBound, "hanging whitespace must end the content")
        assert(line.rect.origin.x == rectX && line.rect.size.width == rectWidth, "line rects must share x and width")
        assert(line.usedRect.origin.y == line.rect.origin.y, "the used rect must start at the line's top")
        assert(line.rect.origin.y + extraAbove + line.ascent == line.baseline, "the baseline must be recoverable")
        let metrics = Metrics(
            ascent: line.ascent, descent: line.descent, extraAbove: extraAbove, usedHeight: line.usedRect.size.height,
            rectHeight: line.rect.size.height, runHeight: runHeight)
        var bits: UInt8 = 0
        if line.hardBreak { bits |= Flag.hardBreak }
        if line.endsParagraph { bits |= Flag.endsParagraph }
        if line.isTruncated { bits |= Flag.isTruncated }
        if line.baseDirection == .rightToLeft { bits |= Flag.rightToLeft }
        let level: UInt8
        if line.runs.count == 1, let run = line.runs.first, run.glyphRange == line.glyphRange,
            run.characterRange == line.contentRange, run.level & Self.explicitRuns == 0
        {
            level = run.level
        } else {
            level = Self.explicitRuns
            for run in line.runs {
                runs.append(
                    Run(
                        glyphStart: run.glyphRange.lowerBound, glyphEnd: run.glyphRange.upperBound, characterStart: Int32(run.characterRange.lowerBound),
                        characterEnd: Int32(run.characterRange.upperBound), level: run.level))
            }
        }
        let metricIndex = index(of: metrics)
        lines.append(
            Line(
                top: line.rect.origin.y, usedX: line.usedRect.origin.x, usedWidth: line.usedRect.size.width,
                glyphEnd: line.glyphRange.upperBound, characterEnd: Int32(line.characterRange.upperBound),
                contentEnd: Int32(line.contentRange.upperBound), hangingStart: Int32(line.hangingWhitespaceRange.lowerBound),
                metricIndex: metricIndex, runEnd: UInt32(runs.count), flags: bits, level: level))
    }

    /// Removes the last line and returns it (nil when there is none).
    mutating func removeLast() -> LineFragment? {
        guard let last = indices.last else { return nil }
        let line = self[last]
        for _ in 0..<(lines[last].level & Self.explicitRuns != 0 ? line.runs.count : 0) { runs.removeLast() }
        lines.removeLast()
        return line
    }

    /// How many lines fit before the arrays grow.
    var capacity: Int { lines.capacity }

    /// Makes room for `count` lines in all.
    mutating func reserveCapacity(_ count: Int) { lines.reserveCapacity(count) }

    /// Drops what only appending needs (the lookup of distinct metrics).
    mutating func finishAppending() {
        metricLookup.removeAll()
    }

    /// The index of `metrics` in the metrics table, added when new.
    private mutating func index(of metrics: Metrics) -> UInt32 {
        // Lines of one paragraph mostly share their metrics: the last line's first.
        if let last = lines.last?.metricIndex, self.metrics[Int(last)] == metrics { return last }
        if let found = self.metrics.withUnsafeBufferPointer({ metricLookup.position(of: metrics, in: $0, keyOf: { $0 }) }) {
            return found
        }
        let index = UInt32(self.metrics.count)
        self.metrics.append(metrics)
        self.metrics.withUnsafeBufferPointer { metricLookup.noteAppended(to: $0, keyOf: { $0 }) }
        return index
    }
}
