import Geometry

extension LayoutManager {
    /// The rects of one line: walks its glyphs in visual order, asks `coverage` which x
    /// interval of each glyph belongs to the range, and emits maximal touching pieces.
    func enumerateRects(
        on line: LineFragment, continues: Bool, options: EnclosingRectOptions, stop: inout Bool,
        body: (Rect, inout Bool) -> Void, coverage: (Int, Bool) -> (Double, Double)?
    ) {
        let extend = options.widthStyle == .extendToLineEdge && continues
        let rightToLeftLine = line.baseDirection == .rightToLeft
        let hangingStart = line.hangingWhitespaceRange.lowerBound
        var pending: (minX: Double, maxX: Double, top: Double, bottom: Double)?
        var emitted = false
        func flush() {
            guard let piece = pending, !stop else { return }
            body(Rect(minX: piece.minX, minY: piece.top, maxX: piece.maxX, maxY: piece.bottom), &stop)
            emitted = true
            pending = nil
        }
        for run in line.runs {
            let rightToLeft = run.level & 1 == 1
            for offset in 0..<run.glyphRange.count {
                let glyph = run.glyph(atVisualOffset: offset)
                if Int(glyphs.records[glyph].clusterStart) >= hangingStart { continue }
                guard let (x0, x1) = coverage(glyph, rightToLeft) else {
                    if glyphs.records[glyph].advance > 0 { flush() }
                    continue
                }
                let (top, bottom) = verticalExtent(ofGlyphAt: glyph, on: line, style: options.heightStyle)
                if var piece = pending, x0 <= piece.maxX + 1e-9 {
                    piece.maxX = max(piece.maxX, x1)
                    piece.top = min(piece.top, top)
                    piece.bottom = max(piece.bottom, bottom)
                    pending = piece
                } else {
                    flush()
                    if stop { return }
                    let isFirst = !emitted
                    pending = (isFirst && extend && rightToLeftLine ? line.rect.minX : x0, x1, top, bottom)
                }
            }
        }
        if extend && !rightToLeftLine { pending?.maxX = line.rect.maxX }
        flush()
        if !emitted && extend && line.glyphRange.isEmpty && !stop {
            body(Rect(minX: line.rect.minX, minY: line.rect.minY, maxX: line.rect.maxX, maxY: line.rect.maxY), &stop)
        }
    }

    /// A glyph's top and bottom for a height style.
    func verticalExtent(ofGlyphAt glyph: Int, on line: LineFragment, style: RectHeightStyle) -> (Double, Double) {
        switch style {
        case .lineFragment:
            return (line.rect.minY, line.rect.maxY)
        case .maxRunOnLine:
            return (line.baseline - line.ascent, line.baseline + line.descent)
        case .tight:
            let glyphStyle = glyphs.styles[Int(glyphs.records[glyph].style)]
            let scale = glyphStyle.font.metrics.scale(forSize: glyphStyle.size)
            let baseline = line.baseline
            return (
                baseline - Double(glyphStyle.font.metrics.ascender) * scale,
                baseline - Double(glyphStyle.font.metrics.descender) * scale
            )
        }
    }
}
