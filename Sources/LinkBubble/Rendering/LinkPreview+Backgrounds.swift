extension LinkPreview {
    /// Fills the background colors of the text's attribute runs (within `range`, or all
    /// of them) behind the glyphs: each run's enclosing rects at its own fonts' height.
    func drawBackgrounds(on canvas: inout Canvas, within range: Range<Int>?) throws(RenderError) {
        for run in layout.text.runs {
            guard let color = run.attributes.backgroundColor else { continue }
            let part = range.map { run.range.clamped(to: $0) } ?? run.range
            guard !part.isEmpty else { continue }
            // `part` lies inside the text, so the query cannot fail.
            let rects = (try? layout.enclosingRects(forCharacterRange: part, options: EnclosingRectOptions(heightStyle: .tight))) ?? []
            for rect in rects { try canvas.fill(Path(rect: rect), color: color) }
        }
    }
}
