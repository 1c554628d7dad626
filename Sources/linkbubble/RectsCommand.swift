import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble rects`: where a range (or the link under a point) sits in laid-out text.
struct RectsCommand: JobCommand, TextCommand, LinkTargetCommand {
    static let configuration = CommandConfiguration(
        commandName: "rects",
        abstract: "Print the rects enclosing a text range, or the link under a point, as JSON.",
        discussion: """
            Prints {"characterRange": [start, end], "glyphRange": [start, end], "rects": [[x, y, w, h], ...], \
            "lines": [...as layout prints them, for the lines the range touches...], "link": VALUE or null}, \
            and "missingGlyphs" as layout prints it. \
            With --at and no link under the point, the ranges are null and the rects empty. \
            --at with --granularity word or line gives the word (as a double-click selects it) or the line \
            under the point instead of the link. --directions adds "directions": ["ltr" or "rtl" for each \
            rect], and then a rect never holds text of both directions (as Skia's text boxes).
            """)

    @OptionGroup var textOptions: TextOptions

    @OptionGroup var target: TargetOptions

    @Option(
        name: .customLong("height-style"),
        help: """
            line (the full line height), tight (per run), max (the tallest run), or spacing-top, spacing-middle, \
            spacing-bottom (the tallest run and the space above it, half the space on each side, or the space below), \
            or strut (the --strut-size strut around each baseline; tight without one). (default: line)
            """,
        transform: RectHeightStyle.parsing)
    var heightStyle: RectHeightStyle = .lineFragment

    @Option(name: .customLong("width-style"), help: "tight, or extend (to the line's edge when the range continues).")
    var widthStyle: RectWidthStyle = .tight

    @Option(help: "With --at: word or line, to select the word or line under the point instead of the link.")
    var granularity: TextGranularity?

    @Flag(help: "Add the direction of each rect (ltr or rtl).")
    var directions = false

    @OptionGroup var jsonOutput: JSONOutputOptions

    func validate() throws { try target.validateTarget() }

    /// A range, which each job gives itself (`range` or `at`).
    static var templateArguments: [String] { ["--range", "0:0"] }

    /// Checks that the job gives exactly one of `range` and `at`.
    func validateJob() throws { try target.validateTarget() }

    func run() throws {
        var output = try jsonOutput.standardOutput()
        let (text, offsets) = try target.markedText(try textOptions.attributedText(), units: textOptions.units)
        let layout = try textOptions.layout(text)
        let found = try granularity.map { try target.target($0, in: layout) } ?? target.target(in: layout, offsets: offsets)
        try RectsOutput.write(
            layout: layout, range: found?.range, link: found?.link, offsets: offsets,
            options: EnclosingRectOptions(heightStyle: heightStyle, widthStyle: widthStyle), directions: directions,
            to: &output)
        output.flush()
    }
}

/// The JSON `linkbubble rects` prints.
enum RectsOutput {
    /// Writes the JSON and a newline, rect by rect and line by line, so that a range
    /// over a huge text never has its whole output in memory.
    static func write(
        layout: LayoutManager, range: Range<Int>?, link: String?, offsets: OffsetConverter,
        options: EnclosingRectOptions, directions: Bool = false, to output: inout JSONWriter
    ) throws {
        guard let range else {
            try output.write(.object(MissingGlyphsReport.adding(to: [
                ("characterRange", .null), ("glyphRange", .null), ("rects", .array([])),
            ] + (directions ? [("directions", .array([]))] : []) + [
                ("lines", .array([])), ("link", .null),
            ], layout, offsets: offsets)))
            output.append(raw: "\n")
            return
        }
        let glyphs = try layout.glyphRange(forCharacterRange: range)
        output.append(raw: "{\"characterRange\":")
        try output.write(.range(offsets.range(fromUTF16: range)))
        output.append(raw: ",\"glyphRange\":")
        try output.write(.range(glyphs))
        output.append(raw: ",\"rects\":[")
        if directions {
            try writeBoxes(layout.textBoxes(forCharacterRange: range, options: options), to: &output)
        } else {
            try writeRects(layout, range: range, options: options, to: &output)
        }
        output.append(raw: "],\"lines\":[")
        var first = true
        for line in layout.lineFragments[lineIndices(layout, touching: range)] {
            if !first { output.append(raw: ",") }
            first = false
            try output.write(LineJSON.line(line, offsets: offsets))
        }
        output.append(raw: "],\"link\":")
        try output.write(link.map(JSONValue.string) ?? .null)
        try MissingGlyphsReport.append(layout, offsets: offsets, to: &output)
        output.append(raw: "}\n")
    }

    /// Writes the rects enclosing `range`, one at a time.
    private static func writeRects(
        _ layout: LayoutManager, range: Range<Int>, options: EnclosingRectOptions, to output: inout JSONWriter
    ) throws {
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
    }

    /// Writes the rects of `boxes`, then `],"directions":[` and their directions.
    private static func writeBoxes(_ boxes: [TextBox], to output: inout JSONWriter) throws {
        for (index, box) in boxes.enumerated() {
            if index > 0 { output.append(raw: ",") }
            try output.write(.rect(box.rect.minX, box.rect.minY, box.rect.width, box.rect.height))
        }
        output.append(raw: "],\"directions\":[")
        for (index, box) in boxes.enumerated() {
            if index > 0 { output.append(raw: ",") }
            output.write(string: box.direction == .rightToLeft ? "rtl" : "ltr")
        }
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
