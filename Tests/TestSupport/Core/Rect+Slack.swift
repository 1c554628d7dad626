import Geometry

extension Rect {
    /// Whether `inner` lies in this rect up to `slack` on each edge (`Rect` stores origin
    /// and size, so a max edge computed from them may be off by an ulp).
    package func contains(_ inner: Rect, slack: Double) -> Bool {
        inner.minX >= minX - slack && inner.minY >= minY - slack
            && inner.maxX <= maxX + slack && inner.maxY <= maxY + slack
    }
}
