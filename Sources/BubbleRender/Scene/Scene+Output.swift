import Geometry

extension Scene {
    /// The scene painted on a transparent ``Canvas`` of ``pixelWidth`` x
    /// ``pixelHeight`` pixels showing ``frame`` at ``scale``.
    ///
    /// - Throws: ``RenderError`` from the canvas or from drawing an element.
    public func canvas() throws(RenderError) -> Canvas {
        // The first element's composite writes the whole buffer (a scene without one
        // leaves it to be cleared below).
        var canvas = try Canvas(unwrittenWidth: pixelWidth, height: pixelHeight, scale: scale, origin: frame.origin)
        try draw(into: &canvas)
        canvas.clearIfUnwritten()
        return canvas
    }

    /// The scene as RGBA PNG bytes (straight alpha), ``pixelWidth`` x ``pixelHeight``.
    ///
    /// - Throws: ``RenderError`` from drawing or encoding.
    public func png() throws(RenderError) -> [UInt8] {
        try canvas().png()
    }

    /// The scene as WebP bytes, ``pixelWidth`` x ``pixelHeight``: lossless when
    /// `quality` is nil, else lossy at `quality` (0 to 100; see
    /// ``WebPCodec/encode(_:quality:)``).
    ///
    /// - Throws: ``RenderError`` from drawing or encoding.
    public func webp(quality: Double? = nil) throws(RenderError) -> [UInt8] {
        try canvas().webp(quality: quality)
    }

    /// The scene as an SVG document whose `width` and `height` are ``pixelWidth`` and
    /// ``pixelHeight`` (the size of the scene's PNG) and whose `viewBox` is ``frame``,
    /// in points; see ``SVGWriter``.
    ///
    /// - Throws: ``RenderError`` when a glyph outline fails to load.
    public func svg() throws(RenderError) -> String {
        var writer = SVGWriter(scene: self)
        try draw(into: &writer)
        return writer.document
    }

    /// ``svg()`` as UTF-8 bytes, as a file holds them: the buffer the document was
    /// written into, not copied (``SVGWriter/finish()``).
    ///
    /// - Throws: ``RenderError`` when a glyph outline fails to load.
    public func svgUTF8() throws(RenderError) -> [UInt8] {
        var writer = SVGWriter(scene: self)
        try draw(into: &writer)
        return writer.finish()
    }
}

extension Scene {
    /// The scene's coverage: the alpha of its ``canvas()`` as a ``Mask`` at ``scale``
    /// whose origin is the frame's corner in device pixels. Where the scene is opaque
    /// the mask is 255; a spotlight's mask is its dimming, open at the holes.
    ///
    /// - Throws: ``RenderError`` from drawing.
    public func mask() throws(RenderError) -> Mask {
        let image = try canvas().bitmap()
        var alpha = [UInt8](repeating: 0, count: pixelWidth * pixelHeight)
        var total = 0
        for index in alpha.indices {
            alpha[index] = image.pixels[index * 4 + 3]
            total += Int(alpha[index])
        }
        return Mask(
            bitmap: try Bitmap(width: pixelWidth, height: pixelHeight, format: .gray8, pixels: alpha),
            origin: Point(x: (frame.minX * scale).rounded(), y: (frame.minY * scale).rounded()), scale: scale,
            coveredArea: Double(total) / 255)
    }
}
