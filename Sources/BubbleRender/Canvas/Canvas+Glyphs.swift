import CFreeType
import Geometry
import TextLayout

extension Canvas {
    /// Draws glyph runs as antialiased outlines, each in its run's color.
    ///
    /// Each glyph's unhinted outline (`FT_Load_Glyph` with `FT_LOAD_NO_HINTING |
    /// FT_LOAD_NO_BITMAP` at the run's size times ``scale``, through
    /// `Font.withFace`) is moved to the glyph's fractional pen position
    /// (`(position - origin) * scale`, in 26.6, so a glyph a third of a pixel to
    /// the right rasterizes differently) and filled by FreeType's smooth
    /// rasterizer. The glyphs of neighbouring runs of one color share one coverage
    /// buffer in which coverages add up (saturating) before it is composited once,
    /// so overlapping pieces, as in joined Arabic letters, show no seams. Outlines
    /// (per font, glyph and size) and each glyph's coverage at each 1/64-pixel phase
    /// of its pen are made once and kept in process-wide caches,
    /// thread-safe and bounded (4 MiB each), so warm drawing copies cached images
    /// and rasterizes nothing; the pixels are the same as rendering in place.
    ///
    /// Color glyphs draw in color, over the group's outlines: color bitmaps (CBDT,
    /// sbix, as in Noto Color Emoji) from the nearest strike (the smallest at least
    /// the device size, else the largest), scaled by area averaging when shrinking and
    /// bilinear interpolation when growing; COLRv0 glyphs as their layers' outlines,
    /// each in its color of palette 0 (the run's color for the foreground entry). The
    /// run color's alpha applies to them too. Decoded and scaled color glyphs are
    /// kept in a process-wide cache that is thread-safe and bounded (32 MiB).
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for an unusable glyph
    ///   size, ``RenderError/freeType(function:code:)`` when a glyph fails to load,
    ///   ``RenderError/coordinateOutOfRange(_:)`` for a glyph placed or sized past
    ///   ``RenderLimits/maximumCoordinate``.
    ///   ``RenderError/glyphImageTooLarge(width:height:)`` for a color glyph image past
    ///   ``RenderLimits/maximumGlyphImageSide``.
    public mutating func drawGlyphs(_ runs: [GlyphRun]) throws(RenderError) {
        var cache = GlyphOutlineCache()
        try FreeTypeLibrary.withLibrary { library throws(RenderError) in
            var start = 0
            while start < runs.count {
                let color = runs[start].color
                var end = start + 1
                while end < runs.count, runs[end].color == color { end += 1 }
                if color.alpha > 0 {
                    try drawInk(of: runs[start..<end], color: color, cache: &cache, library: library)
                    try drawColorGlyphs(of: runs[start..<end], outlines: &cache, library: library)
                }
                start = end
            }
        }
    }

    /// Fills the glyphs of `runs` in `color`, through one coverage buffer.
    ///
    /// Two passes over the glyphs, the first for the box they touch and the second
    /// to render them, so memory stays at the buffer and the cache of distinct
    /// outlines whatever the number of glyphs.
    private mutating func drawInk(
        of runs: ArraySlice<GlyphRun>, color: Color, cache: inout GlyphOutlineCache, library: FT_Library
    ) throws(RenderError) {
        // The box of the glyphs in canvas pixels (y down).
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        try forEachPlacedGlyph(of: runs, cache: &cache) { outline, _, x, y throws(RenderError) in
            minX = Swift.min(minX, x + Double(outline.minX) / 64)
            maxX = Swift.max(maxX, x + Double(outline.maxX) / 64)
            minY = Swift.min(minY, y - Double(outline.maxY) / 64)
            maxY = Swift.max(maxY, y - Double(outline.minY) / 64)
        }
        // Each glyph is its own outline (FreeType's rasterizer slows down on long
        // rows of cells), and coverages add up, saturating: where glyphs overlap, as
        // joined Arabic letters do, the inside stays solid and shows no seam.
        let ink = try coverage(of: (minX, minY, maxX, maxY)) { target, grid, scratch throws(RenderError) in
            try forEachPlacedGlyph(of: runs, cache: &cache) { outline, font, x, y throws(RenderError) in
                try Self.render(
                    outline, of: font, at: (x, y), into: &target, grid: grid, scratch: &scratch, library: library)
            }
        }
        if let ink { composite(ink, color: color) }
    }

    /// The coverage that `render` adds up over the canvas pixels of `box` (minX, minY,
    /// maxX, maxY in canvas pixels, y down), clipped to the canvas, with the grid's
    /// size and top-left pixel; nil when the box misses the canvas.
    func coverage(
        of box: (minX: Double, minY: Double, maxX: Double, maxY: Double),
        render: (
            inout SpanTarget, (left: Double, top: Double, right: Double, bottom: Double), inout [FT_Vector]
        ) throws(RenderError) -> Void
    ) throws(RenderError) -> (coverage: PooledBuffer<UInt8>, width: Int, height: Int, left: Int, top: Int)? {
        let left = Swift.max(0, box.minX.rounded(.down)), top = Swift.max(0, box.minY.rounded(.down))
        let right = Swift.min(Double(width), box.maxX.rounded(.up))
        let bottom = Swift.min(Double(height), box.maxY.rounded(.up))
        guard left < right, top < bottom else { return nil }
        let (gridWidth, gridHeight) = (Int(right - left), Int(bottom - top))
        let coverage = PooledBuffer<UInt8>(count: gridWidth * gridHeight, zeroed: true)
        var scratch: [FT_Vector] = []
        var target = SpanTarget(base: coverage.base, width: gridWidth, height: gridHeight, mode: .add)
        try render(&target, (left, top, right, bottom), &scratch)
        return (coverage, gridWidth, gridHeight, Int(left), Int(top))
    }

    /// Composites a coverage grid made by ``coverage(of:render:)`` in `color`.
    mutating func composite(
        _ ink: (coverage: PooledBuffer<UInt8>, width: Int, height: Int, left: Int, top: Int), color: Color
    ) {
        composite(ink.coverage, width: ink.width, height: ink.height, at: (ink.left, ink.top), color: color)
    }

    /// Adds the coverage of `outline` (a glyph of `font`) with its pen at canvas pixel
    /// `pen` (y down) to `target`, a coverage grid over the canvas pixels `grid` (left,
    /// top, right, bottom); an outline wholly outside the grid adds nothing.
    ///
    /// The glyph's image at the pen's phase comes from the process-wide
    /// ``GlyphCoverage/shared`` cache, rendered and kept there the first time; glyphs
    /// too large for it are rendered in place.
    static func render(
        _ outline: GlyphOutline, of font: Font, at pen: (x: Double, y: Double), into target: inout SpanTarget,
        grid: (left: Double, top: Double, right: Double, bottom: Double), scratch: inout [FT_Vector],
        library: FT_Library
    ) throws(RenderError) {
        let (x, y) = pen
        let glyphRight = x + Double(outline.maxX) / 64, glyphLeft = x + Double(outline.minX) / 64
        let glyphTop = y - Double(outline.maxY) / 64, glyphBottom = y - Double(outline.minY) / 64
        guard glyphRight > grid.left, glyphLeft < grid.right, glyphBottom > grid.top, glyphTop < grid.bottom else {
            return
        }
        // 26.6, y up from the grid's bottom edge; the glyph overlaps the grid,
        // so its pen position is within its own size of it.
        let dx = ((x - grid.left) * 64).rounded(), dy = ((grid.bottom - y) * 64).rounded()
        let limit = RenderLimits.maximumCoordinate * 64
        guard abs(dx) <= limit, abs(dy) <= limit else { throw .coordinateOutOfRange(abs(dx) > abs(dy) ? x : y) }
        let (penX, penY) = (FT_Pos(dx), FT_Pos(dy))
        if let glyph = outline.key {
            let key = GlyphCoverage.Key(glyph: glyph, phaseX: UInt8(penX & 63), phaseY: UInt8(penY & 63))
            var image = GlyphCoverage.shared.value(for: key, font: font)
            if image == nil {
                image = try GlyphCoverage.render(
                    outline, phase: (penX & 63, penY & 63), scratch: &scratch, library: library)
                if let image { GlyphCoverage.shared.insert(image, cost: image.cost, for: key, font: font) }
            }
            if let image { return image.add(into: &target, pen: (Int(penX >> 6), Int(penY >> 6))) }
        }
        try outline.withOutline(dx: FT_Pos(dx), dy: FT_Pos(dy), scratch: &scratch) { outline throws(RenderError) in
            try CoverageRenderer.render(&outline, library: library, into: &target)
        }
    }

    /// Calls `body` with the outline of each glyph of `runs` that has one, its font and
    /// its pen position in canvas pixels (y down), skipping glyphs at non-finite positions
    /// and color glyphs (drawn by ``drawColorGlyphs(of:outlines:library:)``).
    private func forEachPlacedGlyph(
        of runs: ArraySlice<GlyphRun>, cache: inout GlyphOutlineCache,
        _ body: (GlyphOutline, Font, Double, Double) throws(RenderError) -> Void
    ) throws(RenderError) {
        for run in runs {
            for glyph in run.glyphs {
                if run.font.hasColorGlyphs,
                    try ColorGlyphCache.shared.colorGlyph(glyph.id, font: run.font, pixelsPerEm: run.size * scale) != nil
                { continue }
                let outline = try cache.outline(of: glyph.id, font: run.font, pixelsPerEm: run.size * scale)
                guard !outline.contourEnds.isEmpty else { continue }
                let x = (glyph.position.x - origin.x) * scale
                let y = (glyph.position.y - origin.y) * scale
                guard x.isFinite, y.isFinite else { continue }
                try body(outline, run.font, x, y)
            }
        }
    }
}
