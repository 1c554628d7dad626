/// How a line under or through text is drawn, as TextKit's `NSUnderlineStyle`: a line
/// kind (``single``, ``thick``, ``double``), a pattern (solid by default, ``patternDot``,
/// ``patternDash``, ``patternDashDot``, ``patternDashDotDot``) and ``byWord``, with
/// TextKit's raw values, so `UnderlineStyle(rawValue: NSUnderlineStyle.x.rawValue)` is
/// the same style.
///
/// The empty style draws nothing. Any other style draws a line: ``double`` when its
/// double bit is set, else ``thick`` when its thick bit is set, else ``single`` (so
/// `[.patternDash]` alone is a single dashed line, as in TextKit). Bits TextKit does
/// not define are ignored. Patterns are not independent bits (``patternDashDot`` is
/// ``patternDot`` plus ``patternDash``, as in TextKit): ``pattern`` reads the three
/// pattern bits together.
///
/// A value: share and copy it freely.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    /// TextKit's raw value (`NSUnderlineStyle.rawValue`).
    public var rawValue: Int

    /// Creates a style from TextKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line of the font's underline (or strikeout) thickness.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One line twice the font's thickness.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two lines of the font's thickness, one thickness apart.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// Dots: one unit on, one off (a unit is twice the line's thickness).
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// Dashes: three units on, two off.
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// Dash, dot: three units on, two off, one on, two off.
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot: three on, two off, then twice one on, two off.
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    /// Draws the line under (or through) words only, not under the spaces between them.
    public static let byWord = UnderlineStyle(rawValue: 0x8000)

    /// The line kinds a non-empty style draws.
    public enum Lines: Hashable, Sendable {
        /// One line of the font's thickness.
        case single
        /// One line of twice the font's thickness.
        case thick
        /// Two lines of the font's thickness.
        case double
    }

    /// The dash patterns a style draws its lines with.
    public enum Pattern: Hashable, Sendable {
        /// A solid line.
        case solid
        /// Dots.
        case dot
        /// Dashes.
        case dash
        /// Dash, dot.
        case dashDot
        /// Dash, dot, dot.
        case dashDotDot

        /// The lengths of the pattern's pieces in units, on and off in turn starting
        /// with on; empty for a solid line.
        public var unitLengths: [Double] {
            switch self {
            case .solid: []
            case .dot: [1, 1]
            case .dash: [3, 2]
            case .dashDot: [3, 2, 1, 2]
            case .dashDotDot: [3, 2, 1, 2, 1, 2]
            }
        }
    }

    /// The lines this style draws: nil for the empty style.
    public var lines: Lines? {
        guard !isEmpty else { return nil }
        if rawValue & 0x08 != 0 { return .double }
        if rawValue & 0x02 != 0 { return .thick }
        return .single
    }

    /// The pattern of this style's lines (pattern bits TextKit does not define: solid).
    public var pattern: Pattern {
        switch rawValue & 0x0700 {
        case 0x0100: .dot
        case 0x0200: .dash
        case 0x0300: .dashDot
        case 0x0400: .dashDotDot
        default: .solid
        }
    }
}
