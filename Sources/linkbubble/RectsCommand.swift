import ArgumentParser
import LinkBubble

/// `linkbubble rects`: where a range (or the link under a point) sits in laid-out text.
struct RectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rects",
        abstract: "Print the rects enclosing a text range, or the link under a point, as JSON.",
        discussion: """
            Prints {"characterRange": [start, end], "glyphRange": [start, end], "rects": [[x, y, w, h], ...], \
            "lines": [...as layout prints them, for the lines the range touches...], "link": VALUE or null}. \
            With --at and no link under the point, the ranges are null and the rects empty.
            """)

    @OptionGroup var textOptions: TextOptions

    @OptionGroup var target: TargetOptions

    @Option(name: .customLong("height-style"), help: "line (the full line height), tight (per run), or max (the tallest run).")
    var heightStyle: RectHeightStyle = .lineFragment

    @Option(name: .customLong("width-style"), help: "tight, or extend (to the line's edge when the range continues).")
    var widthStyle: RectWidthStyle = .tight

    func run() throws {
        let (text, offsets) = try target.markedText(try textOptions.attributedText(), units: textOptions.units)
        let layout = try textOptions.layout(text)
        let found = try target.target(in: layout, offsets: offsets)
        print(try RectsOutput.json(layout: layout, range: found?.range, link: found?.link, offsets: offsets,
                                   options: EnclosingRectOptions(heightStyle: heightStyle, widthStyle: widthStyle)))
    }
}

/// The JSON `linkbubble rects` prints.
enum RectsOutput {
    static func json(
        layout: LayoutManager, range: Range<Int>?, link: String?, offsets: OffsetConverter, options: EnclosingRectOptions
    ) throws -> String {
        guard let range else {
            return JSONValue.object([
                ("characterRange", .null), ("glyphRange", .null), ("rects", .array([])), ("lines", .array([])),
                ("link", .null),
            ]).text
        }
        let rects = try layout.enclosingRects(forCharacterRange: range, options: options)
        let glyphs = try layout.glyphRange(forCharacterRange: range)
        let lines = layout.lineFragments.filter {
            $0.characterRange.overlaps(range) || (range.isEmpty && $0.characterRange.contains(range.lowerBound))
        }
        return JSONValue.object([
            ("characterRange", .range(offsets.range(fromUTF16: range))),
            ("glyphRange", .range(glyphs)),
            ("rects", .array(rects.map { .rect($0.minX, $0.minY, $0.width, $0.height) })),
            ("lines", .array(lines.map { LineJSON.line($0, offsets: offsets) })),
            ("link", link.map(JSONValue.string) ?? .null),
        ]).text
    }
}
