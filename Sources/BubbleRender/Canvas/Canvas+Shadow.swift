import Geometry

extension Canvas {
    /// Draws the soft shadow of `path`: its coverage moved by `offset`, blurred,
    /// painted in `color`, source over (draw the path itself afterwards).
    ///
    /// `blurRadius` is in path units, as in CSS `box-shadow`: the blur is a
    /// Gaussian of standard deviation `blurRadius / 2`, approximated by a
    /// separable box blur run three times on the path's FreeType coverage. Path
    /// parts just outside the canvas still blur into it. A radius of 0 draws a
    /// sharp shadow. Blurs wider than 6 device pixels (standard deviation) work
    /// on coverage 2 or more times smaller, scaled back up bilinearly.
    ///
    /// Memory: about 3 bytes a pixel of the shadow's grid (its coverage, and the
    /// blur's 8.8 fixed-point rows), which is at most the canvas grown by 20 pixels
    /// each side, or for wider blurs that size divided by the reduction factor
    /// squared, plus the part of the canvas the shadow covers (1 byte a pixel).
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite radius or a non-finite offset, ``RenderError/nonFinitePath``,
    ///   ``RenderError/coordinateOutOfRange(_:)``,
    ///   ``RenderError/tooManyPathElements(_:)``.
    public mutating func drawShadow(
        of path: Path, color: Color, blurRadius: Double, offset: Point
    ) throws(RenderError) {
        try DeviceGrid.checkElementCount(of: path)
        guard blurRadius.isFinite, blurRadius >= 0 else {
            throw .invalidArgument(name: "blurRadius", value: blurRadius)
        }
        guard offset.x.isFinite else { throw .invalidArgument(name: "offset.x", value: offset.x) }
        guard offset.y.isFinite else { throw .invalidArgument(name: "offset.y", value: offset.y) }
        let sigma = blurRadius * scale / 2
        guard sigma <= Double(RenderLimits.maximumSide) else {
            throw .invalidArgument(name: "blurRadius", value: blurRadius)
        }
        // A wide Gaussian has no detail finer than a few pixels, so the coverage is
        // rasterized and blurred `factor` times smaller (keeping 3 to 6 pixels of
        // standard deviation) and scaled back up bilinearly, as browsers do.
        let factor = sigma >= 6 ? Int(sigma / 3) : 1
        let blur = BoxBlur(sigma: sigma / Double(factor))
        let spread = blur.spread * factor + factor
        let moved = path.translatedBy(dx: offset.x, dy: offset.y)
        guard let bounds = moved.controlPointBounds,
            let placed = try grid(covering: bounds, outset: spread, margin: spread)
        else { return }
        let grid = placed.grid
        if factor == 1 {
            // The grid is at most the canvas grown by the blur's spread (under 20 pixels).
            let coverage = try MaskRasterizer.coverage(of: moved, on: grid, fillRule: .nonZero)
            if blur.spread > 0 { blur.apply(to: coverage.base, width: grid.width, height: grid.height) }
            composite(coverage, width: grid.width, height: grid.height, at: (placed.x, placed.y), color: color)
            return
        }
        // The reduced grid has a margin of a few reduced pixels; only the part of the
        // full grid on the canvas is scaled up, so a wide blur never costs more than
        // the canvas itself.
        let small = DeviceGrid(
            scale: scale / Double(factor), originX: grid.originX / Double(factor),
            originY: grid.originY / Double(factor), width: (grid.width + factor - 1) / factor,
            height: (grid.height + factor - 1) / factor)
        let left = Swift.max(0, -placed.x), right = Swift.min(grid.width, width - placed.x)
        let top = Swift.max(0, -placed.y), bottom = Swift.min(grid.height, height - placed.y)
        // The grid may lie wholly past the canvas (check before making ranges).
        guard left < right, top < bottom else { return }
        let columns = left..<right, rows = top..<bottom
        let reduced = try MaskRasterizer.coverage(of: moved, on: small, fillRule: .nonZero)
        defer { withExtendedLifetime(reduced) {} }
        blur.apply(to: reduced.base, width: small.width, height: small.height)
        let coverage = Upsampling.bilinear(
            reduced.base, width: small.width, height: small.height, factor: factor, columns: columns, rows: rows)
        composite(
            coverage, width: columns.count, height: rows.count,
            at: (placed.x + columns.lowerBound, placed.y + rows.lowerBound), color: color)
    }
}
