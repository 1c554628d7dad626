import Geometry

extension LayoutManager {
    /// The rects of line `lineIndex`: walks its glyphs in visual order, asks `coverage`
    /// which x interval of each glyph belongs to the range, and emits maximal touching
    /// pieces with their direction (the direction of their first glyph's run; with
    /// `splitsAtDirectionChanges`, pieces never join glyphs of two directions, as
    /// Skia's text boxes).
    func enumerateRects(
        onLineAt lineIndex: Int, continues: Bool, options: EnclosingRectOptions, splitsAtDirectionChanges: Bool = false,
        stop: inout Bool, body: (Rect, TextDirection, inout Bool) -> Void, coverage: (Int, Bool) -> (Double, Double)?
    ) {
        let line = lineFragments[lineIndex]
        let extend = options.widthStyle == .extendToLineEdge && continues
        let rightToLeftLine = line.baseDirection == .rightToLeft
        let hangingStart = line.hangingWhitespaceRange.lowerBound
        let lineExtent = verticalExtent(ofLineAt: lineIndex, style: options.heightStyle)
        let runTop = lineExtent == nil ? self.runTop(ofLineAt: lineIndex) : 0
        var pending: (minX: Double, maxX: Double, extent: VerticalExtent, direction: TextDirection)?
        var emitted = false
        func flush() {
            guard let piece = pending, !stop else { return }
            body(piece.extent.rect(minX: piece.minX, maxX: piece.maxX), piece.direction, &stop)
            emitted = true
            pending = nil
        }
        for run in line.runs {
            let rightToLeft = run.level & 1 == 1
            let direction: TextDirection = rightToLeft ? .rightToLeft : .leftToRight
            for offset in 0..<run.glyphRange.count {
                let glyph = run.glyph(atVisualOffset: offset)
                if Int(glyphs.records[glyph].clusterStart) >= hangingStart { continue }
                guard let (x0, x1) = coverage(glyph, rightToLeft) else {
                    if glyphs.records[glyph].advance > 0 { flush() }
                    continue
                }
                let extent = lineExtent ?? tightExtent(ofGlyphAt: glyph, on: line, runTop: runTop)
                if var piece = pending, x0 <= piece.maxX + 1e-9, !splitsAtDirectionChanges || piece.direction == direction {
                    piece.maxX = max(piece.maxX, x1)
                    piece.extent.formUnion(extent)
                    pending = piece
                } else {
                    flush()
                    if stop { return }
                    let isFirst = !emitted
                    pending = (isFirst && extend && rightToLeftLine ? line.rect.minX : x0, x1, extent, direction)
                }
            }
        }
        if extend && !rightToLeftLine { pending?.maxX = line.rect.maxX }
        flush()
        if !emitted && extend && line.glyphRange.isEmpty && !stop {
            let extent = lineExtent ?? VerticalExtent(top: line.rect.minY, height: line.rect.height)
            body(extent.rect(minX: line.rect.minX, maxX: line.rect.maxX), line.baseDirection, &stop)
        }
    }

    /// The top and height every rect of line `lineIndex` has for a height style; nil for
    /// ``RectHeightStyle/tight``, where each glyph's font decides, and for
    /// ``RectHeightStyle/strut`` in a paragraph without a strut.
    ///
    /// The line-spacing styles cover, besides the tallest run, the space between it and
    /// the runs of the lines around: all of the space above (`includeLineSpacingTop`),
    /// all of the space below (`includeLineSpacingBottom`) or half of each
    /// (`includeLineSpacingMiddle`), so that the rects of consecutive lines tile. The
    /// first line's top and the last line's bottom, which have no line beyond them, are
    /// those of their line fragment when the style reaches that way. Heights add the
    /// run's height, summed in font units, to those spaces, so that they read short.
    func verticalExtent(ofLineAt lineIndex: Int, style: RectHeightStyle) -> VerticalExtent? {
        let line = lineFragments[lineIndex]
        let runTop = self.runTop(ofLineAt: lineIndex)
        let (above, runHeight, below) = spaces(aroundRunOfLineAt: lineIndex)
        let hasPrevious = lineIndex > 0, hasNext = lineIndex + 1 < lineFragments.count
        let previousBottom = hasPrevious ? runTop - above : line.rect.minY
        switch style {
        case .lineFragment: return VerticalExtent(top: line.rect.minY, height: line.rect.height)
        case .maxRunOnLine: return VerticalExtent(top: runTop, height: runHeight)
        case .tight: return nil
        case .includeLineSpacingTop: return VerticalExtent(top: previousBottom, height: above + runHeight)
        case .includeLineSpacingBottom: return VerticalExtent(top: runTop, height: runHeight + below)
        case .includeLineSpacingMiddle:
            let half = (above: hasPrevious ? above / 2 : above, below: hasNext ? below / 2 : below)
            return VerticalExtent(top: hasPrevious ? runTop - half.above : line.rect.minY, height: half.above + runHeight + half.below)
        case .strut:
            guard let strut = paragraphStyle(ofLineAt: lineIndex).strut else { return nil }
            let extent = strut.extent
            return VerticalExtent(top: line.baseline - extent.ascent, height: extent.height)
        }
    }

    /// The top of line `lineIndex`'s tallest run: the line's top and the space the line
    /// height settings put above it (the line's top itself when there is none), which
    /// reads as short as the top.
    func runTop(ofLineAt lineIndex: Int) -> Double {
        lineFragments[lineIndex].rect.minY + lineFragments.verticalMetrics(ofLineAt: lineIndex).extraAbove
    }

    /// The space between line `lineIndex`'s tallest run and the runs of the lines above
    /// and below (the first line: its line fragment's top; the last: its bottom), and
    /// the run's height, from the lines' metrics rather than their positions, so that
    /// lines without spacing have none (0, not a rounding's remainder).
    func spaces(aroundRunOfLineAt lineIndex: Int) -> (above: Double, runHeight: Double, below: Double) {
        let metrics = lineFragments.verticalMetrics(ofLineAt: lineIndex)
        func belowRun(_ metrics: LineFragments.Metrics) -> Double { metrics.rectHeight - metrics.extraAbove - metrics.runHeight }
        let above = metrics.extraAbove + (lineIndex > 0 ? belowRun(lineFragments.verticalMetrics(ofLineAt: lineIndex - 1)) : 0)
        let next = lineIndex + 1 < lineFragments.count ? lineFragments.verticalMetrics(ofLineAt: lineIndex + 1).extraAbove : 0
        return (above, metrics.runHeight, belowRun(metrics) + next)
    }

    /// The paragraph style of line `lineIndex`: that of its first character, as line
    /// placement reads it.
    func paragraphStyle(ofLineAt lineIndex: Int) -> ParagraphStyle {
        text.attributes(at: lineFragments[lineIndex].characterRange.lowerBound).paragraphStyle
    }

    /// A glyph's top and height by its own font's ascender and descender; `runTop` is the
    /// top of the line's tallest run, which a glyph as tall as the line's ascent shares.
    func tightExtent(ofGlyphAt glyph: Int, on line: LineFragment, runTop: Double) -> VerticalExtent {
        let glyphStyle = glyphs.styles[Int(glyphs.records[glyph].style)]
        let metrics = glyphStyle.font.metrics
        let ascent = FontLength(units: metrics.ascender, size: glyphStyle.size, unitsPerEm: metrics.unitsPerEm)
        let height = FontLength(units: metrics.ascender - metrics.descender, size: glyphStyle.size, unitsPerEm: metrics.unitsPerEm)
        return VerticalExtent(top: runTop + (line.ascent - ascent.pixels), height: height.pixels)
    }
}

/// The top and height of a rect: the height is kept as computed (a font length read
/// once), not as the difference of two positions, so that common heights read short.
struct VerticalExtent {
    var top: Double
    var height: Double

    /// The extent from the higher top to the lower bottom of the two; unchanged by an
    /// equal extent.
    mutating func formUnion(_ other: VerticalExtent) {
        guard other.top != top || other.height != height else { return }
        let bottom = max(top + height, other.top + other.height)
        top = min(top, other.top)
        height = bottom - top
    }

    /// The rect from `minX` to `maxX` at this extent.
    func rect(minX: Double, maxX: Double) -> Rect {
        Rect(x: minX, y: top, width: maxX - minX, height: height)
    }
}
