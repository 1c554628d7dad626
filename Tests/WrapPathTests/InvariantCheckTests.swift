import Testing
import Geometry
import WrapPath

#if DEBUG
/// The invariant checks accept what the union makes and trap on each kind of
/// malformed ring, region and bubble (each trap runs in its own process).
@Suite struct InvariantCheckTests {
    /// A ring through the corners `(x, y)` in order.
    private static func ring(_ corners: [(Double, Double)]) -> Ring {
        Ring(points: corners.map { Point(x: $0.0, y: $0.1) })
    }

    /// A square ring with top-left corner (x, y), clockwise on screen.
    private static func square(_ x: Double, _ y: Double, _ size: Double) -> Ring {
        ring([(x, y), (x + size, y), (x + size, y + size), (x, y + size)])
    }

    /// What the trapped process wrote to standard error.
    private static func message(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func wellFormedShapesPass() {
        let hole = Self.ring([(2, 2), (2, 4), (4, 4), (4, 2)])
        let region = Region(outer: Self.square(0, 0, 10), holes: [hole])
        region._checkInvariants()
        Region._checkInvariants(of: [region, Region(outer: Self.square(20, 0, 5))])
        let rects = [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 0, y: 30, width: 40, height: 10)]
        let bubbles = Bubble.bubbles(around: rects, style: .ios)
        Bubble._checkInvariants(of: bubbles, around: rects, style: .ios)
        #expect(bubbles.count == 2)
    }

    @Test func ringWithTooFewCornersTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Self.ring([(0, 0), (1, 0), (1, 1)])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("a rectilinear ring needs at least 4"), "\(Self.message(of: result))")
    }

    @Test func ringWithACollinearCornerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Self.ring([(0, 0), (5, 0), (10, 0), (10, 10), (0, 10), (0, 5)])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("edges must alternate"), "\(Self.message(of: result))")
    }

    @Test func ringWithARepeatedCornerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Self.ring([(0, 0), (10, 0), (10, 0), (10, 10), (0, 10), (0, 10)])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("edges must alternate"), "\(Self.message(of: result))")
    }

    @Test func ringNotStartingAtItsTopLeftCornerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Self.ring([(10, 0), (10, 10), (0, 10), (0, 0)])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("a ring starts at its top-left corner"), "\(Self.message(of: result))")
    }

    @Test func counterClockwiseOuterRingTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Region(outer: Self.ring([(0, 0), (0, 10), (10, 10), (10, 0)]))
                ._checkInvariants()
        }
        #expect(Self.message(of: result).contains("it must run clockwise on screen"), "\(Self.message(of: result))")
    }

    @Test func clockwiseHoleTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outer = Self.square(0, 0, 10)
            let hole = Self.ring([(2, 2), (4, 2), (4, 4), (2, 4)])
            Region(outer: outer, holes: [hole])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("holes must run counter-clockwise"), "\(Self.message(of: result))")
    }

    @Test func holeOutsideTheOuterRingTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outer = Self.square(0, 0, 10)
            let hole = Self.ring([(20, 2), (20, 4), (24, 4), (24, 2)])
            Region(outer: outer, holes: [hole])._checkInvariants()
        }
        #expect(Self.message(of: result).contains("is not strictly inside the outer ring"), "\(Self.message(of: result))")
    }

    @Test func regionsOutOfOrderTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let upper = Region(outer: Self.square(0, 0, 5)), lower = Region(outer: Self.square(0, 9, 5))
            Region._checkInvariants(of: [lower, upper])
        }
        #expect(Self.message(of: result).contains("regions are ordered by their top-left corners"), "\(Self.message(of: result))")
    }

    @Test func bubblePathOutsideItsRegionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let region = Region(outer: Self.square(0, 0, 5))
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
