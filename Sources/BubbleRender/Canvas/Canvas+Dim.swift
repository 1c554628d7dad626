import Geometry

extension Canvas {
    /// Covers the whole canvas in `color`, source over, except inside `holes`
    /// (filled by the non-zero rule, antialiased): what
    /// ``SceneElement/dim(_:holes:)`` draws. Over an opaque pixel, black at alpha `a`
    /// multiplies each color channel by `1 - a`.
    ///
    /// - Throws: ``RenderError/nonFinitePath``,
    ///   ``RenderError/coordinateOutOfRange(_:)``,
    ///   ``RenderError/tooManyPathElements(_:)``.
    public mutating func dim(_ color: Color, outside holes: Path) throws(RenderError) {
        try DeviceGrid.checkElementCount(of: holes)
        let device = deviceOrigin
        let grid = DeviceGrid(scale: scale, originX: device.x, originY: device.y, width: width, height: height)
        let coverage = try MaskRasterizer.coverage(of: holes, on: grid, fillRule: .nonZero)
        for index in 0..<width * height { coverage.base[index] = 255 &- coverage.base[index] }
        composite(coverage, width: width, height: height, at: (0, 0), color: color)
    }
}
