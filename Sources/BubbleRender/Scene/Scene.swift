import Geometry

/// What one image shows, described once for every output: the pixel-aligned area it
/// covers, its scale, and the elements drawn in order (images, shadows, filled paths,
/// background rects, glyph runs, text decorations, stroked outlines, dimming with
/// holes, fills and strokes knocked out around glyphs).
///
/// A scene is drawn by a ``ScenePainter`` through ``draw(into:)``, the only walk over
/// its elements: ``Canvas`` paints pixels (then PNG) and ``SVGWriter`` writes an SVG
/// document, so both show the same things at the same size. Build one with
/// ``init(covering:scale:elements:)`` and append ``SceneElement``s.
///
/// The image covers ``frame`` (in points, the units of the elements' paths and
/// positions) at ``scale`` device pixels per point. The frame's corners sit on whole
/// device pixels, so the image is exactly ``pixelWidth`` x ``pixelHeight`` pixels: the
/// size of its PNG and the `width` and `height` of its SVG document.
///
/// A value: share and copy it freely.
public struct Scene: Hashable, Sendable {
    /// The area the image shows, in points: `pixelWidth / scale` x
    /// `pixelHeight / scale` from a corner on the device-pixel grid.
    public let frame: Rect
    /// Device pixels per point.
    public let scale: Double
    /// The image's width in device pixels (at least 1).
    public let pixelWidth: Int
    /// The image's height in device pixels (at least 1).
    public let pixelHeight: Int
    /// What the image shows, back to front.
    public var elements: [SceneElement]

    /// A scene showing `area` (in points) at `scale`, grown out to whole device
    /// pixels: the pixel grid runs from `floor(area.minX * scale)` to
    /// `ceil(area.maxX * scale)` (and likewise in y), at least one pixel each way.
    ///
    /// - Throws: ``RenderError/invalidScale(_:)`` unless `scale` lies within
    ///   ``RenderLimits/minimumScale`` through ``RenderLimits/maximumScale``,
    ///   ``RenderError/invalidArgument(name:value:)`` for a non-finite `area`,
    ///   ``RenderError/imageTooLarge(width:height:)`` when the pixel size is not
    ///   finite or passes ``RenderLimits``.
    public init(covering area: Rect, scale: Double, elements: [SceneElement] = []) throws(RenderError) {
        try DeviceGrid.checkScale(scale)
        for (name, value) in [("area.x", area.origin.x), ("area.y", area.origin.y),
                              ("area.width", area.width), ("area.height", area.height)]
        where !value.isFinite {
            throw .invalidArgument(name: name, value: value)
        }
        let left = (area.minX * scale).rounded(.down), top = (area.minY * scale).rounded(.down)
        let right = (area.maxX * scale).rounded(.up), bottom = (area.maxY * scale).rounded(.up)
        let size = try DeviceGrid.checkedSize(width: right - left, height: bottom - top)
        self.scale = scale
        self.pixelWidth = size.width
        self.pixelHeight = size.height
        self.frame = Rect(
            x: left / scale, y: top / scale, width: Double(size.width) / scale, height: Double(size.height) / scale)
        self.elements = elements
    }

    /// Draws every element, in order, with `painter`: the one traversal of a scene.
    ///
    /// - Throws: The first ``RenderError`` the painter throws; the elements after it
    ///   are not drawn.
    public func draw(into painter: inout some ScenePainter) throws(RenderError) {
        for element in elements {
            switch element {
            case .image(let image):
                try painter.drawImage(image)
            case .shadow(let shadow):
                try painter.drawShadow(
                    of: shadow.path, color: shadow.color, blurRadius: shadow.blurRadius, offset: shadow.offset)
            case .fill(let path, let color, let fillRule):
                try painter.fill(path, color: color, fillRule: fillRule)
            case .rect(let rect, let color):
                try painter.fill(rect, color: color)
            case .glyphs(let runs):
                try painter.drawGlyphs(runs)
            case .decorations(let decorations):
                try painter.drawDecorations(decorations)
            case .stroke(let path, let color, let width):
                try painter.stroke(path, color: color, width: width)
            case .dim(let color, let holes):
                try painter.dim(color, outside: holes)
            case .knockout(let knockout):
                try painter.drawKnockout(knockout)
            }
        }
    }
}
