/// How lines are placed horizontally within the line fragment.
public enum TextAlignment: Hashable, Sendable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    /// Flush left.
    case left
    /// Flush right.
    case right
    /// Centered.
    case center
    /// Flush on both sides: extra space goes to the spaces of every line but the
    /// last line of a paragraph (and lines ending in a hard break).
    case justified
}

/// Paragraph-level layout settings, as NSParagraphStyle has them.
///
/// A paragraph takes its style from the attributes of its first character.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal alignment.
    public var alignment: TextAlignment = .natural
    /// The paragraph's base direction; `.natural` takes it from the first strong character.
    public var baseWritingDirection: BaseWritingDirection = .natural
    /// Multiplies the natural line height (ascent + descent + line gap) when above 0.
    /// The extra space goes above the text, as in TextKit.
    public var lineHeightMultiple: Double = 0
    /// The smallest line height, in pixels (0: no minimum).
    public var minimumLineHeight: Double = 0
    /// The largest line height, in pixels (0: no maximum).
    public var maximumLineHeight: Double = 0
    /// Extra space after each line, in pixels; part of the line fragment rect, not of
    /// the used rect.
    public var lineSpacing: Double = 0
    /// Extra space after the last line of a paragraph, in pixels.
    public var paragraphSpacing: Double = 0
    /// Extra rules for where lines may end, such as
    /// ``LineBreakStrategy/hangulWordPriority`` (none by default, as in TextKit).
    public var lineBreakStrategy: LineBreakStrategy = []
    /// The tab stops, as `NSParagraphStyle.tabStops`: by default TextKit's 12 left stops
    /// every 28 px (28, 56, ... 336). A tab moves the text after it to the first stop
    /// past it that it can reach (see ``TextTab``); past the last one, to the next
    /// multiple of ``defaultTabInterval``. At most ``maximumTabStopCount`` stops.
    public var tabStops: [TextTab] = ParagraphStyle.defaultTabStops
    /// The distance between the implied left stops past the last of ``tabStops``, in
    /// pixels; 0 (TextKit's default): none, and a tab past the last stop is as wide
    /// as the font's own advance for it. A non-zero interval is at least
    /// ``TextLayoutLimits/minimumTabInterval``.
    public var defaultTabInterval: Double = 0
    /// How fallback fonts count in the line height: with their own metrics (the
    /// default, as TextKit), or with the primary font's (see ``FallbackLineHeight``).
    public var fallbackLineHeight: FallbackLineHeight = .ownMetrics
    /// The paragraph's strut, which sets the least height of every line (or, forced,
    /// its exact height); nil (the default, as TextKit): none.
    public var strut: Strut?

    /// TextKit's default tab stops: 12 left stops every 28 px.
    public static let defaultTabStops = (1...12).map { TextTab(alignment: .left, location: Double($0) * 28) }

    /// The most tab stops a paragraph style may have.
    public static let maximumTabStopCount = 1_000

    /// Creates a paragraph style; every setting has TextKit's default.
    public init(
        alignment: TextAlignment = .natural, baseWritingDirection: BaseWritingDirection = .natural,
        lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineBreakStrategy: LineBreakStrategy = [],
        tabStops: [TextTab] = ParagraphStyle.defaultTabStops, defaultTabInterval: Double = 0,
        fallbackLineHeight: FallbackLineHeight = .ownMetrics, strut: Strut? = nil
    ) {
        self.alignment = alignment
        self.baseWritingDirection = baseWritingDirection
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.lineBreakStrategy = lineBreakStrategy
        self.tabStops = tabStops
        self.defaultTabInterval = defaultTabInterval
        self.fallbackLineHeight = fallbackLineHeight
        self.strut = strut
    }

    /// The default style.
    public static let `default` = ParagraphStyle()

    /// The first setting that is NaN, infinite, negative or too large, as a typed error:
    /// the line height multiple goes up to ``TextLayoutLimits/maximumLineHeightMultiple``,
    /// heights, spacings, tab locations and the tab interval up to
    /// ``TextLayoutLimits/maximumLength`` (a non-zero interval from
    /// ``TextLayoutLimits/minimumTabInterval``); at most ``maximumTabStopCount`` tab stops;
    /// a strut's size as a font size.
    func validate() throws(TextLayoutError) {
        try TextLayoutLimits.check(
            lineHeightMultiple, "line height multiple", in: 0...TextLayoutLimits.maximumLineHeightMultiple)
        let values = [
            ("minimum line height", minimumLineHeight), ("maximum line height", maximumLineHeight),
            ("line spacing", lineSpacing), ("paragraph spacing", paragraphSpacing),
        ]
        for (name, value) in values { try TextLayoutLimits.checkLength(value, name) }
        try TextLayoutLimits.checkLength(defaultTabInterval, "default tab interval")
        if defaultTabInterval != 0 {
            try TextLayoutLimits.check(
                defaultTabInterval, "default tab interval",
                in: TextLayoutLimits.minimumTabInterval...TextLayoutLimits.maximumLength)
        }
        guard tabStops.count <= Self.maximumTabStopCount else {
            throw .numberOutOfRange(
                name: "tab stop count", value: Double(tabStops.count), minimum: 0, maximum: Double(Self.maximumTabStopCount))
        }
        for tab in tabStops { try TextLayoutLimits.checkLength(tab.location, "tab stop location") }
        if let strut { try TextLayoutLimits.checkFontSize(strut.size) }
    }
}
