import Geometry

/// Paths with known properties, shared by the Geometry and rendering tests.
package enum TestShapes {
    /// The cubic arc constant 4/3 (√2 − 1): control distance for a quarter circle of radius 1.
    package static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A circle of four cubic quarter arcs, clockwise on screen (right, bottom, left, top).
    package static func circle(center c: Point, radius r: Double) -> Path {
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
    package static func circleArea(radius r: Double) -> Double {
        r * r * (10 + 12 * kappa - 3 * kappa * kappa) / 5
    }

    /// A rect ring traced counterclockwise on screen (the opposite of `Path(rect:)`).
    package static func reversedRect(_ rect: Rect) -> Path {
        Path(elements: [
            .move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.minX, y: rect.maxY)),
            .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.maxX, y: rect.minY)), .close,
        ])
    }

    /// The rect `outer` with the hole `hole` (by default a 100 x 100 frame at the origin with a
    /// 50 x 50 hole in the middle); the hole runs opposite to the outer ring unless `sameDirection`.
    package static func frame(
        outer: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
        hole: Rect = Rect(x: 25, y: 25, width: 50, height: 50), sameDirection: Bool
    ) -> Path {
        var path = Path(rect: outer)
        path.addPath(sameDirection ? Path(rect: hole) : reversedRect(hole))
        return path
    }

    /// An open path of a cubic that swings above and below its chord, then a quadratic that
    /// bulges out to x = 45, then a line back: its curve extrema lie inside the control points.
    package static var wave: Path {
        var wave = Path()
        wave.move(to: Point(x: 0, y: 0))
        wave.addCurve(to: Point(x: 30, y: 0), control1: Point(x: 10, y: -30), control2: Point(x: 20, y: 30))
        wave.addQuadCurve(to: Point(x: 30, y: 40), control: Point(x: 60, y: 20))
        wave.addLine(to: Point(x: 0, y: 40))
        return wave
    }

    /// Closed curves of every kind, for property checks: a circle, ``wave`` and a
    /// self-intersecting cubic loop.
    package static let curvy: [Path] = {
        var loop = Path()
        loop.move(to: Point(x: 5, y: 5))
        loop.addCurve(to: Point(x: 6, y: 5), control1: Point(x: 60, y: 60), control2: Point(x: -50, y: 60))
        return [circle(center: Point(x: 50, y: 20), radius: 40), wave, loop]
    }()
}
