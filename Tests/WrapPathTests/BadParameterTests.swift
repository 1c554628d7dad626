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
