extension Path {
    /// The smallest rect containing every point the path passes through,
    /// including the extrema of its curves, or `nil` for a path with no points.
    ///
    /// Curves contribute their true extent, not their control points: the
    /// extrema are found by solving the derivative of each coordinate (a
    /// linear equation for quadratic curves, a quadratic one for cubics).
    /// A `move` that no drawing element follows still counts as a point, as
    /// does the origin when the path starts with a drawing element (such a
    /// subpath starts at the origin).
    ///
    /// O(n) in the number of elements, no allocation.
    public var bounds: Rect? {
        var box = BoundsAccumulator()
        _forEachEvent { event in
            switch event {
            case .start(let p):
                box.add(p)
            case .line(_, let p1):
                box.add(p1)
            case .quad(let p0, let p1, let p2):
                box.add(p2)
                let hull = Hull(p0, p1, p2, p2)
                for t in _quadExtremumParameters(p0.x, p1.x, p2.x) {
                    box.add(hull.clamp(_quadPoint(p0, p1, p2, t)))
                }
                for t in _quadExtremumParameters(p0.y, p1.y, p2.y) {
                    box.add(hull.clamp(_quadPoint(p0, p1, p2, t)))
                }
            case .cubic(let p0, let p1, let p2, let p3):
                box.add(p3)
                let hull = Hull(p0, p1, p2, p3)
                for t in _cubicExtremumParameters(p0.x, p1.x, p2.x, p3.x) {
                    box.add(hull.clamp(_cubicPoint(p0, p1, p2, p3, t)))
                }
                for t in _cubicExtremumParameters(p0.y, p1.y, p2.y, p3.y) {
                    box.add(hull.clamp(_cubicPoint(p0, p1, p2, p3, t)))
                }
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The smallest rect containing every point of the path's elements,
    /// control points included, or `nil` for a path with no points.
    ///
    /// Contains ``bounds`` (a Bézier curve lies in the convex hull of its
    /// control points, and ``bounds`` clamps its computed extrema to that
    /// hull, so rounding never pushes them out; only `Rect`'s origin-and-size
    /// form may round a max edge of either rect by an ulp) and is cheaper:
    /// one pass, no equation solving. Use it for quick rejection. O(n), no
    /// allocation.
    public var controlPointBounds: Rect? {
        var box = BoundsAccumulator()
        _forEachEvent { event in
            switch event {
            case .start(let p):
                box.add(p)
            case .line(_, let p1):
                box.add(p1)
            case .quad(_, let p1, let p2):
                box.add(p1)
                box.add(p2)
            case .cubic(_, let p1, let p2, let p3):
                box.add(p1)
                box.add(p2)
                box.add(p3)
            case .close:
                break
            }
        }
        return box.rect
    }
}

/// The box spanned by a curve's control points, which contains the curve.
private struct Hull {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        minX = Swift.min(p0.x, p1.x, p2.x, p3.x)
        minY = Swift.min(p0.y, p1.y, p2.y, p3.y)
        maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
    }

    /// `p` moved into the box: undoes rounding past the hull at extrema.
    func clamp(_ p: Point) -> Point {
        Point(x: Swift.min(Swift.max(p.x, minX), maxX), y: Swift.min(Swift.max(p.y, minY), maxY))
    }
}

/// A growing axis-aligned box; empty until the first point.
struct BoundsAccumulator {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity
    private var isEmpty = true

    mutating func add(_ p: Point) {
        isEmpty = false
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    var rect: Rect? { isEmpty ? nil : Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }
}
