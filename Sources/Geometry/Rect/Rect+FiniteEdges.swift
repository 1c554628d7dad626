extension Rect {
    /// Whether all four edges are finite: the origin and size are, and adding
    /// them does not overflow.
    @inlinable
    package var _hasFiniteEdges: Bool {
        isFinite && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}
