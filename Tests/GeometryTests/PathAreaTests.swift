import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct PathAreaTests {
    @Test func rectsArePositiveClockwiseOnScreen() {
        let rect = Rect(x: 3, y: 4, width: 10, height: 5)
        #expect(Path(rect: rect).signedArea == 50)
        #expect(TestShapes.reversedRect(rect).signedArea == -50)
    }

    @Test func circleFromCubicArcsHasItsExactArea() {
        for radius in [1.0, 7.5, 100] {
            let path = TestShapes.circle(center: Point(x: 1000, y: -300), radius: radius)
            let exact = TestShapes.circleArea(radius: radius)
            #expect(abs(path.signedArea - exact) <= 1e-12 * exact)
            // The cubic circle is 0.028 % larger than the true one.
            #expect(abs(path.signedArea / (Double.pi * radius * radius) - 1) < 3e-4)
        }
    }

    @Test func quadraticAndCubicSegmentsAreExact() {
        // The parabola y = x² from (-1, 1) to (1, 1), closed by its chord: 4/3.
        var parabola = Path()
        parabola.move(to: Point(x: -1, y: 1))
        parabola.addQuadCurve(to: Point(x: 1, y: 1), control: Point(x: 0, y: -1))
        parabola.closeSubpath()
        #expect(abs(abs(parabola.signedArea) - 4.0 / 3.0) < 1e-15)

        // y = x³ on [0, 1] down to the x axis: 1/4, counterclockwise on screen.
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: Point(x: 1, y: 1), control1: Point(x: 1.0 / 3, y: 0), control2: Point(x: 2.0 / 3, y: 0))
        cubic.addLine(to: Point(x: 1, y: 0))
        cubic.closeSubpath()
        #expect(abs(cubic.signedArea + 0.25) < 1e-15)
    }

    @Test func subpathsAddWithTheirSigns() {
        #expect(TestShapes.frame(sameDirection: false).signedArea == 10_000 - 2_500)
        #expect(TestShapes.frame(sameDirection: true).signedArea == 10_000 + 2_500)
        // A figure eight: one clockwise and one counterclockwise lobe.
        let eight = Path(elements: [
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 10)),
            .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 0, y: 10)), .close,
        ])
        #expect(eight.signedArea == 0)
    }

    @Test func openSubpathsAndImplicitStartsAreClosed() {
        let open = Path(elements: [
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3)),
        ])
        #expect(open.signedArea == 6)
        // No move: the subpath starts at the origin.
        let implicit = Path(elements: [.line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3))])
        #expect(implicit.signedArea == 6)
        // After close, a drawing element starts a new subpath at the closed one's start.
        let afterClose = Path(elements: [
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)), .line(to: Point(x: 4, y: 3)), .close,
            .line(to: Point(x: 0, y: 3)), .line(to: Point(x: -4, y: 3)),
        ])
        // Starting at (0, 0) that is a second clockwise triangle of area 6; starting at the
        // current point (4, 3) it would be a flat line of area 0.
        #expect(afterClose.signedArea == 6 + 6)
    }

    @Test func degenerateInputHasNoArea() {
        #expect(Path().signedArea == 0)
        #expect(Path(elements: [.move(to: Point(x: 5, y: 5))]).signedArea == 0)
        #expect(Path(elements: [.close, .close]).signedArea == 0)
        #expect(Path(elements: [.move(to: .zero), .line(to: Point(x: 9, y: 9)), .close]).signedArea == 0)
    }

    @Test func farFromTheOriginTheAreaStaysAccurate() {
        let rect = Rect(x: 1e9 + 0.25, y: -1e9, width: 0.5, height: 0.125)
        #expect(Path(rect: rect).signedArea == 0.0625)
    }

    @Test func curveAreaMatchesFineFlattening() {
        for path in TestShapes.curvy {
            let polygons = path.flattened(tolerance: 1e-5)
            var twice = 0.0
            for ring in polygons {
                for i in ring.indices {
                    let p = ring[i], q = ring[(i + 1) % ring.count]
                    twice += p.x * q.y - p.y * q.x
                }
            }
            #expect(abs(path.signedArea - twice / 2) < 0.05, "\(path.signedArea) vs \(twice / 2)")
        }
    }
}
