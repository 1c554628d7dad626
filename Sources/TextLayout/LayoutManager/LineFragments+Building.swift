extension LineFragments {
    /// Appends `line` in compact form. Lines tile: `line` starts (characters and
    /// glyphs) where the last one ends, its rect's x and width are ``rectX`` and
    /// ``rectWidth``, its used rect starts at the same y, and its runs' glyphs
    /// partition its glyphs. `extraAbove` is the space the placement put above
    /// the ascent: the baseline is `top + extraAbove + ascent`, computed as the
    /// placement computed it, so it comes back exactly.
    ///
    /// Character offsets fit in 32 bits: the text has at most
    /// ``TextLayoutLimits/maximumTextLength`` (2²⁴) code units. Glyph indices are kept
    /// whole (a font may make many glyphs of one character).
    mutating func append(_ line: LineFragment, extraAbove: Double) {
        assert(line.characterRange.lowerBound == characterStart(ofLineAt: count), "lines must tile the text")
        assert(line.glyphRange.lowerBound == (glyphEnds.last ?? 0), "lines must tile the glyphs")
        assert(line.contentRange.lowerBound == line.characterRange.lowerBound, "content must start with the line")
        assert(line.hangingWhitespaceRange.upperBound == line.contentRange.upperBound, "hanging whitespace must end the content")
        assert(line.rect.origin.x == rectX && line.rect.size.width == rectWidth, "line rects must share x and width")
        assert(line.usedRect.origin.y == line.rect.origin.y, "the used rect must start at the line's top")
        assert(line.rect.origin.y + extraAbove + line.ascent == line.baseline, "the baseline must be recoverable")
        let metrics = Metrics(
            ascent: line.ascent, descent: line.descent, extraAbove: extraAbove, usedHeight: line.usedRect.size.height,
            rectHeight: line.rect.size.height)
        tops.append(line.rect.origin.y)
        usedXs.append(line.usedRect.origin.x)
        usedWidths.append(line.usedRect.size.width)
        characterEnds.append(Int32(line.characterRange.upperBound))
        contentEnds.append(Int32(line.contentRange.upperBound))
        hangingStarts.append(Int32(line.hangingWhitespaceRange.lowerBound))
        glyphEnds.append(line.glyphRange.upperBound)
        metricIndices.append(index(of: metrics))
        var bits: UInt8 = 0
        if line.hardBreak { bits |= Flag.hardBreak }
        if line.endsParagraph { bits |= Flag.endsParagraph }
        if line.isTruncated { bits |= Flag.isTruncated }
        if line.baseDirection == .rightToLeft { bits |= Flag.rightToLeft }
        flags.append(bits)
        if line.runs.count == 1, let run = line.runs.first, run.glyphRange == line.glyphRange,
            run.characterRange == line.contentRange, run.level & Self.explicitRuns == 0
        {
            levels.append(run.level)
        } else {
            levels.append(Self.explicitRuns)
            for run in line.runs {
                runs.append(
                    Run(
                        glyphStart: run.glyphRange.lowerBound, glyphEnd: run.glyphRange.upperBound, characterStart: Int32(run.characterRange.lowerBound),
                        characterEnd: Int32(run.characterRange.upperBound), level: run.level))
            }
        }
        runEnds.append(UInt32(runs.count))
    }

    /// Removes the last line and returns it (nil when there is none).
    mutating func removeLast() -> LineFragment? {
        guard let last = indices.last else { return nil }
        let line = self[last]
        for _ in 0..<(levels[last] & Self.explicitRuns != 0 ? line.runs.count : 0) { runs.removeLast() }
        tops.removeLast()
        usedXs.removeLast()
        usedWidths.removeLast()
        characterEnds.removeLast()
        contentEnds.removeLast()
        hangingStarts.removeLast()
        glyphEnds.removeLast()
        metricIndices.removeLast()
        flags.removeLast()
        levels.removeLast()
        runEnds.removeLast()
        return line
    }

    /// How many lines fit before the arrays grow.
    var capacity: Int { tops.capacity }

    /// Makes room for `count` lines in all.
    mutating func reserveCapacity(_ count: Int) {
        tops.reserveCapacity(count)
        usedXs.reserveCapacity(count)
        usedWidths.reserveCapacity(count)
        characterEnds.reserveCapacity(count)
        contentEnds.reserveCapacity(count)
        hangingStarts.reserveCapacity(count)
        glyphEnds.reserveCapacity(count)
        metricIndices.reserveCapacity(count)
        flags.reserveCapacity(count)
        levels.reserveCapacity(count)
        runEnds.reserveCapacity(count)
    }

    /// Drops what only appending needs (the lookup of distinct metrics).
    mutating func finishAppending() {
        metricLookup.removeAll()
    }

    /// The index of `metrics` in the metrics table, added when new.
    private mutating func index(of metrics: Metrics) -> UInt32 {
        // Lines of one paragraph mostly share their metrics: the last line's first.
        if let last = metricIndices.last, self.metrics[Int(last)] == metrics { return last }
        if let found = self.metrics.withUnsafeBufferPointer({ metricLookup.position(of: metrics, in: $0, keyOf: { $0 }) }) {
            return found
        }
        let index = UInt32(self.metrics.count)
        self.metrics.append(metrics)
        self.metrics.withUnsafeBufferPointer { metricLookup.noteAppended(to: $0, keyOf: { $0 }) }
        return index
    }
}
