import Geometry
import LinkBubbleTestSupport

/// Shapes shared by the Path operation tests.
enum PathTestShapes {
    /// The cubic arc constant 4/3 (√2 − 1): control distance for a quarter circle of radius 1.
    static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A circle of four cubic quarter arcs, clockwise on screen (right, bottom, left, top).
    static func circle(center c: Point, radius r: Double) -> Path {
        let k = kappa * r
        var path = Path()
        path.move(to: Point(x: c.x + r, y: c.y))
        path.addCurve(to: Point(x: c.x, y: c.y + r),
                      control1: Point(x: c.x + r, y: c.y + k), control2: Point(x: c.x + k, y: c.y + r))
        path.addCurve(to: Point(x: c.x - r, y: c.y),
                      control1: Point(x: c.x - k, y: c.y + r), control2: Point(x: c.x - r, y: c.y + k))
        path.addCurve(to: Point(x: c.x, y: c.y - r),
                      control1: Point(x: c.x - r, y: c.y - k), control2: Point(x: c.x - k, y: c.y - r))
        path.addCurve(to: Point(x: c.x + r, y: c.y),
                      control1: Point(x: c.x + k, y: c.y - r), control2: Point(x: c.x + r, y: c.y - k))
        path.closeSubpath()
        return path
    }

    /// The exact area of ``circle(center:radius:)``: r² (10 + 12 k − 3 k²) / 5 with k = ``kappa``,
    /// from Green's theorem on one quarter arc (slightly more than π r²).
    static func circleArea(radius r: Double) -> Double {
        r * r * (10 + 12 * kappa - 3 * kappa * kappa) / 5
    }

    /// The same rect traced counterclockwise on screen.
    static func reversedRect(_ rect: Rect) -> Path {
        Path(elements: [
            .move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.minX, y: rect.maxY)),
            .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.maxX, y: rect.minY)), .close,
        ])
    }

    /// A 100 x 100 frame at the origin with a 50 x 50 hole in the middle; the hole runs
    /// opposite to the outer ring unless `sameDirection`.
    static func frame(sameDirection: Bool) -> Path {
        var path = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        let hole = Rect(x: 25, y: 25, width: 50, height: 50)
        path.addPath(sameDirection ? Path(rect: hole) : reversedRect(hole))
        return path
    }

    /// Closed curves of every kind, for property checks.
    static let curvy: [Path] = {
        var wave = Path()
        wave.move(to: Point(x: 0, y: 0))
        wave.addCurve(to: Point(x: 30, y: 0), control1: Point(x: 10, y: -30), control2: Point(x: 20, y: 30))
        wave.addQuadCurve(to: Point(x: 30, y: 40), control: Point(x: 60, y: 20))
        wave.addLine(to: Point(x: 0, y: 40))
        var loop = Path()
        loop.move(to: Point(x: 5, y: 5))
        loop.addCurve(to: Point(x: 6, y: 5), control1: Point(x: 60, y: 60), control2: Point(x: -50, y: 60))
        return [circle(center: Point(x: 50, y: 20), radius: 40), wave, loop]
    }()

    /// The distance from `p` to the nearest edge of the closed polygons `polygons`.
    static func distance(from p: Point, toPolygons polygons: [[Point]]) -> Double {
        var best = Double.infinity
        for ring in polygons {
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                let dx = b.x - a.x, dy = b.y - a.y, lengthSquared = dx * dx + dy * dy
                let t = lengthSquared == 0 ? 0 : min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1)
                let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
                best = min(best, (x * x + y * y).squareRoot())
            }
        }
        return best
    }

    /// Whether `inner` lies in `outer` up to `slack` on each edge (`Rect` stores origin and
    /// size, so a max edge computed from them may be off by an ulp).
    static func rect(_ outer: Rect, contains inner: Rect, slack: Double) -> Bool {
        inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    /// The point at `t` of the single curve in `path` (a move, then one quadratic or
    /// cubic curve), by de Casteljau's construction.
    static func point(of path: Path, at t: Double) -> Point {
        guard case .move(let start) = path.elements[0] else { fatalError("starts with a move") }
        var points: [Point]
        switch path.elements[1] {
        case .quadCurve(let end, let control): points = [start, control, end]
        case .curve(let end, let c1, let c2): points = [start, c1, c2, end]
        default: fatalError("a curve")
        }
        while points.count > 1 {
            points = zip(points, points.dropFirst()).map { a, b in
                Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
        }
        return points[0]
    }
}
