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
    /// The color of the bubble outline in highlight images.
    public var highlightColor: Color
    /// The width of the bubble outline in highlight images, in points.
    public var highlightWidth: Double

    /// Creates an appearance: a white platter at 2x with no shadow, and links in iOS's
    /// blue and underlined (``LinkStyle/standard``), by default.
    public init(
        scale: Double = 2, platterColor: Color = .white, textColor: Color? = nil, linkStyle: LinkStyle = .standard,
        shadow: PreviewShadow? = nil, highlightColor: Color = Color(red: 0, green: 0.478, blue: 1),
        highlightWidth: Double = 2
    ) {
        self.scale = scale
        self.platterColor = platterColor
        self.textColor = textColor
        self.linkStyle = linkStyle
        self.shadow = shadow
        self.highlightColor = highlightColor
        self.highlightWidth = highlightWidth
    }

    /// Throws unless the widths and the shadow's numbers are finite, and the widths
    /// not negative (the scale is checked by the scene).
    func checkNumbers() throws(RenderError) {
        guard highlightWidth.isFinite, highlightWidth >= 0 else {
            throw .invalidArgument(name: "highlightWidth", value: highlightWidth)
        }
        guard let shadow else { return }
        guard shadow.blurRadius.isFinite, shadow.blurRadius >= 0 else {
            throw .invalidArgument(name: "shadow.blurRadius", value: shadow.blurRadius)
        }
        for (name, value) in [("shadow.offset.x", shadow.offset.x), ("shadow.offset.y", shadow.offset.y)]
        where !value.isFinite {
            throw .invalidArgument(name: name, value: value)
        }
    }

    /// How far past the bubble the image reaches, in points, so the shadow fits.
    var margin: Double {
        guard let shadow else { return 1 }
        return shadow.blurRadius * 1.5 + max(abs(shadow.offset.x), abs(shadow.offset.y)) + 1
    }
}
