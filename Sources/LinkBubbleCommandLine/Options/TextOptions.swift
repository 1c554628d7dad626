import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleJSON

/// How offsets in ranges are counted on the command line.
package enum OffsetUnits: String, ExpressibleByArgument, CaseIterable {
    case utf16, scalars
}

/// The options that say what text to lay out and how: shared by `layout` and the
/// commands built on it.
package struct TextOptions: ParsableArguments {
    /// The options at their defaults, for the parser to fill.
    package init() {}

    /// The fonts to use.
    @OptionGroup package var fontOptions: FontOptions

    @Option(help: ArgumentHelp(
        "The BCP 47 language of the text, such as ja or zh-Hant: for shaping, line breaking and the choice of fallback fonts.",
        valueName: "tag"))
    var language: String?

    @Option(help: "The font size in pixels.")
    var size: Double = 16

    @Option(help: "The container width in pixels.")
    var width: Double = 300

    @Option(help: "The line height multiple (0: the font's natural height).")
    var lineHeight: Double = 0

    @Option(help: "The line-fragment padding in pixels, on both sides of every line.")
    var padding: Double = 5

    @Option(help: "The most lines to lay out (0: no limit); --line-break-mode says how the last ends.")
    var maxLines: Int = 0

    @Option(help: ArgumentHelp(
        "Underline the text: none, or words joined by commas: single, thick or double; solid, dot, dash, dash-dot or dash-dot-dot; by-word.",
        valueName: "style"))
    var underline: UnderlineStyleArgument?

    @Option(help: "The underline's color (default: the text's).")
    var underlineColor: ColorArgument?

    @Option(help: ArgumentHelp("Strike the text through: none, or words as --underline takes.", valueName: "style"))
    var strikethrough: UnderlineStyleArgument?

    @Option(help: "The strikethrough's color (default: the text's).")
    var strikethroughColor: ColorArgument?

    @Option(help: ArgumentHelp(
        "Where lines break, and how the last line ends when text remains: word-wrap and char-wrap stop, clip cuts inside a word, truncate-* put an ellipsis at its start, middle or end.",
        valueName: "mode"))
    var lineBreakMode: LineBreakModeArgument = .truncateTail

    @Option(help: ArgumentHelp(
        "Tab stops every this many pixels (0: TextKit's default stops, every 28 pixels up to 336).", valueName: "pixels"))
    var tabInterval: Double = 0

    @OptionGroup var typesettingOptions: TypesettingOptions

    /// `--units`: how offsets in ranges are counted.
    @Option(help: "How offsets in ranges are counted: utf16 (as NSRange) or scalars (Unicode code points).")
    package var units: OffsetUnits = .utf16

    /// `--text`: the text to lay out.
    @Option(help: "The text to lay out.")
    package var text: String?

    /// `--text-file`: the file of the text to lay out.
    @Option(help: "A UTF-8 file holding the text to lay out.")
    package var textFile: String?

    /// The most bytes of UTF-8 text read from a file or standard input: three per UTF-16
    /// unit of ``TextLayoutLimits/maximumTextLength`` (no UTF-8 text has fewer units than
    /// a third of its bytes), so a larger input is surely too long to lay out and is
    /// refused before it is read.
    static let maximumTextBytes = 3 * TextLayoutLimits.maximumTextLength

    /// The text from --text, --text-file or standard input.
    func readText() throws -> String {
        switch (text, textFile) {
        case (.some, .some): throw ValidationError("give either --text or --text-file, not both")
        case (.some(let text), nil): return text
        case (nil, .some(let path)):
            return try Self.readLimited(
                atPath: path, name: "the text file \(path)", unreadable: "cannot read the text file: \(path)",
                notUTF8: "the text file is not UTF-8: \(path)")
        case (nil, nil):
            return try Self.readLimited(
                atPath: nil, name: "standard input", unreadable: "cannot read standard input",
                notUTF8: "standard input is not UTF-8 text")
        }
    }

    /// The UTF-8 text of the file at `path` (standard input when nil), without a byte
    /// order mark at its start, refused as soon as it passes ``maximumTextBytes``; each
    /// error names the input as `name`, or is `unreadable` or `notUTF8`.
    private static func readLimited(atPath path: String?, name: String, unreadable: String, notUTF8: String) throws -> String {
        switch BoundedFileReading.contents(atPath: path, limit: maximumTextBytes) {
        case .bytes(let bytes):
            guard let text = String(validating: ByteOrderMark.removed(from: bytes), as: UTF8.self) else { throw ValidationError(notUTF8) }
            return text
        case .unreadable:
            throw ValidationError(unreadable)
        case .tooLarge:
            throw ValidationError(
                "\(name) is too long: more than \(maximumTextBytes) bytes "
                    + "(layout takes at most \(TextLayoutLimits.maximumTextLength) UTF-16 units)")
        }
    }

    /// The attributes every character gets.
    func attributes() throws -> TextAttributes {
        try Self.require(size, "--size", above: 0, atMost: TextLayoutLimits.maximumFontSize)
        try Self.require(lineHeight, "--line-height", atLeast: 0, atMost: TextLayoutLimits.maximumLineHeightMultiple)
        var attributes = TextAttributes(size: size, language: try validatedLanguage())
        if let chain = try fontOptions.fontChain() {
            attributes.font = chain[0]
            attributes.fallbackFonts = Array(chain.dropFirst())
        }
        attributes.paragraphStyle.lineHeightMultiple = lineHeight
        attributes.underlineStyle = underline?.style ?? []
        attributes.underlineColor = underlineColor?.color
        attributes.strikethroughStyle = strikethrough?.style ?? []
        attributes.strikethroughColor = strikethroughColor?.color
        try Self.require(tabInterval, "--tab-interval", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
        if tabInterval > 0 {
            attributes.paragraphStyle.tabStops = []
            attributes.paragraphStyle.defaultTabInterval = tabInterval
        }
        try typesettingOptions.apply(to: &attributes)
        return attributes
    }

    /// The container.
    package func container() throws -> TextContainer {
        try Self.require(width, "--width", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
        try Self.require(padding, "--padding", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
        guard maxLines >= 0 else { throw ValidationError("--max-lines must be 0 or more, not \(maxLines)") }
        var container = TextContainer(
            width: width, lineFragmentPadding: padding, maximumNumberOfLines: maxLines, lineBreakMode: lineBreakMode.mode)
        try typesettingOptions.apply(to: &container)
        return container
    }

    /// The text with its attributes (no links yet).
    package func attributedText() throws -> AttributedText {
        let attributes = try attributes()
        return AttributedText(try readText(), attributes: attributes)
    }

    /// Lays out `text`, by default the text these options name.
    package func layout(_ text: AttributedText? = nil) throws -> LayoutManager {
        try LayoutManager(text: text ?? attributedText(), container: try container(), fontSource: fontOptions.fontSource)
    }

    /// `--language`, checked: subtags of letters and digits joined by hyphens, the
    /// first of 2 to 8 letters, the others of 1 to 8 letters or digits (BCP 47's form).
    package func validatedLanguage() throws -> String? {
        guard let language else { return nil }
        let subtags = language.split(separator: "-", omittingEmptySubsequences: false)
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        let isWellFormed = (2...8).contains(subtags[0].utf8.count) && subtags[0].utf8.allSatisfy(isLetter)
            && subtags.dropFirst().allSatisfy { subtag in
                (1...8).contains(subtag.utf8.count) && subtag.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
            }
        guard isWellFormed else {
            throw ValidationError("--language must be a BCP 47 language tag such as ja or zh-Hant, not '\(language)'")
        }
        return language
    }

    /// Checks an option's number: finite, and above 0 (`positive`) or at least 0, as a
    /// one-line usage error naming the option.
    package static func requireFinite(_ value: Double, _ name: String, positive: Bool = false) throws {
        guard value.isFinite, positive ? value > 0 : value >= 0 else {
            throw ValidationError("\(name) must be a finite number \(positive ? "above" : "of at least") 0, not \(value)")
        }
    }

    /// Checks an option's number: finite, at least (or above) 0, at most `maximum` (one
    /// of ``TextLayoutLimits``), as a one-line usage error naming the option.
    static func require(_ value: Double, _ name: String, atLeast lower: Double, atMost maximum: Double) throws {
        guard value.isFinite, value >= lower else {
            throw ValidationError("\(name) must be a finite number of at least \(JSONValue.format(lower)), not \(value)")
        }
        try requireAtMost(value, name, maximum)
    }

    /// Checks an option's number: finite, above `lower`, at most `maximum`.
    package static func require(_ value: Double, _ name: String, above lower: Double, atMost maximum: Double) throws {
        guard value.isFinite, value > lower else {
            throw ValidationError("\(name) must be a finite number above \(JSONValue.format(lower)), not \(value)")
        }
        try requireAtMost(value, name, maximum)
    }

    private static func requireAtMost(_ value: Double, _ name: String, _ maximum: Double) throws {
        guard value <= maximum else {
            throw ValidationError("\(name) must be at most \(JSONValue.format(maximum)), not \(value)")
        }
    }

}
