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

/// `--fallback-line-height`: the paragraph style's ``FallbackLineHeight``.
enum FallbackLineHeightName: String, ExpressibleByArgument, CaseIterable {
    case own, primary

    var fallbackLineHeight: FallbackLineHeight {
        switch self {
        case .own: .ownMetrics
        case .primary: .primaryFont
        }
    }
}

/// The typesetting options of every text command: the paragraph style, letter spacing,
/// OpenType features and the container's insets and height, each a setting of
/// ``TextAttributes``, ``ParagraphStyle`` or ``TextContainer``.
extension TextOptions {
    /// Sets the paragraph style, letter spacing and features of `attributes`.
    func applyTypesetting(to attributes: inout TextAttributes) throws {
        let maximum = TextLayoutLimits.maximumLength
        try Self.require(letterSpacing, "--letter-spacing", atLeast: -maximum, atMost: maximum)
        try Self.require(lineSpacing, "--line-spacing", atLeast: 0, atMost: maximum)
        try Self.require(paragraphSpacing, "--paragraph-spacing", atLeast: 0, atMost: maximum)
        try Self.require(minLineHeight, "--min-line-height", atLeast: 0, atMost: maximum)
        try Self.require(maxLineHeight, "--max-line-height", atLeast: 0, atMost: maximum)
        attributes.letterSpacing = letterSpacing
        attributes.features = try feature.map(Self.feature(parsing:))
        attributes.paragraphStyle.alignment = alignment.alignment
        attributes.paragraphStyle.baseWritingDirection = direction.direction
        attributes.paragraphStyle.lineSpacing = lineSpacing
        attributes.paragraphStyle.paragraphSpacing = paragraphSpacing
        attributes.paragraphStyle.minimumLineHeight = minLineHeight
        attributes.paragraphStyle.maximumLineHeight = maxLineHeight
        attributes.paragraphStyle.lineBreakStrategy = lineBreakStrategy.strategy
        attributes.paragraphStyle.fallbackLineHeight = fallbackLineHeight.fallbackLineHeight
        try Self.require(strutSize, "--strut-size", atLeast: 0, atMost: TextLayoutLimits.maximumFontSize)
        if forceStrutHeight && strutSize == 0 { throw ValidationError("--force-strut-height needs --strut-size") }
        if strutSize > 0 {
            attributes.paragraphStyle.strut = Strut(font: attributes.font, size: strutSize, forcesHeight: forceStrutHeight)
        }
    }

    /// Sets the insets and height of `container`.
    func applyTypesetting(to container: inout TextContainer) throws {
        if let height {
            try Self.require(height, "--height", atLeast: 0, atMost: TextLayoutLimits.maximumLength)
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
