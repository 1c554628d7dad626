import LinkBubble
import LinkBubbleJSON

/// The `missingGlyphs` member of the JSON of `layout`, `rects`, `render` and `mask`
/// (and so of `batch`), and the `--strict-glyphs` error.
///
/// The member is present only when some glyph is missing, so that the output of text
/// every font draws stays as it was: `"missingGlyphs": {"count": N, "ranges": [[start,
/// end], ...]}`, the first ``MissingGlyphs/maximumRangeCount`` ranges in `--units`.
package enum MissingGlyphsReport {
    /// The member's value for `layout`: nil when every glyph is found.
    package static func value(_ layout: LayoutManager, offsets: OffsetConverter) -> JSONValue? {
        let missing = layout.missingGlyphs
        guard !missing.isEmpty else { return nil }
        return .object([
            ("count", .number(Double(missing.count))),
            ("ranges", .array(missing.ranges.map { .range(offsets.range(fromUTF16: $0)) })),
        ])
    }

    /// Appends `,"missingGlyphs":{...}` to an object being written, when some glyph is
    /// missing.
    package static func append(_ layout: LayoutManager, offsets: OffsetConverter, to output: inout JSONWriter) throws {
        guard let value = value(layout, offsets: offsets) else { return }
        output.append(raw: ",\"missingGlyphs\":")
        try output.write(value)
    }

    /// `members` with the `missingGlyphs` member added when some glyph is missing.
    package static func adding(
        to members: [(String, JSONValue)], _ layout: LayoutManager, offsets: OffsetConverter
    ) -> [(String, JSONValue)] {
        guard let value = value(layout, offsets: offsets) else { return members }
        return members + [("missingGlyphs", value)]
    }
}

/// `--strict-glyphs`: some characters of the text have no glyph in any font.
package struct MissingGlyphsError: Error, CustomStringConvertible, Sendable {
    /// What is missing.
    package let missing: MissingGlyphs
    /// The first missing range, in the units of `--units`.
    package let firstRange: Range<Int>

    /// The error's one line: how many glyphs, and where the first is.
    package var description: String {
        let glyphs = missing.count == 1 ? "1 glyph" : "\(missing.count) glyphs"
        return "\(glyphs) drawn as .notdef: no font has characters \(firstRange.lowerBound):\(firstRange.upperBound) (--strict-glyphs); add a font with --font or --family, or turn --system-fonts on"
    }
}
