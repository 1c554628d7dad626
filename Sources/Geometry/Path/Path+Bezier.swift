// Evaluation and derivative roots of single Bézier segments, shared by the
// bounds, hit-testing and flattening operations.

/// The point at parameter `t` of the quadratic Bézier curve p0, p1, p2.
@inlinable @inline(__always)
package func _quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let s = 1 - t
    let a = s * s, b = 2 * s * t, c = t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
}

/// The point at parameter `t` of the cubic Bézier curve p0, p1, p2, p3.
@inlinable @inline(__always)
package func _cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let s = 1 - t
    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
    return Point(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
        y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// At most two parameters strictly inside (0, 1); unused slots are skipped
/// by iteration. A fixed-size value so that callers never allocate.
struct BezierParameters: Sequence, IteratorProtocol {
    private var first: Double?
    private var second: Double?

    init(_ first: Double? = nil, _ second: Double? = nil) {
        self.first = first.flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
        self.second = second.flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
    }

    mutating func next() -> Double? {
        if let value = first {
            first = nil
            return value
        }
        if let value = second {
            second = nil
            return value
        }
        return nil
    }
}

/// The parameter in (0, 1) where one coordinate of a quadratic curve with
/// coordinates a, b, c has zero derivative, if any.
func _quadExtremumParameters(_ a: Double, _ b: Double, _ c: Double) -> BezierParameters {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return BezierParameters() }
    return BezierParameters((a - b) / denominator)
}

/// The parameters in (0, 1) where one coordinate of a cubic curve with
/// coordinates a, b, c, d has zero derivative.
///
/// The derivative is 3 (A t^2 + 2 B t + C) with A = -a + 3b - 3c + d,
/// B = a - 2b + c, C = b - a; the roots use the cancellation-free form of
/// the quadratic formula.
func _cubicExtremumParameters(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> BezierParameters {
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    let scale = Swift.max(abs(qa), abs(qb), abs(qc))
    guard scale > 0 else { return BezierParameters() }
    if abs(qa) <= scale * 1e-12 {
        // Effectively linear: qb t + qc = 0.
        guard qb != 0 else { return BezierParameters() }
        return BezierParameters(-qc / qb)
    }
    let discriminant = qb * qb - 4 * qa * qc
    guard discriminant >= 0 else { return BezierParameters() }
    let root = discriminant.squareRoot()
    let q = -0.5 * (qb + (qb < 0 ? -root : root))
    let t1 = q / qa
    let t2: Double? = q != 0 ? qc / q : nil
    return BezierParameters(t1, t2)
}
