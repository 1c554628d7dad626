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
        var pending: (minX: Double, maxX: Double, top: Double, bottom: Double, direction: TextDirection)?
        var emitted = false
        func flush() {
            guard let piece = pending, !stop else { return }
            body(Rect(minX: piece.minX, minY: piece.top, maxX: piece.maxX, maxY: piece.bottom), piece.direction, &stop)
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
                let (top, bottom) = lineExtent ?? tightExtent(ofGlyphAt: glyph, on: line)
                if var piece = pending, x0 <= piece.maxX + 1e-9, !splitsAtDirectionChanges || piece.direction == direction {
                    piece.maxX = max(piece.maxX, x1)
                    piece.top = min(piece.top, top)
                    piece.bottom = max(piece.bottom, bottom)
                    pending = piece
                } else {
                    flush()
                    if stop { return }
                    let isFirst = !emitted
                    pending = (isFirst && extend && rightToLeftLine ? line.rect.minX : x0, x1, top, bottom, direction)
                }
            }
        }
        if extend && !rightToLeftLine { pending?.maxX = line.rect.maxX }
        flush()
        if !emitted && extend && line.glyphRange.isEmpty && !stop {
            let (top, bottom) = lineExtent ?? (line.rect.minY, line.rect.maxY)
            body(Rect(minX: line.rect.minX, minY: top, maxX: line.rect.maxX, maxY: bottom), line.baseDirection, &stop)
        }
    }

    /// The top and bottom every rect of line `lineIndex` has for a height style; nil for
    /// ``RectHeightStyle/tight``, where each glyph's font decides, and for
    /// ``RectHeightStyle/strut`` in a paragraph without a strut.
    ///
    /// The line-spacing styles cover, besides the tallest run, the space between it and
    /// the runs of the lines around: all of the space above (`includeLineSpacingTop`),
    /// all of the space below (`includeLineSpacingBottom`) or half of each
    /// (`includeLineSpacingMiddle`), so that the rects of consecutive lines tile. The
    /// first line's top and the last line's bottom, which have no line beyond them, are
    /// those of their line fragment when the style reaches that way.
    func verticalExtent(ofLineAt lineIndex: Int, style: RectHeightStyle) -> (Double, Double)? {
        let line = lineFragments[lineIndex]
        let runTop = line.baseline - line.ascent, runBottom = line.baseline + line.descent
        let previous = lineIndex > 0 ? lineFragments[lineIndex - 1] : nil
        let next = lineIndex + 1 < lineFragments.count ? lineFragments[lineIndex + 1] : nil
        let spaceAbove = previous.map { ($0.baseline + $0.descent, runTop) } ?? (line.rect.minY, runTop)
        let spaceBelow = next.map { (runBottom, $0.baseline - $0.ascent) } ?? (runBottom, line.rect.maxY)
        switch style {
        case .lineFragment: return (line.rect.minY, line.rect.maxY)
        case .maxRunOnLine: return (runTop, runBottom)
        case .tight: return nil
        case .strut:
            guard let strut = paragraphStyle(ofLineAt: lineIndex).strut else { return nil }
            let extent = strut.extent
            return (line.baseline - extent.ascent, line.baseline + extent.descent)
        case .includeLineSpacingTop: return (spaceAbove.0, runBottom)
        case .includeLineSpacingBottom: return (runTop, spaceBelow.1)
        case .includeLineSpacingMiddle:
            return (
                previous == nil ? line.rect.minY : (spaceAbove.0 + spaceAbove.1) / 2,
                next == nil ? line.rect.maxY : (spaceBelow.0 + spaceBelow.1) / 2
            )
        }
    }

    /// The paragraph style of line `lineIndex`: that of its first character, as line
    /// placement reads it.
    func paragraphStyle(ofLineAt lineIndex: Int) -> ParagraphStyle {
        text.attributes(at: lineFragments[lineIndex].characterRange.lowerBound).paragraphStyle
    }

    /// A glyph's top and bottom by its own font's ascender and descender.
    func tightExtent(ofGlyphAt glyph: Int, on line: LineFragment) -> (Double, Double) {
        let glyphStyle = glyphs.styles[Int(glyphs.records[glyph].style)]
        let scale = glyphStyle.font.metrics.scale(forSize: glyphStyle.size)
        return (
            line.baseline - Double(glyphStyle.font.metrics.ascender) * scale,
            line.baseline - Double(glyphStyle.font.metrics.descender) * scale
        )
    }
}
