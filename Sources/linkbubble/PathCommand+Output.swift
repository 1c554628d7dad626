import LinkBubble

/// The text `linkbubble path` prints.
enum PathOutput {
    /// The layout as one line of JSON:
    /// `{"bubbles": [{"contours": [[[x, y], ...], ...], "svg": "M ... Z",
    /// "bounds": [x, y, w, h]}], "center": [x, y], "bounds": [x, y, w, h]}`, with
    /// `null` center and bounds when no rect is visible.
    static func json(_ layout: BubbleLayout) -> String {
        let bubbles = layout.bubbles.map { bubble in
            let contours = ([bubble.region.outer] + bubble.region.holes).map { ring in
                "[" + ring.points.map { "[\(number($0.x)), \(number($0.y))]" }.joined(separator: ", ") + "]"
            }
            return "{\"contours\": [\(contours.joined(separator: ", "))], \"svg\": \"\(bubble.path.svgPathData)\", "
                + "\"bounds\": \(rect(bubble.bounds))}"
        }
        let center = layout.center.map { "[\(number($0.x)), \(number($0.y))]" } ?? "null"
        return "{\"bubbles\": [\(bubbles.joined(separator: ", "))], \"center\": \(center), "
            + "\"bounds\": \(layout.bounds.map(rect) ?? "null")}"
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
    private static func rect(_ rect: Rect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// A JSON number: integers without a fraction, others in Swift's shortest
    /// round-trip form (`0.1`, `1e-07`), never `-0`.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
