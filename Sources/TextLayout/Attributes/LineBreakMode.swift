/// Where lines break, and how the last line ends when the text does not fit, as
/// TextKit's `NSLineBreakMode` (on `NSTextContainer.lineBreakMode`).
///
/// Every mode but ``byCharWrapping`` breaks lines at UAX #14 opportunities (between
/// words), and inside a word only when the word alone is wider than the line. The
/// modes differ on the last line, when text remains past it (the container's
/// ``TextContainer/maximumNumberOfLines`` or its height stops layout):
///
/// | Mode | The last line |
/// |---|---|
/// | ``byWordWrapping``, ``byCharWrapping`` | ends where it breaks; the rest is not laid out |
/// | ``byClipping`` | holds the whole grapheme clusters that fit, cut inside a word if need be; the rest is not laid out |
/// | ``byTruncatingTail`` | its start, then "…" for everything after it |
/// | ``byTruncatingHead`` | "…" for its paragraph's middle, then the end of its paragraph |
/// | ``byTruncatingMiddle`` | its start, "…", then the end of its paragraph |
///
/// The ellipsis stands for the characters it hides: they have no rects of their own,
/// and a range that is partly visible encloses the ellipsis as well. See
/// <doc:Truncation>.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Breaks at UAX #14 line-break opportunities (between words), and inside a word
    /// only when the word alone is wider than the line.
    case byWordWrapping
    /// Breaks at any grapheme cluster boundary.
    case byCharWrapping
    /// Wraps as ``byWordWrapping``; the last line ends with the last whole grapheme
    /// cluster that fits, with no ellipsis.
    case byClipping
    /// Wraps as ``byWordWrapping``; the last line shows an ellipsis, then as much of
    /// the end of its paragraph as fits.
    case byTruncatingHead
    /// Wraps as ``byWordWrapping``; the last line shows as much of its start as fits,
    /// then an ellipsis for all the text after it (UILabel's default).
    case byTruncatingTail
    /// Wraps as ``byWordWrapping``; the last line shows its start and the end of its
    /// paragraph, about half the width each, with an ellipsis between them.
    case byTruncatingMiddle

    /// Whether the mode ends a cut-short last line with an ellipsis.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}
