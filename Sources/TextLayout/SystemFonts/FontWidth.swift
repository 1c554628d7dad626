/// How wide a face's letters are, as a percentage of the normal width (CSS's
/// `font-stretch`, OpenType's `wdth` axis): 50 is ultra-condensed, 100 normal, 200
/// ultra-expanded.
///
/// Used to look faces up among the system's fonts
/// (``SystemFontSource/font(family:weight:width:slant:)``).
public struct FontWidth: RawRepresentable, Hashable, Comparable, Sendable {
    /// The width in percent of normal, 50 to 200.
    public let rawValue: Double

    /// A width in percent of normal; nil outside 50...200 (CSS's range) or not finite.
    public init?(rawValue: Double) {
        guard rawValue.isFinite, (50...200).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A width from one of the named constants (always in range).
    private init(percent: Double) { rawValue = percent }

    /// Orders widths from narrow to wide.
    public static func < (lhs: FontWidth, rhs: FontWidth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Ultra Condensed, 50%.
    public static let ultraCondensed = FontWidth(percent: 50)
    /// Extra Condensed, 62.5%.
    public static let extraCondensed = FontWidth(percent: 62.5)
    /// Condensed, 75%.
    public static let condensed = FontWidth(percent: 75)
    /// Semi Condensed, 87.5%.
    public static let semiCondensed = FontWidth(percent: 87.5)
    /// Normal, 100%.
    public static let normal = FontWidth(percent: 100)
    /// Semi Expanded, 112.5%.
    public static let semiExpanded = FontWidth(percent: 112.5)
    /// Expanded, 125%.
    public static let expanded = FontWidth(percent: 125)
    /// Extra Expanded, 150%.
    public static let extraExpanded = FontWidth(percent: 150)
    /// Ultra Expanded, 200%.
    public static let ultraExpanded = FontWidth(percent: 200)
}
