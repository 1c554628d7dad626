import ArgumentParser
import LinkBubble

/// `START:END` on the command line, in the units of `--units`.
struct RangeArgument: ArgumentForm {
    var start: Int
    var end: Int

    /// `START:END`.
    static var expectedForm: String { "START:END" }

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Int(parts[0]), let end = Int(parts[1]) else { return nil }
        self.start = start
        self.end = end
    }

    /// The UTF-16 range, checked against the text.
    func utf16Range(_ offsets: OffsetConverter, length: Int, option: String) throws -> Range<Int> {
        guard start >= 0, start <= end else {
            throw ValidationError("\(option) \(start):\(end) is not a range (START must be 0 or more and at most END)")
        }
        guard let low = offsets.utf16Offset(from: start), let high = offsets.utf16Offset(from: end), high <= length else {
            throw ValidationError("\(option) \(start):\(end) is out of bounds for a text of \(offsets.count(length)) \(offsets.units.rawValue) units")
        }
        return low..<high
    }
}

/// `START:END=VALUE`: marks a range as a link.
struct LinkArgument: ArgumentForm {
    var range: RangeArgument
    var value: String

    /// `START:END=VALUE`.
    static var expectedForm: String { "START:END=VALUE" }

    init(range: RangeArgument, value: String) {
        self.range = range
        self.value = value
    }

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), let range = RangeArgument(argument: String(argument[..<equals]))
        else { return nil }
        self.range = range
        value = String(argument[argument.index(after: equals)...])
    }
}

/// `X,Y` on the command line.
struct PointArgument: ArgumentForm {
    var point: Point

    /// `X,Y`.
    static var expectedForm: String { "X,Y" }

    init(point: Point) { self.point = point }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        point = Point(x: x, y: y)
    }
}

extension RectHeightStyle: ExpressibleByArgument {
    /// Parses `line`, `tight`, `max`, `spacing-top`, `spacing-middle`, `spacing-bottom`
    /// or `strut` (or the case names).
    public init?(argument: String) {
        switch argument {
        case "line", "lineFragment": self = .lineFragment
        case "tight": self = .tight
        case "max", "maxRunOnLine": self = .maxRunOnLine
        case "spacing-top", "includeLineSpacingTop": self = .includeLineSpacingTop
        case "spacing-middle", "includeLineSpacingMiddle": self = .includeLineSpacingMiddle
        case "spacing-bottom", "includeLineSpacingBottom": self = .includeLineSpacingBottom
        case "strut": self = .strut
        default: return nil
        }
    }

    /// The values `--height-style` accepts.
    public static var allValueStrings: [String] { ["line", "tight", "max", "spacing-top", "spacing-middle", "spacing-bottom", "strut"] }

    /// Parses `--height-style`; the error lists the values on one line (the parser's
    /// own message lists six or more values on several lines, and the tool prints only
    /// an error's first line).
    package static func parsing(_ text: String) throws -> RectHeightStyle {
        guard let style = RectHeightStyle(argument: text) else {
            let values = allValueStrings.map { "'\($0)'" }
            throw ValidationError("Please provide one of \(values.dropLast().joined(separator: ", ")) or \(values[values.count - 1]).")
        }
        return style
    }

    /// The value as `--height-style` takes it, for the help's default.
    public var defaultValueDescription: String {
        switch self {
        case .lineFragment: "line"
        case .tight: "tight"
        case .maxRunOnLine: "max"
        case .includeLineSpacingTop: "spacing-top"
        case .includeLineSpacingMiddle: "spacing-middle"
        case .includeLineSpacingBottom: "spacing-bottom"
        case .strut: "strut"
        }
    }
}

extension RectWidthStyle: ExpressibleByArgument {
    /// Parses `tight` or `extend` (or the case name `extendToLineEdge`).
    public init?(argument: String) {
        switch argument {
        case "tight": self = .tight
        case "extend", "extendToLineEdge": self = .extendToLineEdge
        default: return nil
        }
    }

    /// The values `--width-style` accepts.
    public static var allValueStrings: [String] { ["tight", "extend"] }

    /// The value as `--width-style` takes it, for the help's default.
    public var defaultValueDescription: String {
        switch self {
        case .tight: "tight"
        case .extendToLineEdge: "extend"
        }
    }
}
