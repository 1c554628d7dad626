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

    @Option(help: "The range START:END to enclose (UTF-16 offsets unless --units scalars).")
    var range: RangeArgument?

    @Option(help: "Find the link under the point X,Y and enclose its whole range.")
    var at: PointArgument?

    @Option(name: .customLong("link"), help: "Mark START:END as a link to VALUE (repeatable).")
    var links: [LinkArgument] = []

    @Option(name: .customLong("height-style"), help: "line (the full line height), tight (per run), or max (the tallest run).")
    var heightStyle: RectHeightStyle = .lineFragment

    @Option(name: .customLong("width-style"), help: "tight, or extend (to the line's edge when the range continues).")
    var widthStyle: RectWidthStyle = .tight

    func validate() throws {
        guard (range == nil) != (at == nil) else { throw ValidationError("give exactly one of --range and --at") }
    }

    func run() throws {
        var text = try textOptions.attributedText()
        let offsets = OffsetConverter(text: text, units: textOptions.units)
        for link in links {
            try text.addLink(link.value, range: link.range.utf16Range(offsets, length: text.length, option: "--link"))
        }
        let layout = try textOptions.layout(text)
        var characterRange: Range<Int>?
        var linkValue: String?
        if let range {
            characterRange = try range.utf16Range(offsets, length: text.length, option: "--range")
            linkValue = characterRange.flatMap { range in text.links.first { $0.range == range }?.value }
        } else if let at, let hit = layout.link(at: at.point) {
            characterRange = hit.range
            linkValue = hit.value
        }
        print(try RectsOutput.json(layout: layout, range: characterRange, link: linkValue, offsets: offsets,
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
