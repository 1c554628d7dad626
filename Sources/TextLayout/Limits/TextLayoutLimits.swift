/// The largest inputs TextLayout accepts. Each limit is checked before any work that
/// depends on it, and exceeding it is a typed ``TextLayoutError``, never a trap, a NaN
/// or an allocation out of proportion to the input.
///
/// Within the limits, every sum layout computes (pen positions, line tops, rects)
/// stays finite, and layout takes time and memory linear in the text's length.
public enum TextLayoutLimits {
    /// The longest text ``LayoutManager`` lays out and ``Font/shape(utf16:range:size:options:)``
    /// shapes, in UTF-16 code units: 2²³ (8,388,608; an 8 MB file of any script fits).
    ///
    /// Its worst case, a text of this length laid out one grapheme per line (one word
    /// at width 0), peaks at 1.6 GB, so it fits a process limited to 2 GiB of address
    /// space (README.md, "Limits").
    ///
    /// Exceeding it is ``TextLayoutError/textTooLong(length:maximum:)``.
    public static let maximumTextLength = 1 << 23

    /// The longest grapheme cluster layout keeps whole, in UTF-16 code units: 64 (twice
    /// the Stream-Safe Text Format's 30 combining marks, and more than any emoji
    /// sequence).
    ///
    /// A longer cluster (a base with thousands of combining marks) is **clamped**, not
    /// refused: layout splits it into pieces of at most this many code units (never
    /// inside a surrogate pair), and shapes, breaks and measures each piece as a
    /// cluster of its own. Queries therefore never walk more than this many code units
    /// per glyph, and such text lays out in linear time.
    public static let maximumClusterLength = 64

    /// The largest font size, in pixels per em: 10,000.
    ///
    /// Larger sizes are ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)``.
    public static let maximumFontSize = 10_000.0

    /// The largest length in pixels layout accepts for a container's width and height,
    /// its insets and line-fragment padding, line heights, line and paragraph spacing,
    /// and (as a magnitude) letter spacing and baseline offsets: 10⁹.
    ///
    /// Larger values are ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)``.
    public static let maximumLength = 1_000_000_000.0

    /// The smallest non-zero default tab interval (``ParagraphStyle/defaultTabInterval``),
    /// in pixels: a thousandth of a pixel. Tab positions are found by dividing a line's
    /// width by the interval, and smaller intervals overflow that quotient (a subnormal one
    /// gives an infinite tab and then NaN positions) while no screen could show the stops.
    ///
    /// Smaller non-zero values are ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)``.
    public static let minimumTabInterval = 0.001

    /// The longest language tag layout accepts, in characters: 150. ICU converts a tag to
    /// a locale ID of at most 156 bytes (`ULOC_FULLNAME_CAPACITY`), and no registered
    /// tag comes near that; longer ones are ``TextLayoutError/invalidLanguageTag(tag:)``.
    public static let maximumLanguageTagLength = 150

    /// The largest line height multiple (``ParagraphStyle/lineHeightMultiple``): 1,000.
    ///
    /// Larger values are ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)``.
    public static let maximumLineHeightMultiple = 1_000.0

    /// Checks that `value` is finite and inside `range`, as a typed error naming it:
    /// ``TextLayoutError/invalidNumber(name:value:)`` for NaN, infinities and values
    /// below a lower bound of 0, ``TextLayoutError/numberOutOfRange(name:value:minimum:maximum:)``
    /// for other finite values outside the range.
    static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws(TextLayoutError) {
        guard value.isFinite, !(range.lowerBound == 0 && value < 0) else {
            throw .invalidNumber(name: name, value: value)
        }
        guard range.contains(value) else { throw .numberOutOfRange(name: name, value: value, minimum: range.lowerBound, maximum: range.upperBound) }
    }

    /// Checks a length: finite, from 0 to ``maximumLength``.
    static func checkLength(_ value: Double, _ name: String) throws(TextLayoutError) {
        try check(value, name, in: 0...maximumLength)
    }

    /// Checks an offset that may be negative: finite, at most ``maximumLength`` either way.
    static func checkOffset(_ value: Double, _ name: String) throws(TextLayoutError) {
        try check(value, name, in: -maximumLength...maximumLength)
    }

    /// Checks a font size: finite, above 0 and at most ``maximumFontSize``.
    static func checkFontSize(_ size: Double, allowingZero: Bool = false) throws(TextLayoutError) {
        guard size.isFinite, allowingZero ? size >= 0 : size > 0 else {
            throw .invalidNumber(name: "font size", value: size)
        }
        try check(size, "font size", in: 0...maximumFontSize)
    }

    /// Checks a text length against ``maximumTextLength``.
    static func checkTextLength(_ length: Int) throws(TextLayoutError) {
        guard length <= maximumTextLength else { throw .textTooLong(length: length, maximum: maximumTextLength) }
    }
}
