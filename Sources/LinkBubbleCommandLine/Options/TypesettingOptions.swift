import ArgumentParser
import LinkBubble

/// `--alignment`: the paragraph style's ``TextAlignment``.
enum AlignmentName: String, ExpressibleByArgument, CaseIterable {
    case natural, left, right, center, justified

    var alignment: TextAlignment {
        switch self {
        case .natural: .natural
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        }
    }
}

/// `--direction`: the paragraph style's ``BaseWritingDirection``.
enum DirectionName: String, ExpressibleByArgument, CaseIterable {
    case natural, ltr, rtl

    var direction: BaseWritingDirection {
        switch self {
        case .natural: .natural
        case .ltr: .leftToRight
        case .rtl: .rightToLeft
        }
    }
}

/// `--line-break-strategy`: the paragraph style's ``LineBreakStrategy``.
enum LineBreakStrategyName: String, ExpressibleByArgument, CaseIterable {
    case standard
    case hangulWordPriority = "hangul-word-priority"

    var strategy: LineBreakStrategy {
        switch self {
        case .standard: []
        case .hangulWordPriority: .hangulWordPriority
        }
    }
}

/// The typesetting options of every text command (part of ``TextOptions``): the
/// paragraph style, letter spacing, OpenType features and the container's insets and
/// height, each a setting of ``TextAttributes``, ``ParagraphStyle`` or ``TextContainer``.
struct TypesettingOptions: ParsableArguments {
    @Option(help: "The alignment of the lines: natural (by the paragraph's direction), left, right, center or justified.")
    var alignment: AlignmentName = .natural

    @Option(help: "The paragraphs' base direction: natural (from the first strong character), ltr or rtl.")
    var direction: DirectionName = .natural

    @Option(
        help: ArgumentHelp("Extra space after every grapheme cluster in pixels (negative: --letter-spacing=-1).", valueName: "px"))
    var letterSpacing: Double = 0

    @Option(
        help: ArgumentHelp(
            "An OpenType feature: TAG (on) or TAG=VALUE (0 turns it off), such as liga=0 or tnum. Repeatable.",
            valueName: "tag[=value]"))
    var feature: [String] = []

    @Option(help: ArgumentHelp("Extra space after every line in pixels.", valueName: "px"))
    var lineSpacing: Double = 0

    @Option(
        help: ArgumentHelp("Extra space after the last line of every paragraph in pixels.", valueName: "px"))
    var paragraphSpacing: Double = 0

    @Option(
        help: ArgumentHelp("The smallest line height in pixels (0: no minimum).", valueName: "px"))
    var minLineHeight: Double = 0

    @Option(
        help: ArgumentHelp("The largest line height in pixels (0: no maximum).", valueName: "px"))
    var maxLineHeight: Double = 0

    @Option(
        help: "Extra rules for line ends: standard (UAX #14) or hangul-word-priority (keeps Korean words whole).")
    var lineBreakStrategy: LineBreakStrategyName = .standard

    @Option(
        help: ArgumentHelp(
            "Space around the text in pixels: ALL, VERTICAL,HORIZONTAL, or TOP,LEFT,BOTTOM,RIGHT.",
            valueName: "insets"))
    var insets: NumberListArgument?

    @Option(help: ArgumentHelp("The container height in pixels: lines below it are not laid out (default: unlimited).", valueName: "px"))
    var height: Double?

    /// Sets the paragraph style, letter spacing and features of `attributes`.
    func apply(to attributes: inout TextAttributes) throws {
        let maximum = TextLayoutLimits.maximumLength
        try TextOptions.require(letterSpacing, "--letter-spacing", atLeast: -maximum, atMost: maximum)
        try TextOptions.require(lineSpacing, "--line-spacing", atLeast: 0, atMost: maximum)
        try TextOptions.require(paragraphSpacing, "--paragraph-spacing", atLeast: 0, atMost: maximum)
        try TextOptions.require(minLineHeight, "--min-line-height", atLeast: 0, atMost: maximum)
        try TextOptions.require(maxLineHeight, "--max-line-height", atLeast: 0, atMost: maximum)
        attributes.letterSpacing = letterSpacing
        attributes.features = try feature.map(Self.feature(parsing:))
        attributes.paragraphStyle.alignment = alignment.alignment
        attributes.paragraphStyle.baseWritingDirection = direction.direction
        attributes.paragraphStyle.lineSpacing = lineSpacing
        attributes.paragraphStyle.paragraphSpacing = paragraphSpacing
        attributes.paragraphStyle.minimumLineHeight = minLineHeight
        attributes.paragraphStyle.maximumLineHeight = maxLineHeight
        attributes.paragraphStyle.lineBreakStrategy = lineBreakStrategy.strategy
    }

    /// Sets the insets and height of `container`.
    func apply(to container: inout TextContainer) throws {
        if let height {
            try TextOptions.require(height, "--height", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
            container.height = height
        }
        if let insets {
            let values = try insets.numbers(option: "--insets", count: 1...4)
            switch values.count {
            case 1: container.insets = EdgeInsets(top: values[0], left: values[0], bottom: values[0], right: values[0])
            case 2: container.insets = EdgeInsets(top: values[0], left: values[1], bottom: values[0], right: values[1])
            case 4: container.insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            default: throw ValidationError("--insets takes 1, 2 or 4 comma-separated numbers, not '\(insets.text)'")
            }
        }
    }

    /// `TAG` or `TAG=VALUE`: a tag of 1 to 4 printable ASCII characters (OpenType pads
    /// shorter ones with spaces) and a value from 0 to 4294967295.
    static func feature(parsing text: String) throws -> FontFeature {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let tag = String(parts[0])
        guard (1...4).contains(tag.utf8.count), tag.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw ValidationError("--feature tag must be 1 to 4 printable ASCII characters, such as liga, not '\(tag)'")
        }
        guard parts.count == 2 else { return FontFeature(tag) }
        guard let value = UInt32(parts[1]) else {
            throw ValidationError("--feature value must be a whole number from 0 to \(UInt32.max), not '\(parts[1])'")
        }
        return FontFeature(tag, value)
    }
}
