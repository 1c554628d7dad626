import ArgumentParser
import Foundation
import LinkBubble

/// How offsets in ranges are counted on the command line.
enum OffsetUnits: String, ExpressibleByArgument, CaseIterable {
    case utf16, scalars
}

/// The options that say what text to lay out and how: shared by `layout` and the
/// commands built on it.
struct TextOptions: ParsableArguments {
    @Option(
        name: .customLong("font"),
        help: ArgumentHelp(
            "A font file (TTF, OTF or TTC). Repeat for fallbacks, first is primary.",
            discussion: "Defaults to the bundled fonts: Noto Sans, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans."))
    var fonts: [String] = []

    @Option(help: "The font size in pixels.")
    var size: Double = 16

    @Option(help: "The container width in pixels.")
    var width: Double = 300

    @Option(name: .customLong("line-height"), help: "The line height multiple (0: the font's natural height).")
    var lineHeight: Double = 0

    @Option(help: "The line-fragment padding in pixels, on both sides of every line.")
    var padding: Double = 5

    @Option(name: .customLong("max-lines"), help: "The most lines to lay out (0: no limit); the last ends in an ellipsis.")
    var maxLines: Int = 0

    @Option(help: "How offsets in ranges are counted: utf16 (as NSRange) or scalars (Unicode code points).")
    var units: OffsetUnits = .utf16

    @Option(help: "The text to lay out.")
    var text: String?

    @Option(name: .customLong("text-file"), help: "A UTF-8 file holding the text to lay out.")
    var textFile: String?

    /// The text from --text, --text-file or standard input.
    func readText() throws -> String {
        switch (text, textFile) {
        case (.some, .some): throw ValidationError("give either --text or --text-file, not both")
        case (.some(let text), nil): return text
        case (nil, .some(let path)):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("cannot read the text file: \(path)")
            }
            guard let string = String(data: data, encoding: .utf8) else {
                throw ValidationError("the text file is not UTF-8: \(path)")
            }
            return string
        case (nil, nil):
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let string = String(data: data, encoding: .utf8) else {
                throw ValidationError("standard input is not UTF-8 text")
            }
            return string
        }
    }

    /// The attributes every character gets.
    func attributes() throws -> TextAttributes {
        try Self.requireFinite(size, "--size", positive: true)
        try Self.requireFinite(lineHeight, "--line-height")
        var attributes = TextAttributes(size: size)
        if !fonts.isEmpty {
            let loaded = try fonts.map { try Font(contentsOfFile: $0) }
            attributes.font = loaded[0]
            attributes.fallbackFonts = Array(loaded.dropFirst())
        }
        attributes.paragraphStyle.lineHeightMultiple = lineHeight
        return attributes
    }

    /// The container.
    func container() throws -> TextContainer {
        try Self.requireFinite(width, "--width")
        try Self.requireFinite(padding, "--padding")
        guard maxLines >= 0 else { throw ValidationError("--max-lines must be 0 or more, not \(maxLines)") }
        return TextContainer(width: width, lineFragmentPadding: padding, maximumNumberOfLines: maxLines)
    }

    /// The text with its attributes (no links yet).
    func attributedText() throws -> AttributedText {
        let attributes = try attributes()
        return AttributedText(try readText(), attributes: attributes)
    }

    /// Lays out `text`, by default the text these options name.
    func layout(_ text: AttributedText? = nil) throws -> LayoutManager {
        try LayoutManager(text: text ?? attributedText(), container: try container())
    }

    static func requireFinite(_ value: Double, _ name: String, positive: Bool = false) throws {
        guard value.isFinite, positive ? value > 0 : value >= 0 else {
            throw ValidationError("\(name) must be a finite number \(positive ? "above" : "of at least") 0, not \(value)")
        }
    }
}
