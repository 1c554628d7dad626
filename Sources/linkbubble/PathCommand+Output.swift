import LinkBubble

/// The text `linkbubble path` prints.
enum PathOutput {
    /// Writes the layout as one line of JSON and a newline:
    /// `{"bubbles": [{"contours": [[[x, y], ...], ...], "svg": "M ... Z",
    /// "bounds": [x, y, w, h]}], "center": [x, y], "bounds": [x, y, w, h]}`, with
    /// `null` center and bounds when no rect is visible. Written point by point into
    /// `writer`, which hands its chunks on (``JSONOutputOptions/standardOutput()``), so the
    /// document never exists whole: at the corner limit it is hundreds of megabytes.
    static func writeJSON(_ layout: BubbleLayout, to writer: inout JSONWriter) throws {
        writer.append(raw: "{\"bubbles\":[")
        for (index, bubble) in layout.bubbles.enumerated() {
            writer.append(raw: index == 0 ? "{\"contours\":[" : ",{\"contours\":[")
            for (ringIndex, ring) in ([bubble.region.outer] + bubble.region.holes).enumerated() {
                writer.append(raw: ringIndex == 0 ? "[" : ",[")
                for (pointIndex, point) in ring.points.enumerated() {
                    writer.append(raw: pointIndex == 0 ? "[" : ",[")
                    try writer.write(number: point.x)
                    writer.append(raw: ",")
                    try writer.write(number: point.y)
                    writer.append(raw: "]")
                }
                writer.append(raw: "]")
            }
            writer.append(raw: "],\"svg\":")
            writer.write(string: bubble.path.svgPathData)
            writer.append(raw: ",\"bounds\":")
            try writer.write(rect(bubble.bounds))
            writer.append(raw: "}")
        }
        writer.append(raw: "],\"center\":")
        try writer.write(layout.center.map { .array([.number($0.x), .number($0.y)]) } ?? .null)
        writer.append(raw: ",\"bounds\":")
        try writer.write(layout.bounds.map(rect) ?? .null)
        writer.append(raw: "}\n")
        writer.flush()
    }

    /// The layout as an SVG document's UTF-8, written by the SVG writer of previews: a
    /// scene at scale 1 covering the bounds of all bubbles (grown out to whole points),
    /// one filled path per bubble. The buffer the writer filled, not a copy of it.
    static func svg(_ layout: BubbleLayout) throws -> [UInt8] {
        var scene = try Scene(covering: layout.bounds ?? .zero, scale: 1)
        for bubble in layout.bubbles {
            scene.elements.append(.fill(bubble.path, color: bubbleColor, fillRule: .nonZero))
        }
        return try scene.svgUTF8()
    }

    /// The bubbles' fill: #0A84FF at 25 % opacity.
    static let bubbleColor = Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 0.25)

    /// `[x, y, width, height]`.
    private static func rect(_ rect: Rect) -> JSONValue { .rect(rect.minX, rect.minY, rect.width, rect.height) }
}
