import Geometry
import Testing

/// `Path(svgPathData:)`: what `svgPathData` writes reads back, every SVG 1.1 command is
/// understood, and bad data is a typed error naming the token.
@Suite struct PathSVGParsingTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// A path whose numbers have at most three decimals reads back to the same elements,
    /// so its path data is a fixed point.
    @Test func readsWhatSvgPathDataWrites() throws {
        var path = Path()
        path.move(to: Self.p(-4, 9.229))
        path.addCurve(to: Self.p(-1.657, -0.657), control1: Self.p(-4, 5.64), control2: Self.p(-4, 1.686))
        path.addLine(to: Self.p(41.771, -3))
        path.addQuadCurve(to: Self.p(1e-3, 1e12), control: Self.p(0.5, -0.25))
        path.closeSubpath()
        path.move(to: Self.p(100, 100))
        path.addLine(to: Self.p(101, 102))
        #expect(try Path(svgPathData: path.svgPathData) == path)
        #expect(try Path(svgPathData: "") == Path())
        #expect(try Path(svgPathData: " \n\t") == Path())
    }

    /// Relative commands, H and V, implicit lines after a move, and the current point going
    /// back to the subpath's start after Z.
    @Test func relativeCommandsAndHorizontalAndVerticalLines() throws {
        let path = try Path(svgPathData: "m10 10 5 0 h5 v5 H0 V0 z l1 1 M 3,3 4,4")
        #expect(path.elements == [
            .move(to: Self.p(10, 10)), .line(to: Self.p(15, 10)), .line(to: Self.p(20, 10)), .line(to: Self.p(20, 15)),
            .line(to: Self.p(0, 15)), .line(to: Self.p(0, 0)), .close, .line(to: Self.p(11, 11)),
            .move(to: Self.p(3, 3)), .line(to: Self.p(4, 4)),
        ])
    }

    /// Numbers run together as SVG allows: a sign or a second point starts a new number.
    @Test func compactNumbers() throws {
        #expect(try Path(svgPathData: "M10-5.5.5.5L1e1,2E-1").elements == [
            .move(to: Self.p(10, -5.5)), .line(to: Self.p(0.5, 0.5)), .line(to: Self.p(10, 0.2)),
        ])
    }

    /// S and T reflect the previous control point about the current point; after another
    /// command the control point is the current point.
    @Test func smoothCurvesReflectTheirControlPoints() throws {
        let path = try Path(svgPathData: "M0 0 C 0 10 10 10 10 0 s 10 -10 10 0 Q 25 10 30 0 T 40 0 L 50 0 T 60 0")
        #expect(path.elements == [
            .move(to: Self.p(0, 0)),
            .curve(to: Self.p(10, 0), control1: Self.p(0, 10), control2: Self.p(10, 10)),
            .curve(to: Self.p(20, 0), control1: Self.p(10, -10), control2: Self.p(20, -10)),
            .quadCurve(to: Self.p(30, 0), control: Self.p(25, 10)),
            .quadCurve(to: Self.p(40, 0), control: Self.p(35, -10)),
            .line(to: Self.p(50, 0)),
            .quadCurve(to: Self.p(60, 0), control: Self.p(50, 0)),
        ])
    }

    /// A quarter circle of radius 10 around the origin is one cubic with its controls
    /// 4/3 tan(22.5°) × 10 = 5.5228 along the tangents.
    @Test func aQuarterArcIsOneCubic() throws {
        let path = try Path(svgPathData: "M 10 0 A 10 10 0 0 1 0 10")
        #expect(path.elements.count == 2)
        guard case .curve(let end, let control1, let control2) = path.elements[1] else {
            Issue.record("not a curve: \(path.elements[1])")
            return
        }
        let k = 0.552284749830793  // 4/3 tan(π/8)
        #expect(end == Self.p(0, 10))
        #expect(abs(control1.x - 10) < 1e-9 && abs(control1.y - 10 * k) < 1e-9)
        #expect(abs(control2.x - 10 * k) < 1e-9 && abs(control2.y - 10) < 1e-9)
    }

    /// Radii too small to reach are scaled up (to 10 here: a half circle around (10, 0));
    /// with the sweep flag set the arc goes through (10, -10) (y down); the large-arc and
    /// sweep flags need no separator; a zero radius is a straight line.
    @Test func arcsScaleTheirRadiiAndKeepTheirFlags() throws {
        let half = try Path(svgPathData: "M0 0a1 1 0 0120 0")
        #expect(half.elements.count == 3)
        guard case .curve(let middle, _, _) = half.elements[1], case .curve(let end, _, _) = half.elements[2] else {
            Issue.record("not curves: \(half.elements)")
            return
        }
        #expect(abs(middle.x - 10) < 1e-9 && abs(middle.y + 10) < 1e-9)
        #expect(end == Self.p(20, 0))
        let bounds = try #require(half.bounds)
        #expect(abs(bounds.minY + 10) < 1e-3 && abs(bounds.maxY) < 1e-9, "the curves stay on the circle: \(bounds)")
        #expect(try Path(svgPathData: "M0 0 A 0 5 0 0 1 20 0").elements == [.move(to: .zero), .line(to: Self.p(20, 0))])
        #expect(try Path(svgPathData: "M0 0 A 5 5 0 0 1 0 0").elements == [.move(to: .zero)])
        let huge = try Path(svgPathData: "M -1e308 0 A 1e-300 1e-300 0 0 1 1e308 0")
        #expect(huge.elements.allSatisfy { element in
            if case .line(let to) = element { to.isFinite } else { element == .move(to: Self.p(-1e308, 0)) }
        })
    }

    /// A rotated ellipse (radii 20 and 10, turned 30°) around the origin: every piece
    /// ends on it, within 1e-9, and the whole turn takes four pieces.
    @Test func rotatedEllipsesStayOnTheEllipse() throws {
        let (c, s) = (3.0.squareRoot() / 2, 0.5)  // cos 30°, sin 30°
        let start = Self.p(20 * c, 20 * s)
        let end = Self.p(-20 * c, -20 * s)
        let data = "M \(start.x) \(start.y) A 20 10 30 1 1 \(end.x) \(end.y) A 20 10 30 1 1 \(start.x) \(start.y)"
        let path = try Path(svgPathData: data)
        #expect(path.elements.count == 5)
        for element in path.elements {
            guard case .curve(let to, _, _) = element else { continue }
            let u = (to.x * c + to.y * s) / 20, v = (-to.x * s + to.y * c) / 10
            #expect(abs(u * u + v * v - 1) < 1e-9, "\(to)")
        }
    }

    @Test(arguments: [
        ("M 0 0 L 1", SVGPathDataError(token: "", offset: 9, reason: "expected a number")),
        ("M 0 0 X 5", SVGPathDataError(token: "X", offset: 6, reason: "expected a command letter or a number")),
        ("L 1 2", SVGPathDataError(token: "L", offset: 0, reason: "path data must start with a move, M or m")),
        ("10 20", SVGPathDataError(token: "10", offset: 0, reason: "path data must start with a move, M or m")),
        // Found by the svg-path fuzz target: a close before any move was accepted, and the
        // path it made did not read back from its own svgPathData.
        ("z v 100", SVGPathDataError(token: "z", offset: 0, reason: "path data must start with a move, M or m")),
        ("M 0 0 A 1 1 0 2 1 5 5", SVGPathDataError(token: "2", offset: 14, reason: "expected an arc flag, 0 or 1")),
        ("M 1e999 0", SVGPathDataError(token: "1e999", offset: 2, reason: "not a finite number")),
        ("M nan 0", SVGPathDataError(token: "nan", offset: 2, reason: "expected a number")),
        ("M 0 0 Z 5", SVGPathDataError(token: "5", offset: 8, reason: "expected a command letter or a number")),
        ("M 1e308 0 l 1e308 0", SVGPathDataError(
            token: "l", offset: 11, reason: "the command's coordinates add up to a number that is not finite")),
    ])
    func badDataNamesTheToken(data: String, error: SVGPathDataError) {
        #expect(throws: error) { try Path(svgPathData: data) }
    }

    @Test func errorsDescribeThemselvesInOneLine() {
        #expect("\(SVGPathDataError(token: "X", offset: 6, reason: "expected a number"))"
            == #"bad SVG path data at offset 6: "X" (expected a number)"#)
        #expect("\(SVGPathDataError(token: "", offset: 9, reason: "expected a number"))"
            == "bad SVG path data at its end (offset 9): expected a number")
    }
}
