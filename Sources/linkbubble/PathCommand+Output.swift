import LinkBubble

/// The text `linkbubble path` prints.
enum PathOutput {
    /// The layout as one line of JSON:
    /// `{"bubbles": [{"contours": [[[x, y], ...], ...], "svg": "M ... Z",
    /// "bounds": [x, y, w, h]}], "center": [x, y], "bounds": [x, y, w, h]}`, with
    /// `null` center and bounds when no rect is visible.
    static func json(_ layout: BubbleLayout) throws -> String {
        let bubbles: [JSONValue] = layout.bubbles.map { bubble in
            let contours = ([bubble.region.outer] + bubble.region.holes).map { ring in
                JSONValue.array(ring.points.map { .array([.number($0.x), .number($0.y)]) })
            }
            return .object([
                ("contours", .array(contours)), ("svg", .string(bubble.path.svgPathData)),
                ("bounds", rect(bubble.bounds)),
            ])
        }
        return try JSONValue.object([
            ("bubbles", .array(bubbles)),
            ("center", layout.center.map { .array([.number($0.x), .number($0.y)]) } ?? .null),
            ("bounds", layout.bounds.map(rect) ?? .null),
        ]).text
    }

    /// The layout as an SVG document, written by the SVG writer of previews: a scene
    /// at scale 1 covering the bounds of all bubbles (grown out to whole points), one
    /// filled path per bubble.
    static func svg(_ layout: BubbleLayout) throws -> String {
        var scene = try Scene(covering: layout.bounds ?? .zero, scale: 1)
        for bubble in layout.bubbles {
            scene.elements.append(.fill(bubble.path, color: bubbleColor, fillRule: .nonZero))
        }
        return try scene.svg()
    }

    /// The error of a layout that left out `count` rects whose edges overflow after
    /// the outset (the input's numbers are finite, so only the outset overflows).
    static func overflowMessage(_ count: Int) -> String {
        "the outset moves the edges of \(count) rect\(count == 1 ? "" : "s") past the largest finite number"
    }

    /// The bubbles' fill: #0A84FF at 25 % opacity.
    static let bubbleColor = Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 0.25)

    /// `[x, y, width, height]`.
    private static func rect(_ rect: Rect) -> JSONValue { .rect(rect.minX, rect.minY, rect.width, rect.height) }
}
