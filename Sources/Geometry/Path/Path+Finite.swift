extension Path {
    /// Whether every point of every element, control points included, is finite
    /// (no NaN, no infinity). O(n) in the number of elements.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .quadCurve(let p, let control): p.isFinite && control.isFinite
            case .curve(let p, let control1, let control2): p.isFinite && control1.isFinite && control2.isFinite
            case .close: true
            }
        }
    }
}
