/// A soft shadow under the preview platter.
public struct PreviewShadow: Hashable, Sendable {
    /// The shadow's color (its alpha is the shadow's strength).
    public var color: Color
    /// The blur radius in points (a Gaussian of standard deviation radius / 2).
    public var blurRadius: Double
    /// How far the shadow falls from the platter, in points.
    public var offset: Point

    /// Creates a shadow; the defaults are a soft shadow falling slightly down.
    public init(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.3), blurRadius: Double = 8,
                offset: Point = Point(x: 0, y: 2)) {
        self.color = color
        self.blurRadius = blurRadius
        self.offset = offset
    }

    /// Throws unless the blur radius is finite and not negative and the offset
    /// finite; `name` starts the names of the numbers in the error.
    func checkNumbers(name: String) throws(RenderError) {
        guard blurRadius.isFinite, blurRadius >= 0 else {
            throw .invalidArgument(name: name + ".blurRadius", value: blurRadius)
        }
        for (part, value) in [(".offset.x", offset.x), (".offset.y", offset.y)] where !value.isFinite {
            throw .invalidArgument(name: name + part, value: value)
        }
    }

    /// How far past its shape the shadow shows, in points.
    var reach: Double { blurRadius * 1.5 + max(abs(offset.x), abs(offset.y)) }

    /// The scene's shadow of `path` in this shadow's color, blur and offset.
    func sceneShadow(of path: Path) -> SceneShadow {
        SceneShadow(path: path, color: color, blurRadius: blurRadius, offset: offset)
    }
}

/// How a link preview image looks.
public struct PreviewAppearance: Hashable, Sendable {
    /// Device pixels per point (1, 2, 3 or fractional).
    public var scale: Double
    /// The platter's color, inside the bubble.
    public var platterColor: Color
    /// Paints all text (and its underlines and strikethroughs) in this color instead of
    /// its own colors, when set.
    public var textColor: Color?
    /// How link runs look (color, underline), as `UITextView`'s `linkTextAttributes`.
    public var linkStyle: LinkStyle
    /// The shadow under the platter, if any.
    public var shadow: PreviewShadow?
    /// The color of the bubble outline in ``PresentationMode/outline``.
    public var highlightColor: Color
    /// The width of the bubble outline in ``PresentationMode/outline``, in points.
    public var highlightWidth: Double
    /// The fill behind the glyphs in ``PresentationMode/pressed``: UIKit's
    /// `systemFill` in light mode, sRGB (120, 120, 128) at alpha 0.2 (on white,
    /// #E4E4E6). The system fill color is what UIKit's press highlight on a text link
    /// is filled with; translucent, it reads on any background, and it keeps the text
    /// over it legible (black text on white under it keeps a contrast of 16.5 to 1).
    public var pressedColor: Color
    /// What ``PresentationMode/spotlight`` lays over everything outside its holes:
    /// black at alpha 0.4, so each color channel of an opaque pixel there is
    /// multiplied by 0.6 (the dim factor), dark enough to pick the holes out at a
    /// glance and light enough that the text around them stays readable.
    public var dimColor: Color
    /// How far the outline (``PresentationMode/outline``) and the pressed fill
    /// (``PresentationMode/pressed``) stay from glyph ink they would cover, in points
    /// (see ``/BubbleRender/SceneKnockout``).
    public var inkClearance: Double
    /// How ``PresentationMode/indicator`` looks.
    public var indicator: IndicatorAppearance

    /// Creates an appearance: a white platter at 2x with no shadow, and links in iOS's
    /// blue and underlined (``LinkStyle/standard``), by default.
    public init(
        scale: Double = 2, platterColor: Color = .white, textColor: Color? = nil, linkStyle: LinkStyle = .standard,
        shadow: PreviewShadow? = nil, highlightColor: Color = Color(red: 0, green: 0.478, blue: 1),
        highlightWidth: Double = 2,
        pressedColor: Color = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2),
        dimColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.4), inkClearance: Double = 1,
        indicator: IndicatorAppearance = IndicatorAppearance()
    ) {
        self.scale = scale
        self.platterColor = platterColor
        self.textColor = textColor
        self.linkStyle = linkStyle
        self.shadow = shadow
        self.highlightColor = highlightColor
        self.highlightWidth = highlightWidth
        self.pressedColor = pressedColor
        self.dimColor = dimColor
        self.inkClearance = inkClearance
        self.indicator = indicator
    }

    /// Throws unless the widths, the clearance and the shadows' numbers are finite,
    /// and the widths and clearance not negative (the scale is checked by the scene).
    func checkNumbers() throws(RenderError) {
        for (name, value) in [("highlightWidth", highlightWidth), ("inkClearance", inkClearance)]
        where !(value.isFinite && value >= 0) {
            throw .invalidArgument(name: name, value: value)
        }
        try shadow?.checkNumbers(name: "shadow")
        try indicator.checkNumbers()
    }

    /// How far past the bubble the image reaches, in points, so the shadow fits.
    var margin: Double { (shadow?.reach ?? 0) + 1 }
}
