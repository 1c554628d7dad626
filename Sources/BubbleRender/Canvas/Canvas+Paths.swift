import CFreeType
import Geometry

extension Canvas {
    /// Fills `path` (in path units) with `color` by `fillRule`, antialiased by
    /// FreeType's rasterizer (see ``MaskRasterizer``), source over.
    ///
    /// Only the canvas pixels under the path's control-point bounds are
    /// rasterized. An empty path draws nothing.
    ///
    /// - Throws: ``RenderError/nonFinitePath``,
    ///   ``RenderError/coordinateOutOfRange(_:)`` or
    ///   ``RenderError/tooManyPathElements(_:)``.
    public mutating func fill(_ path: Path, color: Color, fillRule: FillRule = .nonZero) throws(RenderError) {
        guard let (coverage, placed) = try fillCoverage(of: path, fillRule: fillRule) else { return }
        composite(coverage, width: placed.grid.width, height: placed.grid.height, at: (placed.x, placed.y), color: color)
    }

    /// The coverage of `path` filled by `fillRule` on the canvas pixels under its
    /// control-point bounds, and where that grid sits; nil when it misses the canvas.
    func fillCoverage(of path: Path, fillRule: FillRule) throws(RenderError) -> (PooledBuffer<UInt8>, PlacedGrid)? {
        try DeviceGrid.checkElementCount(of: path)
        guard let bounds = path.controlPointBounds, let placed = try grid(covering: bounds) else { return nil }
        return (try MaskRasterizer.coverage(of: path, on: placed.grid, fillRule: fillRule), placed)
    }

    /// Strokes `path` with a line `width` path units wide, centered on the path,
    /// in `color`, source over.
    ///
    /// FreeType's `FT_Stroker` builds the outline of the stroke (round joins,
    /// butt caps on open subpaths; a subpath ending in `.close` is stroked
    /// closed), and the smooth rasterizer fills it. A width of 0 draws nothing, and
    /// so does a line narrower than 1/64 device pixel (whose half width rounds to 0
    /// in FreeType's 26.6 fixed point) or a subpath of zero length (all its points
    /// on one 26.6 position, as an empty rect's are).
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite width, ``RenderError/nonFinitePath``,
    ///   ``RenderError/coordinateOutOfRange(_:)``,
    ///   ``RenderError/tooManyPathElements(_:)``, or
    ///   ``RenderError/tooManyPoints(_:)`` when the stroke of a single segment
    ///   passes ``RenderLimits/maximumOutlinePoints`` (a subpath whose stroke
    ///   passes it is stroked in pieces).
    public mutating func stroke(_ path: Path, color: Color, width: Double) throws(RenderError) {
        guard let (coverage, placed) = try strokeCoverage(of: path, width: width) else { return }
        composite(coverage, width: placed.grid.width, height: placed.grid.height, at: (placed.x, placed.y), color: color)
    }

    /// The coverage of the stroke of `path`, `width` path units wide, on the canvas
    /// pixels it may touch, and where that grid sits; nil when it draws nothing.
    func strokeCoverage(of path: Path, width: Double) throws(RenderError) -> (PooledBuffer<UInt8>, PlacedGrid)? {
        try DeviceGrid.checkElementCount(of: path)
        guard width.isFinite, width >= 0 else { throw .invalidArgument(name: "width", value: width) }
        let radius = width * scale / 2
        guard radius <= RenderLimits.maximumCoordinate else { throw .coordinateOutOfRange(radius) }
        let fixedRadius = (radius * 64).rounded()
        guard fixedRadius > 0, let bounds = path.controlPointBounds,
            let placed = try grid(covering: bounds, outset: Int(radius.rounded(.up)) + 1)
        else { return nil }
        let grid = placed.grid
        let coverage = PooledBuffer<UInt8>(count: grid.width * grid.height, zeroed: true)
        try FreeTypeLibrary.withLibrary { library throws(RenderError) in
            let stroker = try FTStroker(library: library, radius: FT_Fixed(fixedRadius))
            defer { stroker.done() }
            var subpath: [DeviceSegment] = []
            var failure: RenderError?
            var target = SpanTarget(base: coverage.base, width: grid.width, height: grid.height, mode: .store)
            try DevicePathWalker.walk(path, on: grid) { segment in
                subpath.append(segment)
                guard case .end = segment, failure == nil else { return }
                do throws(RenderError) {
                    try stroker.render(subpath: subpath, into: &target)
                } catch {
                    failure = error
                }
                subpath.removeAll(keepingCapacity: true)
            }
            if let failure { throw failure }
        }
        return (coverage, placed)
    }
}
