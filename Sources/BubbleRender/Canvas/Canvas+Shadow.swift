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
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite radius or a non-finite offset, ``RenderError/nonFinitePath``,
    ///   ``RenderError/coordinateOutOfRange(_:)``,
    ///   ``RenderError/tooManyPathElements(_:)``.
    public mutating func drawShadow(
        of path: Path, color: Color, blurRadius: Double, offset: Point
    ) throws(RenderError) {
        try _DeviceGrid.checkElementCount(of: path)
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
        let blur = _BoxBlur(sigma: sigma / Double(factor))
        let spread = blur.spread * factor + factor
        let moved = path.translatedBy(dx: offset.x, dy: offset.y)
        guard let bounds = moved.controlPointBounds,
            let placed = try grid(covering: bounds, outset: spread, margin: spread)
        else { return }
        let grid = placed.grid
        var coverage: [UInt8]
        if factor == 1 {
            coverage = try MaskRasterizer.coverage(of: moved, on: grid, fillRule: .nonZero).pixels
            if blur.spread > 0 { blur.apply(to: &coverage, width: grid.width, height: grid.height) }
        } else {
            let small = _DeviceGrid(
                scale: scale / Double(factor), originX: grid.originX / Double(factor),
                originY: grid.originY / Double(factor), width: (grid.width + factor - 1) / factor,
                height: (grid.height + factor - 1) / factor)
            var reduced = try MaskRasterizer.coverage(of: moved, on: small, fillRule: .nonZero).pixels
            blur.apply(to: &reduced, width: small.width, height: small.height)
            coverage = _Upsampling.bilinear(
                reduced, width: small.width, height: small.height, factor: factor, toWidth: grid.width,
                height: grid.height)
        }
        coverage.withUnsafeBufferPointer { coverage in
            composite(coverage, width: grid.width, height: grid.height, at: (placed.x, placed.y), color: color)
        }
    }
}
