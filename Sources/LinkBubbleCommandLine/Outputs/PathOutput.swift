import LinkBubble
import LinkBubbleJSON

/// The text `linkbubble path` prints.
package enum PathOutput {
    /// Writes the layout as one line of JSON and a newline:
    /// `{"bubbles": [{"contours": [[[x, y], ...], ...], "svg": "M ... Z",
    /// "bounds": [x, y, w, h]}], "center": [x, y], "bounds": [x, y, w, h]}`, with
    /// `null` center and bounds when no rect is visible. Written point by point into
    /// `writer`, which hands its chunks on (``JSONOutputOptions/standardOutput()``), so the
    /// document never exists whole: at the corner limit it is hundreds of megabytes.
    package static func writeJSON(_ layout: BubbleLayout, to writer: inout JSONWriter) throws {
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
            writer.write(svgPathData: bubble.path)
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

    /// How the SVG draws the bubbles: `path`'s `--canvas`, `--fill`, `--stroke` and `--width`.
    package struct Paint {
        /// The canvas from (0, 0), or nil for the bubbles' bounds.
        var canvas: Size?
        /// Each bubble's fill.
        var fill: Color
        /// The outline's color, or nil for none.
        var stroke: Color?
        /// The outline's width.
        var strokeWidth: Double

        /// A paint of these values.
        package init(canvas: Size?, fill: Color, stroke: Color?, strokeWidth: Double) {
            (self.canvas, self.fill, self.stroke, self.strokeWidth) = (canvas, fill, stroke, strokeWidth)
        }
    }

    /// The layout as an SVG document's UTF-8 (the buffer the SVG writer of previews
    /// filled, not a copy): a scene at scale 1 covering `paint.canvas` from (0, 0), or
    /// else the bounds of all bubbles (grown out to whole points); one filled path per
    /// bubble (none when the fill is transparent), then each outline stroked when
    /// `paint` has a stroke.
    package static func svg(_ layout: BubbleLayout, paint: Paint) throws -> [UInt8] {
        let area = paint.canvas.map { Rect(origin: .zero, size: $0) } ?? layout.bounds ?? .zero
        var scene = try Scene(covering: area, scale: 1)
        for bubble in layout.bubbles where paint.fill.alpha > 0 {
            scene.elements.append(.fill(bubble.path, color: paint.fill, fillRule: .nonZero))
        }
        if let stroke = paint.stroke {
            for bubble in layout.bubbles {
                scene.elements.append(.stroke(bubble.path, color: stroke, width: paint.strokeWidth))
            }
        }
        return try scene.svgUTF8()
    }

    /// The bubbles' fill: #0A84FF at 25 % opacity.
    package static let bubbleColor = Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 0.25)

    /// `[x, y, width, height]`.
    private static func rect(_ rect: Rect) -> JSONValue { .rect(rect.minX, rect.minY, rect.width, rect.height) }
}
