import Geometry
import LinkBubbleTestSupport
import Testing
import WrapPath

/// A union asked for with a corner limit stops at it: crossing thin rects make a number
/// of holes that grows with the square of their count, and the sweep must refuse them
/// before it spends the memory.
@Suite struct CornerLimitTests {
    /// `count` horizontal and `count` vertical thin rects crossing each other: (count - 1)²
    /// holes, four corners each.
    static func grid(_ count: Int) -> [Rect] {
        let side = Double(4 * count)
        return (0..<count).map { Rect(x: 0, y: Double(4 * $0), width: side, height: 1) }
            + (0..<count).map { Rect(x: Double(4 * $0), y: 0, width: 1, height: side) }
    }

    @Test func aGridPastTheLimitIsRefused() throws {
        let rects = Self.grid(40)
        let corners = RectUnion.regions(of: rects).reduce(0) { $0 + $1.cornerCount }
        #expect(corners > 39 * 39 * 4)
        #expect(throws: RectUnionError.tooComplex(maximumCorners: corners - 1)) {
            try RectUnion.regions(of: rects, maximumCorners: corners - 1)
        }
        #expect(try RectUnion.regions(of: rects, maximumCorners: corners) == RectUnion.regions(of: rects))
    }

    @Test(arguments: 0..<50) func theLimitedUnionIsTheUnionOrRefused(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let rects = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Rect(
                x: Double(Int.random(in: 0...20, using: &generator)), y: Double(Int.random(in: 0...20, using: &generator)),
                width: Double(Int.random(in: 1...8, using: &generator)), height: Double(Int.random(in: 1...8, using: &generator)))
        }
        let unlimited = RectUnion.regions(of: rects)
        let corners = unlimited.reduce(0) { $0 + $1.cornerCount }
        let limit = Int.random(in: 0...(corners + 4), using: &generator)
        if limit >= corners {
            #expect(try RectUnion.regions(of: rects, maximumCorners: limit) == unlimited)
        } else {
            #expect(throws: RectUnionError.tooComplex(maximumCorners: limit)) {
                try RectUnion.regions(of: rects, maximumCorners: limit)
            }
        }
    }

    @Test func textLinesTakeTheOnePassAndAreCheckedToo() throws {
        let lines = (0..<10).map { Rect(x: Double($0 % 3), y: Double(20 * $0), width: 100 + Double($0), height: 20) }
        let corners = RectUnion.regions(of: lines).reduce(0) { $0 + $1.cornerCount }
        #expect(throws: RectUnionError.tooComplex(maximumCorners: 4)) { try RectUnion.regions(of: lines, maximumCorners: 4) }
        #expect(try RectUnion.regions(of: lines, maximumCorners: corners).count == 1)
    }

    @Test func bubblesAndLayoutsPassTheLimitOn() throws {
        let rects = Self.grid(30)
        #expect(throws: RectUnionError.tooComplex(maximumCorners: 100)) {
            try Bubble.bubbles(around: rects, style: .plain, maximumCorners: 100)
        }
        #expect(throws: RectUnionError.tooComplex(maximumCorners: 100)) {
            try BubbleLayout(rects: rects, style: .plain, maximumCorners: 100)
        }
        #expect(try BubbleLayout(rects: rects, style: .plain, maximumCorners: RectUnion.maximumCorners) == BubbleLayout(rects: rects, style: .plain))
        #expect(
            RectUnionError.tooComplex(maximumCorners: 8).description
                == "the union of the rects has more than 8 corners (crossing rects make holes); split the rects into smaller sets")
    }
}
