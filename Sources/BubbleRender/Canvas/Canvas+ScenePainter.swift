import Geometry

/// The raster back end of ``Scene``: ``Scene/canvas()`` draws a scene on a canvas,
/// whose ``png()`` is the scene's PNG.
extension Canvas: ScenePainter {
    /// Fills `rect` (in path units) with `color`, antialiased, source over:
    /// ``fill(_:color:fillRule:)`` of the rect's path.
    ///
    /// - Throws: ``RenderError/nonFinitePath`` or
    ///   ``RenderError/coordinateOutOfRange(_:)``.
    public mutating func fill(_ rect: Rect, color: Color) throws(RenderError) {
        try fill(Path(rect: rect), color: color)
    }
}
