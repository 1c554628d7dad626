import Geometry

extension SVGWriter {
    /// Writes each decoration as one `<path>` of its rects filled with its color (the
    /// non-zero rule; its rects do not overlap). A decoration without rects writes nothing.
    ///
    /// - Throws: ``RenderError/nonFinitePath``, ``RenderError/tooManyPathElements(_:)``,
    ///   ``RenderError/documentTooLarge(limit:)``.
    public mutating func drawDecorations(_ decorations: [TextDecoration]) throws(RenderError) {
        for decoration in decorations {
            try fill(decoration.path, color: decoration.color, fillRule: .nonZero)
        }
    }
}
