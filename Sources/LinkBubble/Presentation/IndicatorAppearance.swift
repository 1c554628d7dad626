/// How ``PresentationMode/indicator`` looks: WebKit's `TextIndicator` on iOS.
///
/// The defaults are WebKit's published values: a yellow platter (sRGB 0.99, 0.89,
/// 0.22) around the text rects grown by a 2 x 1-point margin, a drop shadow (black
/// at alpha 0.2, falling 1 point down) and a rim shadow (black at alpha 0.35, no
/// offset), and the text drawn on top in black. WebKit gives its blurs as Core
/// Animation shadow radii (2 and 1 points), which are standard deviations; a
/// ``PreviewShadow``'s blur radius is a CSS one, twice the standard deviation, so the
/// defaults are 4 and 2. WebKit's corner radius is not part of the published values
/// this follows; 3 points is the radius of its earlier indicator style.
///
/// A value: share and copy it freely.
public struct IndicatorAppearance: Hashable, Sendable {
    /// The platter's color.
    public var platterColor: Color
    /// The color of the text drawn on the platter; nil keeps the text's own colors
    /// (WebKit's `RespectTextColor`).
    public var textColor: Color?
    /// The soft shadow that lifts the platter off the page, if any.
    public var dropShadow: PreviewShadow?
    /// The tight shadow that outlines the platter's edge, if any.
    public var rimShadow: PreviewShadow?
    /// How far the platter reaches past the text rects, left and right (`width`) and
    /// above and below (`height`), in points.
    public var margin: Size
    /// The platter's corner radius, in points.
    public var cornerRadius: Double

    /// Creates an indicator appearance; the defaults are WebKit's (see above).
    public init(
        platterColor: Color = Color(red: 0.99, green: 0.89, blue: 0.22), textColor: Color? = .black,
        dropShadow: PreviewShadow? = PreviewShadow(
            color: Color(red: 0, green: 0, blue: 0, alpha: 0.2), blurRadius: 4, offset: Point(x: 0, y: 1)),
        rimShadow: PreviewShadow? = PreviewShadow(
            color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), blurRadius: 2, offset: .zero),
        margin: Size = Size(width: 2, height: 1), cornerRadius: Double = 3
    ) {
        self.platterColor = platterColor
        self.textColor = textColor
        self.dropShadow = dropShadow
        self.rimShadow = rimShadow
        self.margin = margin
        self.cornerRadius = cornerRadius
    }

    /// The shadows that are set, the drop shadow first.
    var shadows: [PreviewShadow] { [dropShadow, rimShadow].compactMap { $0 } }

    /// Throws unless the margin and radius are finite and not negative, and the
    /// shadows' numbers finite.
    func checkNumbers() throws(RenderError) {
        for (name, value) in [("indicator.margin.width", margin.width), ("indicator.margin.height", margin.height),
                              ("indicator.cornerRadius", cornerRadius)]
        where !(value.isFinite && value >= 0) {
            throw .invalidArgument(name: name, value: value)
        }
        for shadow in shadows { try shadow.checkNumbers(name: "indicator shadow") }
    }
}
