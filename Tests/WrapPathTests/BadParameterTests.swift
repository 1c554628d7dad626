import Geometry
import Testing
import WrapPath

@Suite struct BadParameterTests {
    @Test func badTolerancesFallBackInsteadOfTrapping() {
        let rects = [Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 6, height: 5)]
        let exact = RectUnion.regions(of: rects, tolerance: 0)
        for bad in [-1.0, .nan, .infinity] {
            #expect(RectUnion.regions(of: rects, tolerance: bad) == exact, "tolerance \(bad) counts as 0")
            #expect(Bubble.bubbles(around: rects, style: .webkit, tolerance: bad).count == 1)
        }
    }
}

@Suite struct OverflowingOutsetTests {
    let rects = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 20, height: 10)]

    /// `path --outset 1e308`: every rect's edges overflow after the outset, so no
    /// bubble is made; the layout says so and has no center either.
    @Test func outsetsThatOverflowAreCountedAndMoveNothing() {
        for outset in [(1e308, 1e308), (1, 1e308), (Double.nan, 0), (Double.infinity, 0)] {
            let style = BubbleStyle(outsetX: outset.0, outsetY: outset.1, radius: 4)
            let layout = BubbleLayout(rects: rects, style: style)
            #expect(layout.nonFiniteRectCount == 2, "outset \(outset)")
            #expect(layout.bubbles.isEmpty && layout.bounds == nil && layout.center == nil, "outset \(outset)")
        }
        let fine = BubbleLayout(rects: rects, style: BubbleStyle(outsetX: 1e300, outsetY: 1e300))
        #expect(fine.nonFiniteRectCount == 0 && fine.bubbles.count == 1 && fine.center == Point(x: 10, y: 10))
    }

    @Test func onlyTheRectsThatOverflowAreLeftOut() {
        let far = Rect(x: 1.7e308, y: 0, width: 1e307, height: 10)
        let layout = BubbleLayout(rects: rects + [far], style: .webkit)
        #expect(layout.nonFiniteRectCount == 1)
        #expect(layout.bubbles.count == 1 && layout.center == Point(x: 10, y: 10))
    }

    /// Radii and snapping that are NaN, infinite or negative never trap and never
    /// put a non-finite point in a bubble.
    @Test func badRadiiGiveFinitePaths() {
        for value in [Double.nan, .infinity, -.infinity, -4, 1e308] {
            for shape in [CornerShape.circular, .continuous] {
                let style = BubbleStyle(
                    outsetX: 2, outsetY: 2, radius: value, concaveRadius: value, cornerShape: shape, snapTolerance: value)
                for bubble in Bubble.bubbles(around: rects + [Rect(x: 40, y: 0, width: 5, height: 30)], style: style) {
                    #expect(bubble.path.isFinite, "radius \(value), \(shape)")
                    #expect(!bubble.path.isEmpty)
                }
            }
        }
    }
}
