import Geometry

/// One quadratic or cubic Bézier curve, evaluated by de Casteljau's construction: an
/// oracle independent of Geometry's own polynomial evaluation.
package struct BezierCurve: Sendable {
    /// The start point, the control points and the end point.
    package let points: [Point]

    /// The curve of a path made of a move and then one quadratic or cubic curve; nil for
    /// any other path.
    package init?(singleCurveOf path: Path) {
        guard path.elements.count >= 2, case .move(let start) = path.elements[0] else { return nil }
        switch path.elements[1] {
        case .quadCurve(let end, let control): points = [start, control, end]
        case .curve(let end, let control1, let control2): points = [start, control1, control2, end]
        default: return nil
        }
    }

    /// The point at parameter `t` (0 at the start, 1 at the end).
    package func point(at t: Double) -> Point {
        // Each level in place over the one before (no array a level: tests sample curves
        // thousands of times, and a debug build allocates slowly).
        var points = self.points
        for level in stride(from: points.count - 1, to: 0, by: -1) {
            for index in 0..<level {
                let (a, b) = (points[index], points[index + 1])
                points[index] = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
        }
        return points[0]
    }
}
