extension Path {
    /// The signed area enclosed by the path, every subpath closed by a
    /// straight line back to its start.
    ///
    /// **Sign convention.** Coordinates grow downward (y down), so the
    /// result is **positive for subpaths that run clockwise on screen** (as
    /// ``Path/init(rect:)`` draws) and negative for counterclockwise ones;
    /// in y-up mathematical coordinates the same numbers mean
    /// counterclockwise-positive. Subpaths add up with their signs, so a
    /// frame drawn as a clockwise outer ring and a counterclockwise hole has
    /// the frame's area, and a self-intersecting figure eight has zero.
    /// Take `abs` of a single simple ring's result for its unsigned area.
    ///
    /// **Exactness.** The value is Green's theorem, A = 1/2 ∮ (x dy − y dx),
    /// evaluated in closed form per segment with the cross product
    /// `p × q = p.x q.y − p.y q.x` (points taken relative to the subpath's start):
    /// - line p0 p1: p0 × p1;
    /// - quadratic p0 p1 p2: (2 p0×p1 + 2 p1×p2 + p0×p2) / 3;
    /// - cubic p0 p1 p2 p3: (6 p0×p1 + 3 p0×p2 + p0×p3 + 3 p1×p2 + 3 p1×p3 + 6 p2×p3) / 10;
    ///
    /// and the sum is halved. No flattening is involved: the only error is
    /// floating-point rounding.
    ///
    /// O(n) in the number of elements, no allocation. The empty path, lone
    /// moves and straight back-and-forth lines have zero area.
    public var signedArea: Double {
        var twiceArea = 0.0
        // Each closed subpath's integral is translation invariant, so points
        // are taken relative to the subpath's start: far from the origin this
        // keeps the products small and the rounding error low.
        var origin = Point.zero
        _forEachEvent { event in
            func cross(_ p: Point, _ q: Point) -> Double {
                (p.x - origin.x) * (q.y - origin.y) - (p.y - origin.y) * (q.x - origin.x)
            }
            switch event {
            case .start(let p):
                origin = p
            case .line(let p0, let p1), .close(let p0, let p1, _):
                twiceArea += cross(p0, p1)
            case .quad(let p0, let p1, let p2):
                twiceArea += (2 * cross(p0, p1) + 2 * cross(p1, p2) + cross(p0, p2)) / 3
            case .cubic(let p0, let p1, let p2, let p3):
                let sum = 6 * cross(p0, p1) + 3 * cross(p0, p2) + cross(p0, p3)
                    + 3 * cross(p1, p2) + 3 * cross(p1, p3) + 6 * cross(p2, p3)
                twiceArea += sum / 10
            }
        }
        return twiceArea / 2
    }
}
