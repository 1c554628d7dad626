import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

@Suite struct BubbleLayoutTests {
    @Test func centerIsTheMiddleOfTheBoundingBoxInBothCoordinates() {
        // A wide, short link: a snippet that derives y from the x extents would
        // put the center at y = 150 instead of 15.
        let layout = BubbleLayout(rects: [rect(0, 0, 300, 10), rect(0, 10, 100, 20)], style: .plain)
        #expect(layout.center == Point(x: 150, y: 15))
        #expect(layout.bounds == rect(0, 0, 300, 30))
    }

    @Test func boundsIncludeTheOutsetAndEveryBubble() {
        let layout = BubbleLayout(rects: [rect(0, 0, 50, 10), rect(100, 40, 50, 10)], style: .webkit)
        #expect(layout.bubbles.count == 2)
        #expect(layout.bounds == rect(-2, -2, 154, 54))
        #expect(layout.center == Point(x: 75, y: 25))
    }

    @Test func clippingToTheVisibleRectKeepsTheVisiblePart() {
        let lines = [rect(0, 0, 200, 20), rect(0, 20, 120, 20), rect(0, 40, 80, 20)]
        let layout = BubbleLayout(rects: lines, style: .plain, visibleRect: rect(0, 30, 500, 500))
        #expect(layout.bubbles.map(\.region.outer) == [ring([(0, 30), (120, 30), (120, 40), (80, 40), (80, 60), (0, 60)])])
        #expect(layout.center == Point(x: 60, y: 45))
    }

    @Test func clippingAncestorsClipAndNonClippingOnesDoNot() {
        let lines = [rect(0, 0, 200, 20)]
        let ancestors = [
            ClippingAncestor(frame: rect(-50, -50, 100, 100), clipsContent: false),
            ClippingAncestor(frame: rect(10, 5, 500, 500)),
            ClippingAncestor(frame: rect(0, 0, 150, 500)),
        ]
        #expect(RectClipping.clip(lines, to: nil, ancestors: ancestors) == [rect(10, 5, 140, 15)])
        #expect(RectClipping.clip(lines, to: nil, ancestors: [ancestors[0]]) == lines)
        #expect(RectClipping.clip(lines, to: rect(0, 0, 100, 100), ancestors: [ancestors[0]]) == [rect(0, 0, 100, 20)])
    }

    @Test func fullyClippedLinkHasNoBubbleOrCenter() {
        let layout = BubbleLayout(rects: [rect(0, 0, 100, 20)], style: .ios, visibleRect: rect(0, 100, 50, 50))
        #expect(layout.bubbles.isEmpty && layout.bounds == nil && layout.center == nil)
        let disjoint = [ClippingAncestor(frame: rect(0, 0, 10, 10)), ClippingAncestor(frame: rect(20, 20, 10, 10))]
        #expect(RectClipping.clip([rect(0, 0, 100, 100)], to: nil, ancestors: disjoint).isEmpty)
    }

    /// 100,000 rects: random cells of a 400 x 400 grid (the union's area is the
    /// number of distinct cells), and 100,000 ordered text lines.
    @Test func hundredThousandRects() {
        let seed = TestSeed(default: 42)
        var generator = seed.generator
        var cells = Set<Int>()
        let rects = (0..<100_000).map { _ in
            let cell = Int.random(in: 0..<160_000, using: &generator)
            cells.insert(cell)
            return rect(Double(cell % 400), Double(cell / 400), 1, 1)
        }
        let cellRegions = RectUnion.regions(of: rects)
        Region._checkInvariants(of: cellRegions)
        #expect(cellRegions.reduce(0) { $0 + $1.area } == Double(cells.count), "\(seed)")
        let lines = (0..<100_000).map { rect(Double($0 % 7), Double($0) * 18, 300 + Double($0 % 13) * 10, 18) }
        let regions = RectUnion.regions(of: lines)
        Region._checkInvariants(of: regions)
        // Both ends move at every line, so each line adds four corners.
        #expect(regions.count == 1 && regions[0].outer.points.count == 4 * 100_000)
        #expect(regions[0].area == lines.reduce(0) { $0 + $1.width * 18 })
    }
}
