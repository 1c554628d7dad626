/// The characters of a layout that no font draws: HarfBuzz gave them glyph 0
/// (`.notdef`, drawn as an empty box or nothing), because neither the fonts of their
/// attributes nor the ``FontSource`` had a face for them.
public struct MissingGlyphs: Hashable, Sendable {
    /// How many `.notdef` glyphs the layout draws.
    public var count: Int
    /// The UTF-16 ranges of the first clusters drawn as `.notdef`, in text order, with
    /// touching clusters merged; at most ``maximumRangeCount`` of them.
    public var ranges: [Range<Int>]

    /// How many ranges ``ranges`` keeps: enough to point at the problem, bounded so
    /// that a text in an unsupported script does not repeat itself.
    public static let maximumRangeCount = 8

    /// Creates a report.
    public init(count: Int, ranges: [Range<Int>]) {
        self.count = count
        self.ranges = ranges
    }

    /// Whether every glyph was found (``count`` is 0).
    public var isEmpty: Bool { count == 0 }
}
