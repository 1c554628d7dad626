extension Path {
    /// The path as polygons: one list of vertices per subpath, curves
    /// replaced by chords that stay within `tolerance` of them.
    ///
    /// Every polygon is implicitly closed (its last vertex joins its first),
    /// whether or not the subpath ended with `.close`; a closing vertex equal
    /// to the first is not repeated. Subpaths without drawing elements (lone
    /// moves) yield no polygon; straight segments keep their end points
    /// exactly, and no vertex is merged or dropped otherwise.
    ///
    /// **Subdivision count.** A curve is cut into n pieces of equal parameter
    /// length. For a polynomial curve of degree d, the chord of a piece is
    /// within d(d − 1)/8 · M / n² of it, where M is the largest norm of the
    /// control points' second differences (Wang's formula). So
    /// - quadratic: n = ⌈√(|p0 − 2 p1 + p2| / (4 tolerance))⌉,
    /// - cubic: n = ⌈√(3 max(|p0 − 2 p1 + p2|, |p1 − 2 p2 + p3|) / (4 tolerance))⌉,
    ///
    /// which bounds the distance from every curve point to the polygon by
    /// `tolerance`. The count is capped at 65,536 pieces per curve: only a
    /// curve whose second differences exceed about 5 × 10⁹ × tolerance
    /// reaches the cap, and only then may it exceed the tolerance.
    ///
    /// - Parameter tolerance: the largest allowed distance between a curve
    ///   and its chords. A tolerance that is not positive and finite (0, negative,
    ///   NaN, infinite) is replaced by 1e-6, so the call never traps.
    /// - Complexity: O(n + Σ pieces); one array per polygon.
    public func flattened(tolerance: Double) -> [[Point]] {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 1e-6
        var polygons: [[Point]] = []
        var polygon: [Point] = []
        _forEachEvent { event in
            switch event {
            case .start(let p):
                polygon = [p]
            case .line(_, let p1):
                polygon.append(p1)
            case .quad(let p0, let p1, let p2):
                let n = _pieceCount(secondDifference: _norm(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                                    factor: 0.25, tolerance: tolerance)
                for i in 1..<n { polygon.append(_quadPoint(p0, p1, p2, Double(i) / Double(n))) }
                polygon.append(p2)
            case .cubic(let p0, let p1, let p2, let p3):
                let m = Swift.max(
                    _norm(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    _norm(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = _pieceCount(secondDifference: m, factor: 0.75, tolerance: tolerance)
                for i in 1..<n { polygon.append(_cubicPoint(p0, p1, p2, p3, Double(i) / Double(n))) }
                polygon.append(p3)
            case .close:
                if polygon.count > 1 && polygon[polygon.count - 1] == polygon[0] {
                    polygon.removeLast()
                }
                polygons.append(polygon)
                polygon = []
            }
        }
        return polygons
    }
}

/// The most pieces one curve is cut into by ``Path/flattened(tolerance:)``.
private let _maximumPiecesPerCurve = 65_536

/// Wang's piece count ⌈√(factor · M / tolerance)⌉, at least 1 and at most
/// ``_maximumPiecesPerCurve``; non-finite input gives 1 piece.
private func _pieceCount(secondDifference m: Double, factor: Double, tolerance: Double) -> Int {
    let pieces = (factor * m / tolerance).squareRoot().rounded(.up)
    guard pieces.isFinite, pieces > 1 else { return 1 }
    return pieces >= Double(_maximumPiecesPerCurve) ? _maximumPiecesPerCurve : Int(pieces)
}

/// The Euclidean length of the vector (x, y).
@inline(__always)
private func _norm(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
