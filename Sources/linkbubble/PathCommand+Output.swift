import LinkBubble

/// The text `linkbubble path` prints.
enum PathOutput {
    /// The layout as one line of JSON:
    /// `{"bubbles": [{"contours": [[[x, y], ...], ...], "svg": "M ... Z",
    /// "bounds": [x, y, w, h]}], "center": [x, y], "bounds": [x, y, w, h]}`, with
    /// `null` center and bounds when no rect is visible.
    static func json(_ layout: BubbleLayout) -> String {
        let bubbles: [JSONValue] = layout.bubbles.map { bubble in
            let contours = ([bubble.region.outer] + bubble.region.holes).map { ring in
                JSONValue.array(ring.points.map { .array([.number($0.x), .number($0.y)]) })
            }
            return .object([
                ("contours", .array(contours)), ("svg", .string(bubble.path.svgPathData)),
                ("bounds", rect(bubble.bounds)),
            ])
        }
        return JSONValue.object([
            ("bubbles", .array(bubbles)),
            ("center", layout.center.map { .array([.number($0.x), .number($0.y)]) } ?? .null),
            ("bounds", layout.bounds.map(rect) ?? .null),
        ]).text
    }

    /// The layout as an SVG document: one filled path per bubble, the view box
    /// set to the bounds of all bubbles.
    static func svg(_ layout: BubbleLayout) -> String {
        let box = layout.bounds ?? .zero
        let viewBox = [box.minX, box.minY, box.width, box.height].map(number).joined(separator: " ")
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">"]
        for bubble in layout.bubbles {
            lines.append("  <path d=\"\(bubble.path.svgPathData)\" fill=\"#0A84FF\" fill-opacity=\"0.25\"/>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// `[x, y, width, height]`.
    private static func rect(_ rect: Rect) -> JSONValue { .rect(rect.minX, rect.minY, rect.width, rect.height) }

    /// A number for the SVG view box, formatted as in JSON.
    static func number(_ value: Double) -> String { JSONValue.format(value) }
}
