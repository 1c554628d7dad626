import Geometry
import LinkBubbleTestSupport
import WrapPath

/// Shapes for the rasterizer tests beyond the shared ones (these need WrapPath).
extension TestShapes {
    /// The three-line link rects of the benchmarks.
    static let threeLines = [
        Rect(x: 0, y: 0, width: 240, height: 22), Rect(x: 0, y: 22, width: 300, height: 22),
        Rect(x: 0, y: 44, width: 120, height: 22),
    ]

    /// The iOS-style bubble around ``threeLines``.
    static var threeLineBubble: Path {
        Bubble.bubbles(around: threeLines, style: .ios)[0].path
    }
}
