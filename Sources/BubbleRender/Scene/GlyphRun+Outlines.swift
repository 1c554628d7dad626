import Geometry

extension GlyphRun {
    /// The outlines of glyph runs as paths in the runs' coordinates (y down), with
    /// their colors: one path per group of neighbouring runs of one color, in order.
    /// Fill them by the non-zero rule.
    ///
    /// Each glyph's unhinted outline (`FT_Load_Glyph` with `FT_LOAD_NO_HINTING |
    /// FT_LOAD_NO_BITMAP` at the run's size, 1/64-point precision) is walked with
    /// `FT_Outline_Decompose` into lines, quadratic and cubic curves, placed at the
    /// glyph's position. A COLRv0 glyph gives its layers' outlines in their palette
    /// colors (the run's color for the foreground entry). Color bitmap glyphs (CBDT,
    /// sbix emoji) have no outline and are left out; the painters draw them as images.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for an unusable run
    ///   size, ``RenderError/freeType(function:code:)`` when a glyph fails to load.
    public static func outlines(of runs: [GlyphRun]) throws(RenderError) -> [(path: Path, color: Color)] {
        var result: [(path: Path, color: Color)] = []
        try _forEachOutline(of: runs) { path, color in
            if result.last?.color != color { result.append((Path(), color)) }
            result[result.count - 1].path.addPath(path)
        }
        return result
    }

    /// Calls `body` with the outline of each glyph of `runs` (or of each of its COLRv0
    /// layers), placed, in its color, in order: what ``outlines(of:)`` gathers, one
    /// glyph at a time (underlines skip ink glyph by glyph).
    ///
    /// An outline whose vertical extent (the top and bottom of its control box, placed,
    /// y down) `isWanted` rejects is skipped before it becomes a path. The path's points
    /// are the outline's points and midpoints of them, so the extent holds them.
    package static func _forEachOutline(
        of runs: [GlyphRun], where isWanted: (_ top: Double, _ bottom: Double) -> Bool = { _, _ in true },
        _ body: (Path, Color) throws(RenderError) -> Void
    ) throws(RenderError) {
        try forEachPaint(of: runs, where: isWanted) { paint throws(RenderError) in
            if case .outline(let path, let color) = paint { try body(path, color) }
        }
    }

    /// What drawing one glyph (or one color layer) paints.
    enum Paint {
        /// A non-empty outline placed at the glyph's position, filled in a color.
        case outline(Path, Color)
        /// A color bitmap drawn in `box` (points), its alpha times `opacity`.
        case image(GlyphBitmap, key: ColorGlyphCache.GlyphKey, box: Rect, opacity: Double)
    }

    /// Calls `body` with what each glyph of `runs` paints, in order: its outline in
    /// its run's color, its COLRv0 layers, or its color bitmap (strike chosen for the
    /// run's size, as a canvas at scale 1 would). Outlines whose vertical extent
    /// `isWanted` rejects are left out (see ``_forEachOutline(of:where:_:)``).
    static func forEachPaint(
        of runs: [GlyphRun], where isWanted: (_ top: Double, _ bottom: Double) -> Bool = { _, _ in true },
        _ body: (Paint) throws(RenderError) -> Void
    ) throws(RenderError) {
        var cache = GlyphOutlineCache()
        func outline(_ id: UInt32, of run: GlyphRun, at position: Point) throws(RenderError) -> Path? {
            let outline = try cache.outline(of: id, font: run.font, pixelsPerEm: run.size)
            guard !outline.contourEnds.isEmpty,
                isWanted(position.y - Double(outline.maxY) / 64, position.y - Double(outline.minY) / 64)
            else { return nil }
            var path = Path()
            outline.appendPath(at: position, to: &path)
            return path.isEmpty ? nil : path
        }
        for run in runs {
            for glyph in run.glyphs {
                let colorGlyph = try ColorGlyphCache.shared.colorGlyph(glyph.id, font: run.font, pixelsPerEm: run.size)
                switch colorGlyph {
                case nil:
                    if let path = try outline(glyph.id, of: run, at: glyph.position) { try body(.outline(path, run.color)) }
                case .layers(let layers)?:
                    for layer in layers {
                        guard let path = try outline(layer.glyph, of: run, at: glyph.position) else { continue }
                        var color = layer.color ?? run.color
                        if layer.color != nil { color.alpha *= run.color.alpha }
                        try body(.outline(path, color))
                    }
                case .bitmap(let bitmap)?:
                    let box = bitmap.box(at: glyph.position, pixelsPerEm: run.size)
                    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { continue }
                    let key = ColorGlyphCache.shared.glyphKey(glyph.id, font: run.font, pixelsPerEm: run.size)
                    try body(.image(bitmap, key: key, box: box, opacity: run.color.alpha))
                }
            }
        }
    }
}
