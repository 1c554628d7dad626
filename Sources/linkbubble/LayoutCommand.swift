import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine

/// `linkbubble layout`: lays out text and prints its line fragments as JSON.
struct LayoutCommand: JobCommand, TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out text and print its line fragments as JSON.",
        discussion: """
            Prints {"lines": [{"characterRange": [start, end], "glyphRange": [start, end], \
            "rect": [x, y, w, h], "usedRect": [x, y, w, h], "baseline": y, "hardBreak": bool}], \
            "size": [w, h]}, and "missingGlyphs": {"count": N, "ranges": [[start, end], ...]} when some \
            characters have no glyph in any font (--strict-glyphs makes that an error). A text that ends with a hard break (or is empty) has an extra, \
            empty line at the end, marked "extra": true, as TextKit's extra line fragment.
            """)

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var jsonOutput: JSONOutputOptions

    /// Nothing: a layout needs no option but its text.
    static var templateArguments: [String] { [] }

    /// Nothing to check: every combination of options lays out.
    func validateJob() throws {}

    func run() throws {
        var output = try jsonOutput.standardOutput()
        let layout = try textOptions.layout()
        let offsets = OffsetConverter(text: layout.text, units: textOptions.units)
        try Self.write(layout, offsets: offsets, to: &output)
        output.flush()
    }

    /// Writes the layout's JSON and a newline, one line fragment at a time: the text
    /// never exists whole, so its size does not bound what can be printed.
    static func write(_ layout: LayoutManager, offsets: OffsetConverter, to output: inout JSONWriter) throws {
        output.append(raw: "{\"lines\":[")
        for (index, line) in layout.lineFragments.enumerated() {
            if index > 0 { output.append(raw: ",") }
            try output.write(LineJSON.line(line, offsets: offsets))
        }
        if let extra = layout.extraLineFragment {
            if !layout.lineFragments.isEmpty { output.append(raw: ",") }
            try output.write(LineJSON.line(extra, offsets: offsets, extra: true))
        }
        output.append(raw: "],\"size\":")
        try output.write(.array([.number(layout.size.width), .number(layout.size.height)]))
        try MissingGlyphsReport.append(layout, offsets: offsets, to: &output)
        output.append(raw: "}\n")
    }
}

/// The JSON form of a line fragment.
enum LineJSON {
    static func line(_ line: LineFragment, offsets: OffsetConverter, extra: Bool = false) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("characterRange", .range(offsets.range(fromUTF16: line.characterRange))),
            ("glyphRange", .range(line.glyphRange)),
            ("rect", .rect(line.rect.minX, line.rect.minY, line.rect.width, line.rect.height)),
            ("usedRect", .rect(line.usedRect.minX, line.usedRect.minY, line.usedRect.width, line.usedRect.height)),
            ("baseline", .number(line.baseline)),
            ("hardBreak", .bool(line.hardBreak)),
        ]
        if extra { members.append(("extra", .bool(true))) }
        return .object(members)
    }
}
