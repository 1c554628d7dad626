import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct PathSVGTests {
    @Test func everyElementKind() {
        var path = Path()
        path.move(to: Point(x: 1.5, y: -2))
        path.addLine(to: Point(x: 10, y: 0))
        path.addQuadCurve(to: Point(x: 20, y: 5), control: Point(x: 15, y: -5))
        path.addCurve(to: Point(x: 0, y: 30), control1: Point(x: 25, y: 10), control2: Point(x: 0.25, y: 25.125))
        path.closeSubpath()
        #expect(path.svgPathData == "M 1.5 -2 L 10 0 Q 15 -5 20 5 C 25 10 0.25 25.125 0 30 Z")
        #expect(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)).svgPathData == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
    }

    @Test func numbersAreRoundedCompactly() {
        func text(_ value: Double, digits: Int = 3) -> String {
            Path(elements: [.move(to: Point(x: value, y: 0))]).svgPathData(fractionDigits: digits)
        }
        #expect(text(0.1 + 0.2) == "M 0.3 0")
        #expect(text(1.0 / 3) == "M 0.333 0")
        #expect(text(2.0 / 3) == "M 0.667 0")
        #expect(text(-2.0 / 3) == "M -0.667 0")
        #expect(text(0.0004) == "M 0 0")
        #expect(text(-0.0004) == "M 0 0", "no negative zero")
        #expect(text(-0.0) == "M 0 0")
        #expect(text(0.05) == "M 0.05 0")
        #expect(text(-0.0625) == "M -0.063 0", "half away from zero")
        #expect(text(1_234_567.5) == "M 1234567.5 0")
        #expect(text(100) == "M 100 0")
        #expect(text(2.5, digits: 0) == "M 3 0")
        #expect(text(-2.5, digits: 0) == "M -3 0")
        #expect(text(0.123456789, digits: 9) == "M 0.123456789 0")
        #expect(text(1e20) == "M 1e+20 0")
        #expect(text(.infinity) == "M inf 0")
        #expect(text(.nan) == "M nan 0")
    }

    @Test func emptyAndImplicitStarts() {
        #expect(Path().svgPathData == "")
        #expect(Path(elements: [.line(to: Point(x: 4, y: 0)), .close]).svgPathData == "M 0 0 L 4 0 Z")
        // SVG reads a command after Z from the subpath's start, like Path: written as is.
        let afterClose = Path(elements: [
            .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 2, y: 1)), .close, .line(to: Point(x: 1, y: 2)),
        ])
        #expect(afterClose.svgPathData == "M 1 1 L 2 1 Z L 1 2")
    }

    @Test func circleTextIsDeterministic() {
        let circle = TestShapes.circle(center: Point(x: 10, y: 10), radius: 10)
        #expect(circle.svgPathData == "M 20 10 C 20 15.523 15.523 20 10 20 C 4.477 20 0 15.523 0 10 "
            + "C 0 4.477 4.477 0 10 0 C 15.523 0 20 4.477 20 10 Z")
        #expect(circle.svgPathData(fractionDigits: 1) == "M 20 10 C 20 15.5 15.5 20 10 20 C 4.5 20 0 15.5 0 10 "
            + "C 0 4.5 4.5 0 10 0 C 15.5 0 20 4.5 20 10 Z")
    }
}
