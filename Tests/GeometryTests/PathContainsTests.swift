import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct PathContainsTests {
    @Test func frameWithHoleUnderBothRules() {
        let opposite = TestShapes.frame(sameDirection: false)
        let same = TestShapes.frame(sameDirection: true)
        let inFrame = Point(x: 10, y: 50), inHole = Point(x: 50, y: 50), outside = Point(x: 150, y: 50)
        for path in [opposite, same] {
            #expect(path.contains(inFrame, rule: .nonZero))
            #expect(path.contains(inFrame, rule: .evenOdd))
            #expect(!path.contains(inHole, rule: .evenOdd))
            #expect(!path.contains(outside, rule: .nonZero))
            #expect(!path.contains(outside, rule: .evenOdd))
        }
        // Under nonzero a hole must run the other way.
        #expect(!opposite.contains(inHole, rule: .nonZero))
        #expect(same.contains(inHole, rule: .nonZero))
        #expect(same.winding(at: inHole) == 2)
        #expect(opposite.winding(at: inHole) == 0)
        #expect(opposite.winding(at: inFrame) == 1)
        let counterclockwise = TestShapes.reversedRect(Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(counterclockwise.winding(at: Point(x: 0.5, y: 0.5)) == -1)
    }

    @Test func boundaryIsHalfOpen() {
        let path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(Point(x: 0, y: 5)))
        #expect(path.contains(Point(x: 5, y: 0)))
        #expect(path.contains(Point(x: 0, y: 0)))
        #expect(!path.contains(Point(x: 10, y: 5)))
        #expect(!path.contains(Point(x: 5, y: 10)))
        // Two rects sharing an edge: every point of the edge is in exactly one.
        let right = Path(rect: Rect(x: 10, y: 0, width: 10, height: 10))
        for y in stride(from: 0.0, to: 10, by: 0.5) {
            let p = Point(x: 10, y: y)
            #expect(path.contains(p) != right.contains(p))
        }
    }

    @Test func curvesAgreeWithFinePolygons() {
        for path in TestShapes.curvy {
            var polygonPath = Path()
            let tolerance = 1e-3
            let rings = path.flattened(tolerance: tolerance)
            for ring in rings {
                polygonPath.move(to: ring[0])
                for p in ring.dropFirst() { polygonPath.addLine(to: p) }
                polygonPath.closeSubpath()
            }
            let box = try! #require(path.bounds)
            var disagreements = 0, insides = 0
            for i in 0...40 {
                for j in 0...40 {
                    // Irrational offsets keep the grid off vertices and extrema.
                    let p = Point(x: box.minX - 1 + Double(i) * (box.width + 2) / 40 + 0.001_234_5,
                                  y: box.minY - 1 + Double(j) * (box.height + 2) / 40 + 0.000_987_6)
                    // The polygon may differ from the curves only within the tolerance of its edges.
                    for rule in FillRule.allCases
                    where path.contains(p, rule: rule) != polygonPath.contains(p, rule: rule)
                        && distance(from: p, toPolygons: rings) > tolerance {
                        disagreements += 1
                    }
                    if path.contains(p) { insides += 1 }
                }
            }
            #expect(disagreements == 0)
            #expect(insides > 50)
        }
    }

    @Test func rowsThroughCurveExtremaCountOnce() {
        // Rows through the circle's top and bottom points and through its center.
        let circle = TestShapes.circle(center: .zero, radius: 10)
        #expect(!circle.contains(Point(x: 0, y: -10)), "a tangent row covers nothing at the top point")
        #expect(!circle.contains(Point(x: 0, y: 10)))
        #expect(!circle.contains(Point(x: -20, y: 10)))
        #expect(!circle.contains(Point(x: -20, y: -10)))
        #expect(circle.winding(at: Point(x: -20, y: 0)) == 0)
        #expect(circle.winding(at: Point(x: 9.99, y: 0)) == 1)
        #expect(!circle.contains(Point(x: 10.01, y: 0)))
        // Just inside and outside the arc at 45 degrees (the cubic arc passes through r/√2 there).
        let d = 10 / 2.0.squareRoot()
        #expect(circle.contains(Point(x: d - 1e-9, y: d - 1e-9)))
        #expect(!circle.contains(Point(x: d + 1e-9, y: d + 1e-9)))
    }

    @Test func selfIntersectingLoopDiffersByRule() {
        // A pentagram: the center has winding 2.
        let star = [(0.0, -10.0), (5.88, 8.09), (-9.51, -3.09), (9.51, -3.09), (-5.88, 8.09)]
        var path = Path()
        path.move(to: Point(x: star[0].0, y: star[0].1))
        for (x, y) in star.dropFirst() { path.addLine(to: Point(x: x, y: y)) }
        path.closeSubpath()
        #expect(abs(path.winding(at: .zero)) == 2)
        #expect(path.contains(.zero, rule: .nonZero))
        #expect(!path.contains(.zero, rule: .evenOdd))
    }

    @Test func degenerateInput() {
        #expect(!Path().contains(.zero))
        #expect(!Path(elements: [.move(to: .zero)]).contains(.zero))
        // An open subpath is closed for hit-testing.
        let open = Path(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10))])
        #expect(open.contains(Point(x: 8, y: 2)))
        #expect(!open.contains(Point(x: 2, y: 8)))
    }
}
