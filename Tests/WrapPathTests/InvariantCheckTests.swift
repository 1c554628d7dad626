import Testing
import Geometry
import WrapPath

#if DEBUG
/// The invariant checks accept what the union makes and trap on each kind of
/// malformed ring, region and bubble (each trap runs in its own process).
@Suite struct InvariantCheckTests {
    /// The corners of a square with top-left corner (x, y), clockwise on screen.
    private static func square(_ x: Double, _ y: Double, _ size: Double) -> [Point] {
        [Point(x: x, y: y), Point(x: x + size, y: y), Point(x: x + size, y: y + size), Point(x: x, y: y + size)]
    }

    /// What the trapped process wrote to standard error.
    private static func message(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func wellFormedShapesPass() {
        let hole = Ring(points: [Point(x: 2, y: 2), Point(x: 2, y: 4), Point(x: 4, y: 4), Point(x: 4, y: 2)])
        let region = Region(outer: Ring(points: Self.square(0, 0, 10)), holes: [hole])
        region._checkInvariants()
        Region._checkInvariants(of: [region, Region(outer: Ring(points: Self.square(20, 0, 5)))])
        let rects = [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 0, y: 30, width: 40, height: 10)]
        let bubbles = Bubble.bubbles(around: rects, style: .ios)
        Bubble._checkInvariants(of: bubbles, around: rects, style: .ios)
        #expect(bubbles.count == 2)
    }

    @Test func ringWithTooFewCornersTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Ring(points: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("a rectilinear ring needs at least 4"), "\(Self.message(of: result))")
    }

    @Test func ringWithACollinearCornerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Ring(points: [
                Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0),
                Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 5),
            ])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("edges must alternate"), "\(Self.message(of: result))")
    }

    @Test func ringWithARepeatedCornerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Ring(points: [
                Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 0),
                Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 10),
            ])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("edges must alternate"), "\(Self.message(of: result))")
    }

    @Test func ringNotStartingAtItsTopLeftCornerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Ring(points: [Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)])
                ._checkInvariants()
        }
        #expect(Self.message(of: result).contains("a ring starts at its top-left corner"), "\(Self.message(of: result))")
    }

    @Test func counterClockwiseOuterRingTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Region(outer: Ring(points: [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0)]))
                ._checkInvariants()
        }
        #expect(Self.message(of: result).contains("it must run clockwise on screen"), "\(Self.message(of: result))")
    }

    @Test func clockwiseHoleTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outer = Ring(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
            let hole = Ring(points: [Point(x: 2, y: 2), Point(x: 4, y: 2), Point(x: 4, y: 4), Point(x: 2, y: 4)])
            Region(outer: outer, holes: [hole])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("holes must run counter-clockwise"), "\(Self.message(of: result))")
    }

    @Test func holeOutsideTheOuterRingTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outer = Ring(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
            let hole = Ring(points: [Point(x: 20, y: 2), Point(x: 20, y: 4), Point(x: 24, y: 4), Point(x: 24, y: 2)])
            Region(outer: outer, holes: [hole])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("is not strictly inside the outer ring"), "\(Self.message(of: result))")
    }

    @Test func regionsOutOfOrderTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let upper = Region(outer: Ring(points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 0, y: 5)]))
            let lower = Region(outer: Ring(points: [Point(x: 0, y: 9), Point(x: 5, y: 9), Point(x: 5, y: 14), Point(x: 0, y: 14)]))
            Region._checkInvariants(of: [lower, upper])
        }
        #expect(Self.message(of: result).contains("regions are ordered by their top-left corners"), "\(Self.message(of: result))")
    }

    @Test func bubblePathOutsideItsRegionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let region = Region(outer: Ring(points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 0, y: 5)]))
            Bubble(region: region, path: Path(rect: Rect(x: 0, y: 0, width: 6, height: 5)))._checkInvariants()
        }
        #expect(Self.message(of: result).contains("reach outside its region's bounds"), "\(Self.message(of: result))")
    }

    @Test func bubblesMissingARectTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let rects = [Rect(x: 0, y: 0, width: 40, height: 10)]
            let elsewhere = Bubble.bubbles(around: [Rect(x: 100, y: 0, width: 40, height: 10)], style: .webkit)
            Bubble._checkInvariants(of: elsewhere, around: rects, style: .webkit)
        }
        #expect(Self.message(of: result).contains("lies in no bubble's bounds"), "\(Self.message(of: result))")
    }
}
#endif
