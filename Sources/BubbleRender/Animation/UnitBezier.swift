/// A CSS cubic Bézier timing curve from (0, 0) to (1, 1), solved for `y` at a given
/// `x` the way browsers do: Newton's method on x(t), then bisection where the slope
/// is too flat for it.
struct UnitBezier {
    // The polynomial coefficients of x(t) = ((ax t + bx) t + cx) t, and likewise y(t).
    private let ax, bx, cx: Double
    private let ay, by, cy: Double

    /// The curve with control points (x1, y1) and (x2, y2).
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// How closely `t` is solved: x(t) within this of the asked `x`, far below what a
    /// frame or a pixel can show.
    static let epsilon = 1e-12

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func xSlope(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's `y` where its `x` is `x` (0...1): x(t) rises monotonically on 0...1
    /// when x1 and x2 lie in 0...1, so there is one such `t`.
    func y(atX x: Double) -> Double {
        y(parameter(forX: x))
    }

    /// The parameter `t` in 0...1 with x(t) = `x`.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < Self.epsilon { return t }
            let slope = xSlope(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        t = x
        // 64 halvings exhaust a Double's precision on 0...1, so this always ends.
        for _ in 0..<64 {
            let value = self.x(t)
            if abs(value - x) < Self.epsilon { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
