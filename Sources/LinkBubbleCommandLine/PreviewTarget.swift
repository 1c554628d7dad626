import ArgumentParser
import LinkBubble
import LinkBubbleJSON

/// Turning text and target options into a link preview, for `render` and `mask`.
package enum PreviewTarget {
    /// The link preview of the text `textOptions` lay out, at the range or point of
    /// `target`, with bubbles of `style`.
    ///
    /// - Throws: a `ValidationError` when `--at` misses every link, or the range is
    ///   empty, overflows or has no visible glyphs; the errors of the options.
    package static func preview(_ textOptions: TextOptions, _ target: TargetOptions, style: BubbleStyle) throws -> LinkPreview {
        let (text, offsets) = try target.markedText(try textOptions.attributedText(), units: textOptions.units)
        let layout = try textOptions.layout(text)
        guard let found = try target.target(in: layout, offsets: offsets) else {
            throw ValidationError("there is no link under --at \(target.at.map { "\($0.point.x),\($0.point.y)" } ?? "")")
        }
        guard !found.range.isEmpty else { throw ValidationError("the range is empty: there is nothing to render") }
        let preview = try LinkPreview(layout: layout, characterRange: found.range, style: style)
        try preview.bubbleLayout.requireFiniteEdges()
        guard preview.bounds != nil else { throw ValidationError("the range has no visible glyphs: there is nothing to render") }
        return preview
    }

    /// The JSON line `render` prints.
    package static func summary(_ preview: LinkPreview, out: String, width: Int, height: Int, units: OffsetUnits) -> JSONValue {
        let offsets = OffsetConverter(text: preview.layout.text, units: units)
        let bounds = preview.bounds ?? .zero
        let center = preview.center ?? .zero
        return .object(MissingGlyphsReport.adding(to: [
            ("out", .string(out)), ("width", .number(Double(width))), ("height", .number(Double(height))),
            ("characterRange", .range(offsets.range(fromUTF16: preview.characterRange))),
            ("link", preview.link.map(JSONValue.string) ?? .null),
            ("bounds", .rect(bounds.minX, bounds.minY, bounds.width, bounds.height)),
            ("center", .array([.number(center.x), .number(center.y)])),
        ], preview.layout, offsets: offsets))
    }
}
