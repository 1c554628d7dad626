extension Path {
    /// Whether `point` lies inside the area the path fills under `rule`,
    /// every subpath closed by a straight line back to its start.
    ///
    /// **Boundary.** Points exactly on an edge follow the half-open rule of
    /// scanline rasterizers: a horizontal ray from the point towards +x
    /// counts an edge when the edge's y range `[min, max)` holds the point's
    /// y and the crossing lies strictly right of it. So for an axis-aligned
    /// rect the left and top edges are inside and the right and bottom
    /// edges outside; adjacent rects tile the plane with no point in both.
    ///
    /// **Curves** are hit-tested exactly, not flattened: each one is split
    /// where its y derivative vanishes, and the crossing on each y-monotone
    /// piece is found by bisection to full double precision (skipped when the
    /// control points lie wholly on one side of the point).
    ///
    /// O(n) in the number of elements, no allocation; curves that straddle
    /// the point's row cost up to a few dozen evaluations each.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        rule.isInside(winding: winding(at: point))
    }

    /// The winding number of the path around `point`: how many times the
    /// boundary turns around it, each subpath closed by a straight line.
    ///
    /// Edges running downward on screen (y increasing) as they cross the
    /// point's row to its right count +1, upward ones −1; so a ring that
    /// runs clockwise on screen has winding +1 inside it. Boundary points
    /// follow the half-open rule of ``contains(_:rule:)``. O(n).
    public func winding(at point: Point) -> Int {
        var winding = 0
        _forEachEvent { event in
            switch event {
            case .start:
                break
            case .line(let p0, let p1), .close(let p0, let p1, _):
                winding += _lineWinding(p0, p1, point)
            case .quad(let p0, let p1, let p2):
                winding += _curveWinding(
                    xs: (p0.x, p1.x, p2.x, p2.x), ys: (p0.y, p1.y, p2.y, p2.y), point: point,
                    split: _quadExtremumParameters(p0.y, p1.y, p2.y),
                    at: { _quadPoint(p0, p1, p2, $0) })
            case .cubic(let p0, let p1, let p2, let p3):
                winding += _curveWinding(
                    xs: (p0.x, p1.x, p2.x, p3.x), ys: (p0.y, p1.y, p2.y, p3.y), point: point,
                    split: _cubicExtremumParameters(p0.y, p1.y, p2.y, p3.y),
                    at: { _cubicPoint(p0, p1, p2, p3, $0) })
            }
        }
        return winding
    }
}

/// The crossing count of the straight edge p0 p1 with the ray from `point`
/// towards +x: +1 for a downward edge, −1 for an upward one, 0 for none.
@inline(__always)
func _lineWinding(_ p0: Point, _ p1: Point, _ point: Point) -> Int {
    let direction: Int
    if p0.y <= point.y && point.y < p1.y {
        direction = 1
    } else if p1.y <= point.y && point.y < p0.y {
        direction = -1
    } else {
        return 0
    }
    let x = p0.x + (point.y - p0.y) * (p1.x - p0.x) / (p1.y - p0.y)
    return x > point.x ? direction : 0
}

/// The crossing count of one Bézier curve with the ray from `point` towards
/// +x. `xs` and `ys` are its control coordinates (a quadratic repeats its end
/// point), `split` the parameters where y turns, `at` evaluates the curve.
func _curveWinding(
    xs: (Double, Double, Double, Double), ys: (Double, Double, Double, Double),
    point: Point, split: BezierParameters, at: (Double) -> Point
) -> Int {
    // Quick rejection: the curve lies in the hull of its control points.
    let minY = Swift.min(ys.0, ys.1, ys.2, ys.3), maxY = Swift.max(ys.0, ys.1, ys.2, ys.3)
    guard minY <= point.y && point.y < maxY else { return 0 }
    let maxX = Swift.max(xs.0, xs.1, xs.2, xs.3)
    guard maxX > point.x else { return 0 }
    let wholeRight = Swift.min(xs.0, xs.1, xs.2, xs.3) > point.x

    // The y-monotone pieces run between the knots 0 <= t1 <= t2 <= 1;
    // the end points use the exact control coordinates.
    var iterator = split
    var t1 = iterator.next() ?? 1
    var t2 = iterator.next() ?? 1
    if t2 < t1 { swap(&t1, &t2) }
    func y(at t: Double) -> Double { t == 1 ? ys.3 : at(t).y }
    let knots = (t1, t2)
    var winding = 0
    var ta = 0.0, ya = ys.0
    for index in 0..<3 {
        let tb = index == 0 ? knots.0 : index == 1 ? knots.1 : 1
        guard ta < tb else { continue }
        let yb = y(at: tb)
        defer { (ta, ya) = (tb, yb) }
        let direction: Int
        if ya <= point.y && point.y < yb {
            direction = 1
        } else if yb <= point.y && point.y < ya {
            direction = -1
        } else {
            continue
        }
        if wholeRight || _crossingX(ta, tb, ya: ya, ascending: direction == 1, y: point.y, at: at) > point.x {
            winding += direction
        }
    }
    return winding
}

/// The x coordinate where the piece [ta, tb] of a curve, monotone in y and
/// starting at `ya`, reaches `y`: exactly the start when `ya == y`, else found
/// by bisection until the parameter interval stops shrinking (at most 64 steps).
private func _crossingX(
    _ ta: Double, _ tb: Double, ya: Double, ascending: Bool, y: Double, at: (Double) -> Point
) -> Double {
    if ya == y { return at(ta).x }
    var lo = ta, hi = tb
    for _ in 0..<64 {
        let mid = (lo + hi) / 2
        guard mid > lo && mid < hi else { break }
        if (at(mid).y < y) == ascending { lo = mid } else { hi = mid }
    }
    return at((lo + hi) / 2).x
}
