/// Extra rules for where lines may end, on top of UAX #14, as TextKit's
/// `NSParagraphStyle.LineBreakStrategy` has them.
///
/// The default, an empty set, breaks wherever ICU's UAX #14 line breaking allows (with
/// the run's ``TextAttributes/language`` as ICU locale).
public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public var rawValue: Int

    /// Creates a strategy from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Keeps Korean words whole: no line ends between two Hangul characters, or between
    /// a Hangul character and a letter or digit next to it; lines end at spaces and
    /// wherever else UAX #14 allows a break next to other characters (as CSS's
    /// `word-break: keep-all` does for Hangul). A Hangul word wider than the line is
    /// still broken between grapheme clusters, as any over-long word is.
    ///
    /// Without it, UAX #14 lets a line end between any two Hangul syllables (class H2
    /// and H3), which is how Korean is often set but splits words.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
}
