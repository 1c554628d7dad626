extension Scene {
    /// The scene of `mode` around `shapes`, with `content`, covering `area` (points) at
    /// `appearance.scale`: the one entry point from shapes to a presentation, which
    /// ``LinkPreview/scene(_:mode:)`` uses for laid-out text and which takes bubbles of
    /// any origin (the frames of UI elements over a screenshot).
    ///
    /// Every mode draws `content.background` first, then:
    /// - ``PresentationMode/preview``: the shadow of the bubbles, or of
    ///   `shapes.shadowPath` when set (if `appearance` has one), the bubbles filled with the platter color, `content.highlighted`;
    /// - ``PresentationMode/pressed``: the bubbles filled with `appearance.pressedColor`,
    ///   knocked out around `content.surroundingInk`, then `content.text` over them;
    /// - ``PresentationMode/outline``: `content.text`, then the bubbles stroked in the
    ///   highlight color and width, knocked out around `content.ink`;
    /// - ``PresentationMode/spotlight``: `content.text`, then everything dimmed by
    ///   `appearance.dimColor` except the spotlight's holes;
    /// - ``PresentationMode/indicator``: `content.text`, the indicator's drop and rim
    ///   shadows and its platter, then `content.highlighted`.
    ///
    /// Knockouts keep `appearance.inkClearance` points from the glyphs' ink; with no
    /// glyphs to keep clear of, the fill or stroke is a plain one.
    ///
    /// - Throws: ``/BubbleRender/RenderError/invalidScale(_:)``,
    ///   ``/BubbleRender/RenderError/imageTooLarge(width:height:)`` or
    ///   ``/BubbleRender/RenderError/invalidArgument(name:value:)`` for `area`, and
    ///   ``/BubbleRender/RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite width, clearance, margin or radius of `appearance`, or a non-finite
    ///   shadow.
    public init(
        presenting mode: PresentationMode, shapes: PresentationShapes, content: PresentationContent = PresentationContent(),
        covering area: Rect, appearance: PreviewAppearance = PreviewAppearance()
    ) throws(RenderError) {
        try appearance.checkNumbers()
        try self.init(covering: area, scale: appearance.scale, elements: content.background)
        let clearance = appearance.inkClearance
        switch mode {
        case .preview:
            if let shadow = appearance.shadow { elements.append(.shadow(shadow.sceneShadow(of: shapes.shadowPath ?? shapes.bubbles))) }
            elements.append(.fill(shapes.bubbles, color: appearance.platterColor, fillRule: .nonZero))
            elements += content.highlighted
        case .pressed:
            let color = appearance.pressedColor
            elements.append(content.surroundingInk.isEmpty
                ? .fill(shapes.bubbles, color: color, fillRule: .nonZero)
                : .knockout(SceneKnockout(
                    path: shapes.bubbles, color: color, paint: .fill(.nonZero), clearOf: content.surroundingInk,
                    clearance: clearance)))
            elements += content.text
        case .outline:
            elements += content.text
            let (color, width) = (appearance.highlightColor, appearance.highlightWidth)
            elements.append(content.ink.isEmpty
                ? .stroke(shapes.bubbles, color: color, width: width)
                : .knockout(SceneKnockout(
                    path: shapes.bubbles, color: color, paint: .stroke(width: width), clearOf: content.ink,
                    clearance: clearance)))
        case .spotlight:
            elements += content.text
            elements.append(.dim(appearance.dimColor, holes: shapes.spotlightHoles))
        case .indicator:
            elements += content.text
            let indicator = appearance.indicator
            elements += indicator.shadows.map { .shadow($0.sceneShadow(of: shapes.indicatorPlatter)) }
            elements.append(.fill(shapes.indicatorPlatter, color: indicator.platterColor, fillRule: .nonZero))
            elements += content.highlighted
        }
    }
}
