import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

@Suite struct BubbleShapeTests {
    @Test func plainStyleIsTheExactOutline() {
        let lines = [rect(0, 0, 100, 10), rect(0, 10, 60, 10)]
        let bubbles = Bubble.bubbles(around: lines, style: .plain)
        #expect(bubbles.count == 1)
        #expect(bubbles[0].region == RectUnion.regions(of: lines)[0])
        #expect(bubbles[0].path.elements == [
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 10)),
            .line(to: Point(x: 60, y: 10)), .line(to: Point(x: 60, y: 20)), .line(to: Point(x: 0, y: 20)), .close,
        ])
    }

    @Test func circularCornersOfOneRect() {
        let bubble = Bubble.bubbles(around: [rect(0, 0, 40, 20)], style: BubbleStyle(radius: 5))[0]
        let k = 5 * (1 - 4 * (2.0.squareRoot() - 1) / 3)
        #expect(bubble.path.elements.prefix(3) == [
            .move(to: Point(x: 0, y: 5)),
            .curve(to: Point(x: 5, y: 0), control1: Point(x: 0, y: k), control2: Point(x: k, y: 0)),
            .line(to: Point(x: 35, y: 0)),
        ])
        #expect(bubble.path.elements.count == 9)
        #expect(bubble.bounds == rect(0, 0, 40, 20))
        #expect(bubble.path.bounds == rect(0, 0, 40, 20))
    }

    @Test func radiusLargerThanHalfTheLineHeightIsClamped() {
        let bubble = Bubble.bubbles(around: [rect(0, 0, 100, 10)], style: BubbleStyle(radius: 30))[0]
        // Clamped to 5: the ends become half circles, with no line along the short sides.
        let lines = bubble.path.elements.filter { if case .line = $0 { true } else { false } }
        #expect(lines.count == 2)
        let polygons = bubble.path.flattened(tolerance: 0.01)
        #expect(!polygonsCross(polygons))
        #expect(abs(bubble.path.signedArea - (1000 - 4 * 25 * (1 - Double.pi / 4))) < 0.5)
    }

    @Test(arguments: [CornerShape.circular, .continuous])
    func fivePointStepWithRadiusEight(shape: CornerShape) {
        let lines = [rect(0, 0, 100, 18), rect(0, 18, 95, 18)]
        let bubble = Bubble.bubbles(around: lines, style: BubbleStyle(radius: 8, cornerShape: shape))[0]
        let polygons = bubble.path.flattened(tolerance: 0.01)
        #expect(!polygonsCross(polygons), "the 5-point step makes no loop or spike")
        let union = [RectUnion.regions(of: lines)[0].outer.points]
        for point in boundarySamples(of: polygons, samples: 2) {
            #expect(distance(from: point, toPolygons: union) <= 8 + 1e-9)
        }
        // The step's curves are clamped to 2.5 each: the step keeps x within [95, 100].
        let stepPoints = polygons[0].filter { $0.y > 10 && $0.y < 26 && $0.x > 90 }
        #expect(stepPoints.allSatisfy { $0.x >= 95 - 1e-9 && $0.x <= 100 + 1e-9 })
    }

    /// The continuous corner leaves each straight edge with zero curvature, and its
    /// curvature grows steadily to 1.358 / r at the middle, where both halves meet
    /// with the same tangent and curvature.
    @Test func continuousCornersHaveContinuousCurvature() {
        let radius = 10.0
        let bubble = Bubble.bubbles(around: [rect(0, 0, 100, 100)], style: BubbleStyle(radius: radius, cornerShape: .continuous))[0]
        var start = Point.zero
        var curves: [(Point, Point, Point, Point)] = []
        for element in bubble.path.elements {
            switch element {
            case .move(let point), .line(let point): start = point
            case .curve(let end, let control1, let control2):
                curves.append((start, control1, control2, end))
                start = end
            case .quadCurve, .close: break
            }
        }
        #expect(curves.count == 8)
        #expect(curves[0].0 == Point(x: 0, y: CornerShape.continuousExtent * radius))
        for corner in 0..<4 {
            let first = curves[2 * corner], second = curves[2 * corner + 1]
            let samples = (0...20).map { curvature(of: first, at: Double($0) / 20) }
                + (0...20).map { curvature(of: second, at: Double($0) / 20) }
            #expect(abs(samples[0]) < 1e-12 && abs(samples[samples.count - 1]) < 1e-12)
            #expect(zip(samples.prefix(21), samples.prefix(21).dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
            #expect(abs(samples[20] - samples[21]) < 1e-9 && abs(samples[20] * radius - 1.358) < 0.001)
        }
    }

    /// The signed curvature of a cubic Bézier curve at `t`.
    private func curvature(of curve: (Point, Point, Point, Point), at t: Double) -> Double {
        let (p0, p1, p2, p3) = curve
        let s = 1 - t
        func d1(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            3 * (s * s * (b - a) + 2 * s * t * (c - b) + t * t * (d - c))
        }
        func d2(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            6 * (s * (c - 2 * b + a) + t * (d - 2 * c + b))
        }
        let dx = d1(p0.x, p1.x, p2.x, p3.x), dy = d1(p0.y, p1.y, p2.y, p3.y)
        let ddx = d2(p0.x, p1.x, p2.x, p3.x), ddy = d2(p0.y, p1.y, p2.y, p3.y)
        let speed = (dx * dx + dy * dy).squareRoot()
        return (dx * ddy - dy * ddx) / (speed * speed * speed)
    }

    /// A 1-point hole next to a convex corner of radius 4: the corner's curve is
    /// limited so it passes outside the hole instead of cutting through it.
    @Test func holeNearACornerLimitsItsCurve() {
        let square = [rect(0, 0, 20, 1), rect(0, 0, 1, 20), rect(2, 0, 18, 20), rect(0, 2, 20, 18)]
        let bubble = Bubble.bubbles(around: square, style: BubbleStyle(radius: 4))[0]
        #expect(bubble.region.holes.count == 1)
        #expect(!polygonsCross(bubble.path.flattened(tolerance: 0.001)))
        #expect(bubble.path.elements.first == .move(to: Point(x: 0, y: 1)), "limited to the hole's corner at (1, 1)")
        #expect(!bubble.path.contains(Point(x: 1.5, y: 1.5)) && bubble.path.contains(Point(x: 0.5, y: 0.5)))
    }

    /// Huge coordinates with a tiny radius, and a tiny feature next to a huge one,
    /// round without trouble.
    @Test func extremeScalesRound() {
        let far = [rect(1e17, 1e17, 4e16, 2e16), rect(1e17, 1.2e17, 2e16, 2e16), rect(1.3e17, 1.2e17, 1e16, 1e16)]
        let bubbles = Bubble.bubbles(around: far.reversed(), style: BubbleStyle(radius: 1e-3))
        #expect(bubbles.count == 1 && bubbles[0].path.elements.count > 8)
        let mixed = [rect(0, 0, 1e9, 1e9), rect(1e9, 10, 1, 1), rect(1e9 + 2, 10, 1, 1), rect(-1, 5e8, 1, 1)]
        #expect(Bubble.bubbles(around: mixed, style: BubbleStyle(radius: 1e8)).count == 2, "the 1-point rects touching the square join it")
    }

    @Test func concaveCornersBulgeOutward() {
        let lines = [rect(0, 0, 100, 20), rect(0, 20, 50, 20)]
        let sharp = Bubble.bubbles(around: lines, style: BubbleStyle(radius: 4, concaveRadius: 0))[0]
        let rounded = Bubble.bubbles(around: lines, style: BubbleStyle(radius: 4, concaveRadius: 4))[0]
        let fillet = 16 * (1 - Double.pi / 4)
        #expect(abs((rounded.path.signedArea - sharp.path.signedArea) - fillet) < 0.01)
        #expect(sharp.path.elements.contains(.line(to: Point(x: 50, y: 20))))
    }

    @Test func holesAreRoundedInTheirOwnDirection() {
        let frame = [rect(0, 0, 30, 10), rect(0, 20, 30, 10), rect(0, 10, 10, 10), rect(20, 10, 10, 10)]
        let bubble = Bubble.bubbles(around: frame, style: BubbleStyle(radius: 2))[0]
        #expect(bubble.region.holes.count == 1)
        #expect(!bubble.path.contains(Point(x: 15, y: 15)))
        #expect(!bubble.path.contains(Point(x: 15, y: 15), rule: .evenOdd))
        #expect(bubble.path.contains(Point(x: 5, y: 15)))
        // Convex corners of the hole (seen from the filled area) are the hole's own
        // corners: rounding them with a concave radius of 0 leaves them sharp.
        let sharpHole = Bubble.bubbles(around: frame, style: BubbleStyle(radius: 2, concaveRadius: 0))[0]
        #expect(sharpHole.path.elements.contains(.move(to: Point(x: 10, y: 10))))
    }

    @Test func cornerTouchingLinesMakeTwoBubbles() {
        let lines = [rect(0, 0, 50, 10), rect(50, 10, 50, 10)]
        #expect(Bubble.bubbles(around: lines, style: .plain).count == 2)
        #expect(Bubble.bubbles(around: lines, style: .webkit).count == 1, "the outset makes them overlap")
        let apart = [rect(0, 0, 50, 10), rect(60, 14, 50, 10)]
        #expect(Bubble.bubbles(around: apart, style: .webkit).count == 2, "no horizontal overlap after the outset")
    }

    @Test func iosSnapsRaggedLineEnds() {
        let lines = [rect(0, 0, 200, 18), rect(3, 18, 195, 18), rect(0, 36, 120, 18)]
        let bubble = Bubble.bubbles(around: lines, style: .ios)[0]
        // Outset by (4, 3): the 3-point indent and the 2-point shortfall snap onto the bounds.
        #expect(bubble.region.outer == ring([(-4, -3), (204, -3), (204, 39), (124, 39), (124, 57), (-4, 57)]))
        let unsnapped = Bubble.bubbles(around: lines, style: { var style = BubbleStyle.ios; style.snapTolerance = 0; return style }())[0]
        #expect(unsnapped.region.outer.points.count == 12)
    }

    @Test func presetNumbers() {
        #expect(BubbleStyle.plain == BubbleStyle(radius: 0))
        #expect(BubbleStyle.webkit == BubbleStyle(outsetX: 2, outsetY: 2, radius: 4, concaveRadius: 4))
        #expect(BubbleStyle.ios.concaveRadius == BubbleStyle.ios.radius / 2)
        #expect(BubbleStyle.ios.snapTolerance == 0.75 * BubbleStyle.ios.radius)
        #expect(BubbleStyle.ios.withRadius(16).concaveRadius == 8 && BubbleStyle.ios.withRadius(16).snapTolerance == 12)
        #expect(BubbleStyle.plain.withRadius(5) == BubbleStyle(radius: 5, concaveRadius: 5))
        for style in [BubbleStyle.webkit, .ios] {
            #expect(min(style.outsetX, style.outsetY) >= style.containingOutset)
        }
    }
}
