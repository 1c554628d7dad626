import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct PathBoundsTests {
    @Test func circleBoundsAreExact() {
        let path = TestShapes.circle(center: Point(x: 10, y: 20), radius: 5)
        #expect(path.bounds == Rect(x: 5, y: 15, width: 10, height: 10))
        #expect(path.controlPointBounds == Rect(x: 5, y: 15, width: 10, height: 10))
    }

    @Test func curveExtremaAreFoundNotControlPoints() {
        // The wave's cubic bulges up and down less far than its control points: compare with
        // dense sampling of y(t) = 3 s² t (−30) + 3 s t² 30 and the quad's x(t).
        let wave = TestShapes.wave
        let bounds = try! #require(wave.bounds)
        #expect(wave.controlPointBounds == Rect(minX: 0, minY: -30, maxX: 60, maxY: 40))

        var minY = 0.0, maxY = 0.0, maxX = 30.0
        let steps = 100_000
        for i in 0...steps {
            let t = Double(i) / Double(steps), s = 1 - t
            let y = 3 * s * s * t * -30 + 3 * s * t * t * 30
            minY = min(minY, y)
            maxY = max(maxY, y)
            maxX = max(maxX, s * s * 30 + 2 * s * t * 60 + t * t * 30)
        }
        #expect(abs(bounds.minX - 0) < 1e-12)
        #expect(abs(bounds.maxX - maxX) < 1e-6 && bounds.maxX >= maxX)
        #expect(abs(bounds.minY - minY) < 1e-6 && bounds.minY <= minY)
        #expect(abs(bounds.maxY - 40) < 1e-12, "the quad ends lower than the cubic's bulge")
        #expect(maxY < 40)
        // The quadratic's x extremum is exactly 45 at t = 1/2.
        #expect(bounds.maxX == 45)
    }

    @Test func degenerateInput() {
        #expect(Path().bounds == nil)
        #expect(Path().controlPointBounds == nil)
        #expect(Path(elements: [.close]).bounds == nil)
        // A lone move is a point; a path starting with a drawing element starts at the origin.
        #expect(Path(elements: [.move(to: Point(x: 3, y: 4))]).bounds == Rect(x: 3, y: 4, width: 0, height: 0))
        #expect(Path(elements: [.line(to: Point(x: 3, y: -4))]).bounds == Rect(x: 0, y: -4, width: 3, height: 4))
    }

    @Test func controlPointBoundsContainBounds() {
        for path in TestShapes.curvy {
            let exact = try! #require(path.bounds), hull = try! #require(path.controlPointBounds)
            #expect(hull.contains(exact, slack: 1e-9))
        }
    }
}
