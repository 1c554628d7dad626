import CFreeType
import Geometry

/// Antialiased coverage masks of paths, rasterized by FreeType's smooth outline
/// rasterizer (the one that renders glyphs), not by a scanner of our own.
///
/// ## Threading
/// Every call has an `FT_Library` of its own while it runs (kept in a small pool
/// between calls), so calls may run on any thread at the same time.
public enum MaskRasterizer {
    /// The coverage of `path` at `scale`, filled by `fillRule`.
    ///
    /// The path becomes an FT_Outline in 26.6 fixed point (lines, quadratic
    /// curves as conic arcs, cubic curves as cubic arcs; y flipped, since
    /// FreeType's y axis points up; split into several outlines past FreeType's
    /// 32,767 points, see below) and is rendered with `FT_Outline_Render` in
    /// direct mode, spans clipped to the grid. Every subpath is closed, as for
    /// any fill.
    ///
    /// Paths over 32,767 points are rendered as several outlines whose coverages
    /// add up (non-zero) or combine by exclusive or (even-odd): exact where the
    /// outlines cover separate areas, approximate at the edges where they overlap.
    ///
    /// - Parameters:
    ///   - path: The path, in path units (y down).
    ///   - scale: Device pixels per path unit: 1, 2, 3 or any value from
    ///     ``RenderLimits/minimumScale`` through ``RenderLimits/maximumScale``.
    ///   - fillRule: Non-zero (the default) or even-odd.
    ///   - bounds: The region of the pixel grid, in path units: the mask's origin
    ///     is `bounds.origin * scale` (fractional positions allowed) and its size
    ///     `bounds.size * scale` rounded up. `nil` takes the path's bounds rounded
    ///     out to whole device pixels. The grid is at least 1 x 1.
    /// - Throws: ``RenderError/invalidScale(_:)``, ``RenderError/emptyPath`` (nil
    ///   bounds and no points), ``RenderError/nonFinitePath``,
    ///   ``RenderError/invalidArgument(name:value:)`` (non-finite bounds),
    ///   ``RenderError/imageTooLarge(width:height:)``,
    ///   ``RenderError/coordinateOutOfRange(_:)``,
    ///   ``RenderError/tooManyPathElements(_:)``.
    /// - Complexity: O(points + pixels).
    public static func coverage(
        of path: Path, scale: Double, fillRule: FillRule = .nonZero, bounds: Rect? = nil
    ) throws(RenderError) -> Mask {
        try DeviceGrid.checkElementCount(of: path)
        let grid = try grid(for: path, scale: scale, bounds: bounds)
        var pixels = [UInt8](repeating: 0, count: grid.width * grid.height)
        let total = try pixels.withUnsafeMutableBufferPointer { pixels throws(RenderError) in
            try coverage(of: path, on: grid, fillRule: fillRule, into: pixels)
        }
        return Mask(
            bitmap: try Bitmap(width: grid.width, height: grid.height, format: .gray8, pixels: pixels),
            origin: Point(x: grid.originX, y: grid.originY), scale: scale, coveredArea: Double(total) / 255)
    }

    /// The coverage of `path` on `grid`, rows top to bottom, in a buffer from the pool.
    static func coverage(
        of path: Path, on grid: DeviceGrid, fillRule: FillRule
    ) throws(RenderError) -> PooledBuffer<UInt8> {
        // The first outline writes the pixels (coverage, zeros around it): no clearing first.
        let pixels = PooledBuffer<UInt8>(count: grid.width * grid.height, zeroed: false)
        _ = try coverage(of: path, on: grid, fillRule: fillRule, into: pixels.buffer, isCleared: false)
        return pixels
    }

    /// Renders the coverage of `path` on `grid` into `pixels` (`grid.width *
    /// grid.height` bytes, zeros if `isCleared`), rows top to bottom, and returns its sum.
    private static func coverage(
        of path: Path, on grid: DeviceGrid, fillRule: FillRule, into pixels: UnsafeMutableBufferPointer<UInt8>,
        isCleared: Bool = true
    ) throws(RenderError) -> Int {
        try FreeTypeLibrary.withLibrary { library throws(RenderError) -> Int in
            var renderer = CoverageRenderer(
                fillRule: fillRule, library: library, into: pixels, width: grid.width, height: grid.height,
                isCleared: isCleared)
            try render(path, on: grid, with: &renderer)
            renderer.finish()
            return renderer.total
        }
    }

    /// Maps `path` onto `grid` as FreeType outlines and renders each as soon as it
    /// is full, so memory stays at about one outline (32,767 points) whatever the
    /// path's length.
    private static func render(
        _ path: Path, on grid: DeviceGrid, with renderer: inout CoverageRenderer
    ) throws(RenderError) {
        var builder = FTOutlineBuilder()
        builder.reserveCapacity(path.elements.count * 4)
        var failure: RenderError?
        try DevicePathWalker.walk(path, on: grid) { segment in
            switch segment {
            case .start(let point): builder.start(point)
            case .line(let point): builder.line(to: point)
            case .conic(let control, let point): builder.conic(control: control, to: point)
            case .cubic(let control1, let control2, let point):
                builder.cubic(control1: control1, control2: control2, to: point)
            case .end: builder.closeContour()
            }
            guard builder.hasFinished, failure == nil else { return }
            do throws(RenderError) {
                try renderer.render(builder.takeFinished())
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        try renderer.render(builder.finish())
    }

    /// The pixel grid of a mask: `bounds` at `scale`, or the path's bounds
    /// rounded out to whole device pixels.
    private static func grid(for path: Path, scale: Double, bounds: Rect?) throws(RenderError) -> DeviceGrid {
        try DeviceGrid.checkScale(scale)
        let region: Rect
        let isRoundedOut: Bool
        if let bounds {
            for (name, value) in [("bounds.x", bounds.origin.x), ("bounds.y", bounds.origin.y),
                                  ("bounds.width", bounds.width), ("bounds.height", bounds.height)]
            where !value.isFinite {
                throw .invalidArgument(name: name, value: value)
            }
            region = bounds.standardized
            isRoundedOut = false
        } else {
            guard let pathBounds = path.bounds else { throw .emptyPath }
            guard pathBounds.isFinite else { throw .nonFinitePath }
            region = pathBounds
            isRoundedOut = true
        }
        var minX = region.minX * scale, minY = region.minY * scale
        var maxX = region.maxX * scale, maxY = region.maxY * scale
        if isRoundedOut {
            minX.round(.down)
            minY.round(.down)
            maxX.round(.up)
            maxY.round(.up)
        }
        // A thousandth of a pixel of rounding error must not add a column.
        let size = try DeviceGrid.checkedSize(
            width: (maxX - minX - 1e-3).rounded(.up), height: (maxY - minY - 1e-3).rounded(.up))
        guard abs(minX) <= RenderLimits.maximumCoordinate, abs(minY) <= RenderLimits.maximumCoordinate else {
            throw .coordinateOutOfRange(abs(minX) > abs(minY) ? minX : minY)
        }
        return DeviceGrid(scale: scale, originX: minX, originY: minY, width: size.width, height: size.height)
    }
}
