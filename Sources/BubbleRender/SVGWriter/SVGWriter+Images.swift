import Geometry

extension SVGWriter {
    /// Writes an `<image>` over the image's frame holding its bitmap as an embedded PNG
    /// (`data:image/png;base64,...`), stretched to the frame (`preserveAspectRatio="none"`).
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` and
    ///   ``RenderError/invalidArgument(name:value:)`` for an image that cannot be drawn,
    ///   ``RenderError/documentTooLarge(limit:)`` when the encoded image does not fit
    ///   (checked before it is written as base64).
    public mutating func drawImage(_ image: SceneImage) throws(RenderError) {
        try image.check()
        let png = try PNGCodec.encode(image.bitmap)
        // Base64 writes 4 bytes per 3.
        guard (png.count + 2) / 3 * 4 <= remainingBytes else { throw .documentTooLarge(limit: maximumBytes) }
        let frame = image.frame
        try append(
            "<image x=\"\(Self.number(frame.minX))\" y=\"\(Self.number(frame.minY))\""
                + " width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\""
                + " preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Base64.encode(png))\"/>\n")
    }
}
