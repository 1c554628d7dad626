/// How link text looks in previews, highlights and the gallery, as `UITextView`'s
/// `linkTextAttributes`: the color and underline given to every run whose
/// `link` is set, over the run's own attributes.
///
/// ``standard`` is iOS's: system blue (#007AFF) with a single underline. ``none``
/// leaves link runs as their attributes say. Set a field to nil to keep the run's own
/// value for it.
///
/// A value: share and copy it freely.
public struct LinkStyle: Hashable, Sendable {
    /// The link text's color; nil keeps each run's `foregroundColor`.
    public var foregroundColor: Color?
    /// The link text's underline; nil keeps each run's `underlineStyle` (the empty
    /// style removes underlines).
    public var underlineStyle: UnderlineStyle?
    /// The underline's color; nil keeps each run's `underlineColor` (whose nil is the
    /// text color).
    public var underlineColor: Color?

    /// Creates a link style; every field nil by default (the same as ``none``).
    public init(foregroundColor: Color? = nil, underlineStyle: UnderlineStyle? = nil, underlineColor: Color? = nil) {
        self.foregroundColor = foregroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
    }

    /// iOS's link look: system blue (#007AFF) and a single underline in that blue.
    public static let standard = LinkStyle(
        foregroundColor: Color(red: 0, green: 122.0 / 255, blue: 1), underlineStyle: .single)

    /// No link look: link runs keep their own attributes.
    public static let none = LinkStyle()

    /// `attributes` with this style's fields set when they belong to a link (their
    /// `link` is not nil); other attributes unchanged.
    public func applied(to attributes: TextAttributes) -> TextAttributes {
        guard attributes.link != nil else { return attributes }
        var styled = attributes
        if let foregroundColor { styled.foregroundColor = foregroundColor }
        if let underlineStyle { styled.underlineStyle = underlineStyle }
        if let underlineColor { styled.underlineColor = underlineColor }
        return styled
    }
}
