import Geometry

extension Canvas {
    /// Fills each decoration's rects with its color, antialiased, source over: one
    /// ``fill(_:color:fillRule:)`` of the decoration's ``TextDecoration/path`` each, so
    /// its pieces share their edges' coverage.
    ///
    /// - Throws: ``RenderError/nonFinitePath`` or ``RenderError/coordinateOutOfRange(_:)``.
    public mutating func drawDecorations(_ decorations: [TextDecoration]) throws(RenderError) {
        for decoration in decorations where !decoration.rects.isEmpty {
            try fill(decoration.path, color: decoration.color, fillRule: .nonZero)
        }
    }
}
