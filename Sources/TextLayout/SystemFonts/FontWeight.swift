/// How heavy a face's strokes are, on CSS's scale (`font-weight`): 100 is thin, 400
/// regular, 700 bold, 900 black.
///
/// Used to look faces up among the system's fonts
/// (``SystemFontSource/font(family:weight:width:slant:)``); fontconfig finds the
/// nearest weight the family has.
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The CSS weight, 1 to 1000.
    public let rawValue: Int

    /// A weight on CSS's scale; nil outside 1...1000 (CSS Fonts 4's range).
    public init?(rawValue: Int) {
        guard (1...1000).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A weight from one of the named constants (always in range).
    private init(css value: Int) { rawValue = value }

    /// Orders weights from light to heavy.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Thin (Hairline), 100.
    public static let thin = FontWeight(css: 100)
    /// Extra Light (Ultra Light), 200.
    public static let extraLight = FontWeight(css: 200)
    /// Light, 300.
    public static let light = FontWeight(css: 300)
    /// Regular (Normal, Book), 400.
    public static let regular = FontWeight(css: 400)
    /// Medium, 500.
    public static let medium = FontWeight(css: 500)
    /// Semi Bold (Demi Bold), 600.
    public static let semibold = FontWeight(css: 600)
    /// Bold, 700.
    public static let bold = FontWeight(css: 700)
    /// Extra Bold (Ultra Bold), 800.
    public static let extraBold = FontWeight(css: 800)
    /// Black (Heavy), 900.
    public static let black = FontWeight(css: 900)
}

extension FontWeight: CustomStringConvertible {
    /// The CSS number, such as "400".
    public var description: String { String(rawValue) }
}
