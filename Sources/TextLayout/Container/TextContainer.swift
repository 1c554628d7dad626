/// Space around the text inside a container, in pixels.
public struct EdgeInsets: Hashable, Sendable {
    /// Space above the first line.
    public var top: Double
    /// Space left of every line.
    public var left: Double
    /// Space below the last line.
    public var bottom: Double
    /// Space right of every line.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

/// The region text is laid out in, like NSTextContainer.
///
/// Lines are `width - insets.left - insets.right` wide; the glyphs of each line start
/// ``lineFragmentPadding`` inside it on both sides. The default padding is 5 px, as in
/// TextKit's NSTextContainer.
public struct TextContainer: Hashable, Sendable {
    /// The container's width in pixels.
    public var width: Double
    /// The container's height in pixels, or nil for unlimited height.
    public var height: Double?
    /// Space around the text.
    public var insets: EdgeInsets
    /// Space between a line fragment's edges and its text, on both sides (default 5).
    public var lineFragmentPadding: Double
    /// The most lines to lay out (0: no limit). When text remains, ``lineBreakMode``
    /// decides how the last line ends (by default where it breaks: ask for an ellipsis
    /// with ``LineBreakMode/byTruncatingTail``).
    public var maximumNumberOfLines: Int
    /// Where lines break, and how the last line ends when the text does not fit (the
    /// line limit or the height): by default ``LineBreakMode/byWordWrapping``, as
    /// NSTextContainer's; the truncating modes end it with an ellipsis.
    public var lineBreakMode: LineBreakMode

    /// Creates a container.
    public init(
        width: Double, height: Double? = nil, insets: EdgeInsets = .zero, lineFragmentPadding: Double = 5,
        maximumNumberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping
    ) {
        self.width = width
        self.height = height
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
        self.maximumNumberOfLines = maximumNumberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// The width available to glyphs on each line.
    public var textWidth: Double { width - insets.left - insets.right - 2 * lineFragmentPadding }

    /// Checks every number, as a typed error naming the first bad one: each length must
    /// be finite, from 0 to ``TextLayoutLimits/maximumLength``.
    func validate() throws(TextLayoutError) {
        let values: [(String, Double)] = [
            ("container width", width), ("container height", height ?? 0), ("top inset", insets.top),
            ("left inset", insets.left), ("bottom inset", insets.bottom), ("right inset", insets.right),
            ("line fragment padding", lineFragmentPadding),
        ]
        for (name, value) in values { try TextLayoutLimits.checkLength(value, name) }
        guard maximumNumberOfLines >= 0 else {
            throw .invalidNumber(name: "maximum number of lines", value: Double(maximumNumberOfLines))
        }
    }
}
