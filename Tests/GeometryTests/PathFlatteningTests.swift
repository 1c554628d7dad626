import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct PathFlatteningTests {
    @Test func everyCurvePointIsWithinTolerance() throws {
        // A single curve per path so that the polygon is that curve's chords plus a closing edge.
        let curves: [Path] = [
            Path(elements: [
                .move(to: .zero),
                .curve(to: Point(x: 30, y: 0), control1: Point(x: 10, y: -30), control2: Point(x: 20, y: 30)),
            ]),
            Path(elements: [
                .move(to: Point(x: 5, y: 5)),
                .curve(to: Point(x: 6, y: 5), control1: Point(x: 60, y: 60), control2: Point(x: -50, y: 60)),
            ]),
            Path(elements: [
                .move(to: Point(x: -1, y: 1)), .quadCurve(to: Point(x: 1, y: 1), control: Point(x: 0, y: -1)),
            ]),
            Path(elements: [.move(to: .zero), .quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 400))]),
        ]
        for path in curves {
            let curve = try #require(BezierCurve(singleCurveOf: path))
            for tolerance in [1.0, 0.25, 0.01] {
                let rings = path.flattened(tolerance: tolerance)
                #expect(rings.count == 1)
                var worst = 0.0
                for i in 0...2_000 {
                    let t = Double(i) / 2_000
                    worst = max(worst, distance(from: curve.point(at: t), toPolygons: rings))
                }
                #expect(worst <= tolerance, "worst \(worst) > \(tolerance)")
                // Wang's bound is not wildly pessimistic: the error is within a factor 8 of the budget.
                #expect(worst > tolerance / 8, "worst \(worst) for \(tolerance): too many pieces")
            }
        }
    }

    @Test func finerTolerancesGiveMoreVerticesAndConvergingArea() {
        let circle = TestShapes.circle(center: Point(x: 3, y: 4), radius: 50)
        var previousCount = 0
        for tolerance in [1.0, 0.1, 0.01, 0.001] {
            let ring = circle.flattened(tolerance: tolerance)[0]
            #expect(ring.count > previousCount)
            previousCount = ring.count
            var twice = 0.0
            for i in ring.indices {
                let p = ring[i], q = ring[(i + 1) % ring.count]
                twice += p.x * q.y - p.y * q.x
            }
            // Chords cut inside the arcs: the polygon loses at most tolerance × perimeter.
            let exact = TestShapes.circleArea(radius: 50)
            #expect(twice / 2 <= exact && exact - twice / 2 <= tolerance * 2 * Double.pi * 50)
        }
    }

    @Test func linesAreKeptExactlyAndSubpathsSplit() {
        var path = Path(rect: Rect(x: 0, y: 0, width: 4, height: 3))
        path.move(to: Point(x: 10, y: 10))
        path.addLine(to: Point(x: 12, y: 10))
        path.addLine(to: Point(x: 10, y: 10))  // returns to the start: not repeated
        path.closeSubpath()
        path.move(to: Point(x: 99, y: 99))  // a lone move yields nothing
        #expect(path.flattened(tolerance: 0.1) == [
            [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3), Point(x: 0, y: 3)],
            [Point(x: 10, y: 10), Point(x: 12, y: 10)],
        ])
    }

    @Test func implicitStartsAndOpenSubpaths() {
        let path = Path(elements: [
            .line(to: Point(x: 1, y: 0)), .line(to: Point(x: 1, y: 1)),  // from the origin, open
            .move(to: Point(x: 5, y: 5)), .line(to: Point(x: 6, y: 5)), .close,
            .line(to: Point(x: 5, y: 6)),  // after close: starts at (5, 5)
        ])
        #expect(path.flattened(tolerance: 1) == [
            [.zero, Point(x: 1, y: 0), Point(x: 1, y: 1)],
            [Point(x: 5, y: 5), Point(x: 6, y: 5)],
            [Point(x: 5, y: 5), Point(x: 5, y: 6)],
        ])
        #expect(Path().flattened(tolerance: 1).isEmpty)
    }

    @Test func flatCurvesNeedOnePiece() {
        let path = Path(elements: [
            .move(to: .zero), .curve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: 0), control2: Point(x: 2, y: 0)),
        ])
        #expect(path.flattened(tolerance: 0.001) == [[.zero, Point(x: 3, y: 0)]])
    }
}
