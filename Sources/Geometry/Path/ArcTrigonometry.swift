/// Sine, cosine and arctangent for the arc conversion, in pure Swift (Geometry imports
/// neither Foundation nor the C library). Accurate to a few units in the last place over
/// the angles arcs use.
enum ArcTrigonometry {
    /// π/2 in two parts, for an exact range reduction of moderate angles.
    private static let halfPiHigh = 1.5707963267948966
    private static let halfPiLow = 6.123233995736766e-17

    /// The sine and cosine of `angle`.
    static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        let quadrant = (angle / halfPiHigh).rounded()
        let r = (angle - quadrant * halfPiHigh) - quadrant * halfPiLow  // |r| ≤ π/4
        let r2 = r * r
        // Taylor series to the r^17 and r^16 terms (Horner): error below 1e-17 for |r| ≤ π/4.
        var s = 0.0, c = 0.0
        for n in stride(from: 17, through: 1, by: -2) { s = 1 / factorial(n) - r2 * s }
        for n in stride(from: 16, through: 0, by: -2) { c = 1 / factorial(n) - r2 * c }
        let sine = r * s, cosine = c
        switch Int(quadrant) & 3 {
        case 0: return (sine, cosine)
        case 1: return (cosine, -sine)
        case 2: return (-sine, -cosine)
        default: return (-cosine, sine)
        }
    }

    /// The angle of (x, y) from the positive x axis, in -π...π.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x != 0 || y != 0 else { return 0 }
        if abs(y) > abs(x) {
            let angle = halfPiHigh - atan(x / y)
            return y > 0 ? angle : angle - 2 * halfPiHigh
        }
        let angle = atan(y / x)
        guard x < 0 else { return angle }
        return y >= 0 ? angle + 2 * halfPiHigh : angle - 2 * halfPiHigh
    }

    /// The arctangent of `t`, for |t| ≤ 1: halved twice (atan t = 2 atan(t / (1 + √(1 + t²))))
    /// to |t| ≤ 0.2, then its series.
    private static func atan(_ t: Double) -> Double {
        var t = t, scale = 1.0
        while abs(t) > 0.1 {
            t /= 1 + (1 + t * t).squareRoot()
            scale *= 2
        }
        let t2 = t * t
        var sum = 0.0
        for n in stride(from: 21, through: 1, by: -2) { sum = sum * -t2 + 1 / Double(n) }
        return scale * t * sum
    }

    private static func factorial(_ n: Int) -> Double { n <= 1 ? 1 : Double(n) * factorial(n - 1) }
}
