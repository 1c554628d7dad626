/// A tab stop, as TextKit's `NSTextTab`: where a tab character moves the text after it,
/// and how that text lines up with the stop.
///
/// Locations are in pixels from the leading edge of the line's text (the left edge in a
/// left-to-right paragraph, the right edge in a right-to-left one), after the line
/// fragment padding.
public struct TextTab: Hashable, Sendable {
    /// How the text after a tab lines up with its stop.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// The text starts at the stop (the leading side, in right-to-left paragraphs).
        case left
        /// The text ends at the stop: up to the next tab or the end of the paragraph.
        case right
        /// The text is centered on the stop.
        case center
        /// The middle of the text's first "." sits at the stop (as Pango places it;
        /// without a ".", as ``right``).
        case decimal
    }

    /// How the text after the tab lines up with the stop.
    public var alignment: Alignment
    /// The stop's distance from the leading edge of the line's text, in pixels.
    public var location: Double

    /// Creates a tab stop.
    public init(alignment: Alignment = .left, location: Double) {
        self.alignment = alignment
        self.location = location
    }
}
