import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleCommandLine

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

    @OptionGroup var jsonOutput: JSONOutputOptions

    func validate() throws { try target.validateTarget() }

    func run() throws {
        var output = try jsonOutput.standardOutput()
        let (text, offsets) = try target.markedText(try textOptions.attributedText(), units: textOptions.units)
        let layout = try textOptions.layout(text)
        let found = try target.target(in: layout, offsets: offsets)
        try RectsOutput.write(
            layout: layout, range: found?.range, link: found?.link, offsets: offsets,
            options: EnclosingRectOptions(heightStyle: heightStyle, widthStyle: widthStyle), to: &output)
        output.flush()
    }
}

/// The JSON `linkbubble rects` prints.
enum RectsOutput {
    /// Writes the JSON and a newline, rect by rect and line by line, so that a range
    /// over a huge text never has its whole output in memory.
    static func write(
        layout: LayoutManager, range: Range<Int>?, link: String?, offsets: OffsetConverter,
        options: EnclosingRectOptions, to output: inout JSONWriter
    ) throws {
        guard let range else {
            try output.write(.object([
                ("characterRange", .null), ("glyphRange", .null), ("rects", .array([])), ("lines", .array([])),
                ("link", .null),
            ]))
            output.append(raw: "\n")
            return
        }
        let glyphs = try layout.glyphRange(forCharacterRange: range)
        output.append(raw: "{\"characterRange\":")
        try output.write(.range(offsets.range(fromUTF16: range)))
        output.append(raw: ",\"glyphRange\":")
        try output.write(.range(glyphs))
        output.append(raw: ",\"rects\":[")
        var first = true
        var failure: JSONOutputError?
        try layout.enumerateEnclosingRects(forCharacterRange: range, options: options) { rect, stop in
            if !first { output.append(raw: ",") }
            first = false
            do throws(JSONOutputError) {
                try output.write(.rect(rect.minX, rect.minY, rect.width, rect.height))
            } catch {
                failure = error
                stop = true
            }
        }
        if let failure { throw failure }
        output.append(raw: "],\"lines\":[")
        first = true
        for line in layout.lineFragments[lineIndices(layout, touching: range)] {
            if !first { output.append(raw: ",") }
            first = false
            try output.write(LineJSON.line(line, offsets: offsets))
        }
        output.append(raw: "],\"link\":")
        try output.write(link.map(JSONValue.string) ?? .null)
        output.append(raw: "}\n")
    }

    /// The lines `range` touches (for an empty range, the lines holding its offset), by
    /// binary search: lines are in logical order.
    static func lineIndices(_ layout: LayoutManager, touching range: Range<Int>) -> Range<Int> {
        let lines = layout.lineFragments
        let first = _partitioningIndex(count: lines.count) { lines[$0].characterRange.upperBound > range.lowerBound }
        var end = first
        while end < lines.count, lines[end].characterRange.overlaps(range)
            || (range.isEmpty && lines[end].characterRange.contains(range.lowerBound))
        {
            end += 1
        }
        return first..<end
    }
}
