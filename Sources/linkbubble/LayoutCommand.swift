import ArgumentParser
import LinkBubble

/// `linkbubble layout`: lays out text and prints its line fragments as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out text and print its line fragments as JSON.",
        discussion: """
            Prints {"lines": [{"characterRange": [start, end], "glyphRange": [start, end], \
            "rect": [x, y, w, h], "usedRect": [x, y, w, h], "baseline": y, "hardBreak": bool}], \
            "size": [w, h]}. A text that ends with a hard break (or is empty) has an extra, \
            empty line at the end, marked "extra": true, as TextKit's extra line fragment.
            """)

    @OptionGroup var textOptions: TextOptions

    func run() throws {
        let layout = try textOptions.layout()
        let offsets = OffsetConverter(text: layout.text, units: textOptions.units)
        var lines = layout.lineFragments.map { LineJSON.line($0, offsets: offsets) }
        if let extra = layout.extraLineFragment { lines.append(LineJSON.line(extra, offsets: offsets, extra: true)) }
        let size = layout.size
        print(JSONValue.object([
            ("lines", .array(lines)),
            ("size", .array([.number(size.width), .number(size.height)])),
        ]).text)
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
