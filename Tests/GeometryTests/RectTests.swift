import Testing
import Geometry
import LinkBubbleTestSupport

@Suite struct RectTests {
    @Test func standardizesNegativeSizes() {
        let rect = Rect(x: 10, y: 20, width: -4, height: -6)
        #expect(rect.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
        #expect(rect.minX == 6 && rect.maxX == 10 && rect.minY == 14 && rect.maxY == 20)
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil, "touching edges share no area")
    }

    @Test func outsetAndContainment() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 4).outsetBy(dx: 2, dy: 1)
        #expect(rect == Rect(x: -2, y: -1, width: 14, height: 6))
        #expect(rect.contains(Point(x: -2, y: 5)))
        #expect(!rect.contains(Point(x: -2.01, y: 0)))
        #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 4)))
    }

    @Test func finiteness() {
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isFinite)
    }

    @Test func rectPathIsClosedClockwiseOnScreen() {
        let path = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [
            .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)),
            .line(to: Point(x: 4, y: 6)), .line(to: Point(x: 1, y: 6)), .close,
        ])
    }

    @Test func badParametersFallBackInsteadOfTrapping() {
        let path = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(path.flattened(tolerance: 0) == path.flattened(tolerance: 1e-6))
        #expect(path.flattened(tolerance: .nan).count == 1)
        #expect(path.svgPathData(fractionDigits: -3) == path.svgPathData(fractionDigits: 0))
        #expect(path.svgPathData(fractionDigits: 40) == path.svgPathData(fractionDigits: 9))
    }
}
