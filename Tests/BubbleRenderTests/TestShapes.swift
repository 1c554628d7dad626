import Geometry
import LinkBubbleTestSupport
import WrapPath

/// Shapes for the rasterizer tests.
enum TestShapes {
    /// A circle of four cubic arcs, clockwise on screen.
    static func circle(center: Point, radius r: Double) -> Path {
        let k = 0.5522847498 * r
        let (x, y) = (center.x, center.y)
        var path = Path()
        path.move(to: Point(x: x + r, y: y))
        path.addCurve(to: Point(x: x, y: y + r), control1: Point(x: x + r, y: y + k), control2: Point(x: x + k, y: y + r))
        path.addCurve(to: Point(x: x - r, y: y), control1: Point(x: x - k, y: y + r), control2: Point(x: x - r, y: y + k))
        path.addCurve(to: Point(x: x, y: y - r), control1: Point(x: x - r, y: y - k), control2: Point(x: x - k, y: y - r))
        path.addCurve(to: Point(x: x + r, y: y), control1: Point(x: x + k, y: y - r), control2: Point(x: x + r, y: y - k))
        path.closeSubpath()
        return path
    }

    /// A rect ring drawn counterclockwise on screen (the opposite of `Path(rect:)`).
    static func reversedRect(_ rect: Rect) -> Path {
        Path(elements: [
            .move(to: Point(x: rect.minX, y: rect.minY)),
            .line(to: Point(x: rect.minX, y: rect.maxY)),
            .line(to: Point(x: rect.maxX, y: rect.maxY)),
            .line(to: Point(x: rect.maxX, y: rect.minY)),
            .close,
        ])
    }

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
