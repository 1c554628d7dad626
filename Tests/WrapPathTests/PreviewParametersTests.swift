import Geometry
import Testing
import WrapPath

/// `PreviewParameters(textLineRects:)`: the combined visible path, bubbles and center
/// UIKit's preview parameters and target give, from text-line rects.
@Suite struct PreviewParametersTests {
    static let lines = [
        Rect(x: 0, y: 0, width: 120, height: 20), Rect(x: 0, y: 20, width: 80, height: 20),
        Rect(x: 200, y: 60, width: 40, height: 20),
    ]

    /// Two of the three lines touch, the third stands apart: two bubbles, whose outlines
    /// the visible path holds in order; the center is the middle of all three lines.
    @Test func visiblePathCombinesEveryBubble() {
        let parameters = PreviewParameters(textLineRects: Self.lines)
        #expect(parameters.style == .ios)
        #expect(parameters.bubbles.count == 2)
        #expect(parameters.visiblePath.elements == parameters.bubbles.flatMap(\.path.elements))
        #expect(parameters.center == Point(x: 120, y: 40))
        // ios: outset 4, 3 around [0, 0, 240, 80].
        #expect(parameters.bounds == Rect(x: -4, y: -3, width: 248, height: 86))
        #expect(parameters.bubbleLayout == BubbleLayout(rects: Self.lines, style: .ios))
    }

    /// Clipped to the top 30 px: only the first two lines show, cut at y = 30.
    @Test func clippingToTheVisibleRect() {
        let parameters = PreviewParameters(
            textLineRects: Self.lines, style: .plain, visibleRect: Rect(x: 0, y: 0, width: 300, height: 30))
        #expect(parameters.textLineRects == Self.lines, "the rects as given")
        #expect(parameters.bubbles.count == 1)
        #expect(parameters.center == Point(x: 60, y: 15))
        #expect(parameters.bounds == Rect(x: 0, y: 0, width: 120, height: 30))
    }

    @Test func nothingVisibleHasNoCenter() {
        let parameters = PreviewParameters(textLineRects: [])
        #expect(parameters.visiblePath.isEmpty)
        #expect(parameters.center == nil)
        #expect(parameters.bounds == nil)
    }
}
