/// The shapes a ``PresentationMode`` is drawn around, in points: the bubbles, the
/// spotlight's holes and the indicator's platter.
///
/// Make them from rects with ``init(rects:style:indicator:)`` (a link's line rects,
/// the frames of UI elements), or give paths of your own (bubbles already clipped, for
/// example) with ``init(bubbles:spotlightHoles:indicatorPlatter:)``.
///
/// A value: share and copy it freely.
public struct PresentationShapes: Hashable, Sendable {
    /// The rounded bubbles: the preview's platter, the pressed fill, the outline.
    /// Filled by the non-zero rule.
    public var bubbles: Path
    /// The holes of the spotlight, filled by the non-zero rule (overlapping holes stay
    /// open).
    public var spotlightHoles: Path
    /// The indicator's platter, filled by the non-zero rule.
    public var indicatorPlatter: Path
    /// The outline the preview's shadow follows (UIPreviewParameters' `shadowPath`);
    /// nil: the bubbles'.
    public var shadowPath: Path?

    /// Shapes from paths of your own.
    public init(bubbles: Path, spotlightHoles: Path, indicatorPlatter: Path) {
        self.bubbles = bubbles
        self.spotlightHoles = spotlightHoles
        self.indicatorPlatter = indicatorPlatter
    }

    /// The shapes around `rects`:
    /// - the bubbles with `style` (``/WrapPath/BubbleLayout``: lines that overlap after
    ///   the outset share one);
    /// - the spotlight's holes as find-in-page cuts them: the exact union of the rects,
    ///   no outset, every corner rounded with a radius of 0.25 x the height of the
    ///   shortest rect (3 points when there is none);
    /// - the indicator's platter: the union of the rects grown by `indicator.margin`,
    ///   its corners rounded by `indicator.cornerRadius`.
    ///
    /// Empty rects and rects with a non-finite edge are left out; with none left, every
    /// path is empty.
    public init(rects: [Rect], style: BubbleStyle, indicator: IndicatorAppearance = IndicatorAppearance()) {
        let usable = rects.filter { $0.isFinite && $0.width > 0 && $0.height > 0 }
        self.init(bubbles: BubbleLayout(rects: usable, style: style).combinedPath, around: usable, indicator: indicator)
    }

    /// `bubbles`, with the spotlight's holes and the indicator's platter around
    /// `rects` (finite and not empty), as ``init(rects:style:indicator:)`` makes them.
    init(bubbles: Path, around rects: [Rect], indicator: IndicatorAppearance) {
        let holeRadius = rects.map(\.height).min().map { $0 / 4 } ?? 3
        self.init(
            bubbles: bubbles,
            spotlightHoles: Self.union(of: rects, style: BubbleStyle(radius: holeRadius)),
            indicatorPlatter: Self.union(of: rects, style: BubbleStyle(
                outsetX: indicator.margin.width, outsetY: indicator.margin.height, radius: indicator.cornerRadius)))
    }

    /// The bubbles around `rects` with `style`, as one path.
    private static func union(of rects: [Rect], style: BubbleStyle) -> Path {
        var path = Path()
        for bubble in Bubble.bubbles(around: rects, style: style) { path.addPath(bubble.path) }
        return path
    }

    /// The bounds of every shape, or nil when all are empty.
    var bounds: Rect? {
        [bubbles, spotlightHoles, indicatorPlatter].compactMap(\.bounds).reduce(nil) { $0?.union($1) ?? $1 }
    }
}
