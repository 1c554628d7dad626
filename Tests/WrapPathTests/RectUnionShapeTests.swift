import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

/// Shorthand for a rect from its coordinates.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A ring from `(x, y)` pairs.
func ring(_ coordinates: [(Double, Double)]) -> Ring {
    Ring(points: coordinates.map { Point(x: $0.0, y: $0.1) })
}

@Suite struct RectUnionShapeTests {
    @Test func singleRectIsClockwiseFromTopLeft() {
        let regions = RectUnion.regions(of: [rect(10, 20, 30, 40)])
        #expect(regions == [Region(outer: ring([(10, 20), (40, 20), (40, 60), (10, 60)]))])
        #expect(regions[0].outer.signedArea == 1200)
    }

    @Test func leftAlignedLines() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 10), rect(0, 10, 60, 10), rect(0, 20, 80, 10)])
        #expect(regions == [Region(outer: ring([(0, 0), (100, 0), (100, 10), (60, 10), (60, 20), (80, 20), (80, 30), (0, 30)]))])
    }

    @Test func rightAlignedLines() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 10), rect(40, 10, 60, 10)])
        #expect(regions == [Region(outer: ring([(0, 0), (100, 0), (100, 20), (40, 20), (40, 10), (0, 10)]))])
    }

    @Test func centredPyramid() {
        let regions = RectUnion.regions(of: [rect(40, 0, 20, 10), rect(20, 10, 60, 10), rect(0, 20, 100, 10)])
        #expect(regions == [Region(outer: ring([
            (40, 0), (60, 0), (60, 10), (80, 10), (80, 20), (100, 20), (100, 30),
            (0, 30), (0, 20), (20, 20), (20, 10), (40, 10),
        ]))])
    }

    @Test func invertedPyramid() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 10), rect(20, 10, 60, 10), rect(40, 20, 20, 10)])
        #expect(regions == [Region(outer: ring([
            (0, 0), (100, 0), (100, 10), (80, 10), (80, 20), (60, 20), (60, 30),
            (40, 30), (40, 20), (20, 20), (20, 10), (0, 10),
        ]))])
    }

    @Test func hourglass() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 10), rect(40, 10, 20, 10), rect(0, 20, 100, 10)])
        #expect(regions == [Region(outer: ring([
            (0, 0), (100, 0), (100, 10), (60, 10), (60, 20), (100, 20), (100, 30),
            (0, 30), (0, 20), (40, 20), (40, 10), (0, 10),
        ]))])
    }

    @Test func diagonalStaircase() {
        let regions = RectUnion.regions(of: [rect(0, 0, 20, 10), rect(10, 10, 20, 10), rect(20, 20, 20, 10)])
        #expect(regions == [Region(outer: ring([
            (0, 0), (20, 0), (20, 10), (30, 10), (30, 20), (40, 20), (40, 30),
            (20, 30), (20, 20), (10, 20), (10, 10), (0, 10),
        ]))])
    }

    @Test func zigZag() {
        let regions = RectUnion.regions(of: [rect(0, 0, 30, 10), rect(20, 10, 30, 10), rect(0, 20, 30, 10)])
        #expect(regions == [Region(outer: ring([
            (0, 0), (30, 0), (30, 10), (50, 10), (50, 20), (30, 20), (30, 30),
            (0, 30), (0, 20), (20, 20), (20, 10), (0, 10),
        ]))])
    }

    @Test func uShape() {
        let regions = RectUnion.regions(of: [rect(0, 0, 10, 30), rect(30, 0, 10, 30), rect(0, 20, 40, 10)])
        #expect(regions == [Region(outer: ring([
            (0, 0), (10, 0), (10, 20), (30, 20), (30, 0), (40, 0), (40, 30), (0, 30),
        ]))])
    }

    @Test func frameWithHole() {
        let frame = [rect(0, 0, 30, 10), rect(0, 20, 30, 10), rect(0, 10, 10, 10), rect(20, 10, 10, 10)]
        let regions = RectUnion.regions(of: frame)
        #expect(regions == [Region(
            outer: ring([(0, 0), (30, 0), (30, 30), (0, 30)]),
            holes: [ring([(10, 10), (10, 20), (20, 20), (20, 10)])])])
        #expect(regions[0].holes[0].signedArea == -100)
        #expect(regions[0].area == 800)
    }

    @Test func rectInsideRectAndIdenticalRects() {
        let outer = ring([(0, 0), (50, 0), (50, 50), (0, 50)])
        #expect(RectUnion.regions(of: [rect(0, 0, 50, 50), rect(10, 10, 5, 5)]) == [Region(outer: outer)])
        #expect(RectUnion.regions(of: Array(repeating: rect(0, 0, 50, 50), count: 5)) == [Region(outer: outer)])
    }

    @Test func verticallyOverlappingLines() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 12), rect(0, 10, 60, 12)])
        #expect(regions == [Region(outer: ring([(0, 0), (100, 0), (100, 12), (60, 12), (60, 22), (0, 22)]))])
    }

    @Test func verticalGapMakesTwoRegions() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 10), rect(0, 12, 60, 10)])
        #expect(regions.map(\.outer) == [
            ring([(0, 0), (100, 0), (100, 10), (0, 10)]),
            ring([(0, 12), (60, 12), (60, 22), (0, 22)]),
        ])
    }

    @Test func cornerTouchingRectsStaySeparate() {
        let down = RectUnion.regions(of: [rect(0, 0, 10, 10), rect(10, 10, 10, 10)])
        #expect(down.map(\.outer) == [
            ring([(0, 0), (10, 0), (10, 10), (0, 10)]),
            ring([(10, 10), (20, 10), (20, 20), (10, 20)]),
        ])
        let up = RectUnion.regions(of: [rect(10, 0, 10, 10), rect(0, 10, 10, 10)])
        #expect(up.map(\.outer) == [
            ring([(10, 0), (20, 0), (20, 10), (10, 10)]),
            ring([(0, 10), (10, 10), (10, 20), (0, 20)]),
        ])
    }

    /// A pocket that meets the outside only at a corner: the filled cells at that
    /// corner do not join there, so the pocket opens into the outside and the outer
    /// ring passes the corner twice instead of making a hole.
    @Test func pocketTouchingTheOutsideAtACornerIsNoHole() {
        let cells = [(0, 0), (1, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)].map { rect(Double($0.0), Double($0.1), 1, 1) }
        let regions = RectUnion.regions(of: cells)
        #expect(regions == [Region(outer: ring([
            (0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (2, 2), (2, 1), (3, 1), (3, 3), (0, 3),
        ]))])
        #expect(regions[0].area == 7)
    }

    @Test func reversedInputOrderGivesSameOutline() {
        let lines = [rect(0, 0, 100, 10), rect(20, 10, 60, 10), rect(5, 20, 30, 10), rect(50, 30, 40, 10)]
        #expect(RectUnion.regions(of: lines.reversed()) == RectUnion.regions(of: lines))
    }

    @Test func rectsWithNonFiniteEdgesAreDropped() {
        let kept = rect(0, 0, 10, 10)
        for bad in [rect(.nan, 0, 1, 1), rect(0, .infinity, 1, 1), rect(1e308, 0, 1e308, 1), rect(0, -1e308, 1, -1e308)] {
            #expect(RectUnion.regions(of: [kept, bad]) == RectUnion.regions(of: [kept]), "\(bad)")
            #expect(RectUnion.regions(of: [bad, kept]) == RectUnion.regions(of: [kept]), "\(bad)")
        }
    }

    @Test func emptyRectsAreDropped() {
        #expect(RectUnion.regions(of: [rect(0, 0, 0, 10), rect(0, 0, 10, 0)]).isEmpty)
        #expect(RectUnion.regions(of: []).isEmpty)
        #expect(RectUnion.regions(of: [rect(0, 0, 10, 10), rect(5, 20, 0, 5)]).count == 1)
    }

    @Test func noiseBelowToleranceLeavesNoSliverOrNotch() {
        let noisy = [
            rect(0, 0, 100, 10), rect(1e-12, 10, 100 - 1e-12, 10), rect(0, 20 + 1e-12, 100 + 1e-12, 10 - 1e-12),
            rect(0, 30 - 1e-12, 100, 10 + 1e-12),
        ]
        #expect(RectUnion.regions(of: noisy) == [Region(outer: ring([(0, 0), (100, 0), (100, 40), (0, 40)]))])
        let gap = [rect(0, 0, 50, 10), rect(50 + 1e-12, 0, 50, 10)]
        #expect(RectUnion.regions(of: gap) == [Region(outer: ring([(0, 0), (100 + 1e-12, 0), (100 + 1e-12, 10), (0, 10)]))])
        let wider = [rect(0, 0, 100, 10), rect(0, 10, 100 + 1e-7, 10)]
        #expect(RectUnion.regions(of: wider)[0].outer.points.count == 4, "1e-7 is below the default tolerance")
        let sliver = [rect(0, 0, 100, 10), rect(0, 10, 100, 1e-12)]
        #expect(RectUnion.regions(of: sliver).map(\.outer.points.count) == [4])
    }

    @Test func zeroToleranceKeepsNoise() {
        let regions = RectUnion.regions(of: [rect(0, 0, 100, 10), rect(0, 10, 100 + 1e-12, 10)], tolerance: 0)
        #expect(regions[0].outer.points.count == 6)
    }

    @Test func regionsOrderedTopToBottomThenLeftToRight() {
        let regions = RectUnion.regions(of: [rect(50, 50, 5, 5), rect(50, 0, 5, 5), rect(0, 0, 5, 5)])
        #expect(regions.map(\.outer.points[0]) == [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 50)])
    }
}
