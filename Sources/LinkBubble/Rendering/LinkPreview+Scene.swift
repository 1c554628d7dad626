extension LinkPreview {
    /// The scene of the link in `mode`: the one description that the PNG
    /// (``renderPreview(_:)``, ``renderHighlight(_:)``, ``/BubbleRender/Scene/png()``),
    /// the SVG (``svg(_:mode:)``) and the mask (``/BubbleRender/Scene/mask()``) are drawn
    /// from, at `appearance.scale`. It is
    /// `Scene(presenting:shapes:content:covering:appearance:)` with
    /// the shapes of ``presentationShapes(_:)`` (the shadow following ``shadowPath``
    /// when set), the platter in ``backgroundColor`` when set, and this content:
    ///
    /// - ``PresentationMode/preview``: the background colors of the link's characters,
    ///   and the link's own glyphs in their foreground colors (or
    ///   `appearance.textColor`) with their underlines and strikethroughs over them. No
    ///   other text shows. The scene covers the bubbles' bounds plus a margin for the
    ///   shadow.
    /// - The other modes: the background colors, glyphs and decorations of the whole
    ///   text; the ink of every glyph for the outline to keep clear of, of the glyphs
    ///   outside the link for the pressed fill; for the indicator, the link's glyphs and
    ///   decorations in `appearance.indicator.textColor` (when set) on its platter. The
    ///   scene covers the layout's size, and the shapes where they reach past it (the
    ///   outline's width and the indicator's shadows included).
    ///
    /// Link runs take `appearance.linkStyle` (blue and underlined by default);
    /// `appearance.textColor`, when set, paints glyphs and decorations alike.
    ///
    /// - Throws: ``/BubbleRender/RenderError/invalidScale(_:)`` or
    ///   ``/BubbleRender/RenderError/imageTooLarge(width:height:)`` for the scene's size;
    ///   ``/BubbleRender/RenderError/emptyPath`` for a preview with nothing visible;
    ///   ``/BubbleRender/RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite `highlightWidth`, `inkClearance`, shadow blur radius or indicator
    ///   margin or radius, or a non-finite shadow offset.
    public func scene(_ appearance: PreviewAppearance = PreviewAppearance(), mode: PresentationMode = .preview)
        throws(RenderError) -> Scene
    {
        let parts = try presentation(appearance, mode: mode)
        return try Scene(
            presenting: mode, shapes: parts.shapes, content: parts.content, covering: parts.area,
            appearance: parts.appearance)
    }

    /// What ``scene(_:mode:)`` draws in `mode`: the shapes, the content, the area the
    /// scene covers (animations draw the same content around shapes that move), and
    /// `appearance` with the preview's ``backgroundColor`` as its platter color when set.
    func presentation(_ appearance: PreviewAppearance, mode: PresentationMode) throws(RenderError)
        -> (shapes: PresentationShapes, content: PresentationContent, area: Rect, appearance: PreviewAppearance)
    {
        try appearance.checkNumbers()
        var appearance = appearance
        if let backgroundColor { appearance.platterColor = backgroundColor }
        var shapes = presentationShapes(appearance.indicator)
        shapes.shadowPath = shadowPath
        let restyle = appearance.linkStyle.applied
        if mode == .preview {
            guard let bounds else { throw .emptyPath }
            return (
                shapes, PresentationContent(highlighted: try linkContent(color: appearance.textColor, appearance)),
                bounds.outsetBy(dx: appearance.margin, dy: appearance.margin), appearance
            )
        }
        var content = PresentationContent(background: backgrounds(within: nil))
        let ink = try GlyphRun.runs(of: layout, color: appearance.textColor, restyle: restyle)
        content.text = [.glyphs(ink)]
        let decorations = try TextDecoration.decorations(of: layout, color: appearance.textColor, restyle: restyle)
        if !decorations.isEmpty { content.text.append(.decorations(decorations)) }
        switch mode {
        case .outline: content.ink = ink
        case .pressed: content.surroundingInk = try surroundingRuns(appearance)
        case .indicator:
            content.highlighted = try linkContent(
                color: appearance.indicator.textColor ?? appearance.textColor, appearance, backgrounds: false)
        case .preview, .spotlight: break
        }
        let size = layout.size
        var area = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let reach: (path: Path, by: Double) = switch mode {
        case .outline: (shapes.bubbles, appearance.highlightWidth)
        case .indicator:
            (shapes.indicatorPlatter, (appearance.indicator.shadows.map(\.reach).max() ?? 0) + 1)
        case .preview, .pressed, .spotlight: (shapes.bubbles, 0)
        }
        if let bounds = reach.path.bounds { area = area.union(bounds.outsetBy(dx: reach.by, dy: reach.by)) }
        return (shapes, content, area, appearance)
    }

    /// The shapes the modes are drawn around: ``bubblePath``, and the spotlight's holes
    /// and the indicator's platter around ``lineRects`` (see
    /// ``PresentationShapes/init(rects:style:indicator:)``).
    public func presentationShapes(_ indicator: IndicatorAppearance = IndicatorAppearance()) -> PresentationShapes {
        PresentationShapes(
            bubbles: bubblePath, around: lineRects.filter { $0.isFinite && $0.width > 0 && $0.height > 0 },
            indicator: indicator)
    }

    /// The link's background colors (when `backgrounds`), glyphs in `color` (nil: their
    /// own) and decorations, as scene elements.
    private func linkContent(
        color: Color?, _ appearance: PreviewAppearance, backgrounds: Bool = true
    ) throws(RenderError) -> [SceneElement] {
        var elements = backgrounds ? self.backgrounds(within: characterRange) : []
        var decorations: [TextDecoration] = []
        for run in glyphRuns {
            elements.append(.glyphs(try GlyphRun.runs(
                of: layout, glyphRange: run, color: color, restyle: appearance.linkStyle.applied)))
            decorations += try TextDecoration.decorations(
                of: layout, glyphRange: run, color: color, restyle: appearance.linkStyle.applied)
        }
        if !decorations.isEmpty { elements.append(.decorations(decorations)) }
        return elements
    }

    /// The glyph runs of the text outside the link, as the whole text draws them.
    private func surroundingRuns(_ appearance: PreviewAppearance) throws(RenderError) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var start = 0
        for link in glyphRuns + [layout.glyphs.count..<layout.glyphs.count] {
            if start < link.lowerBound {
                runs += try GlyphRun.runs(
                    of: layout, glyphRange: start..<link.lowerBound, color: appearance.textColor,
                    restyle: appearance.linkStyle.applied)
            }
            start = link.upperBound
        }
        return runs
    }

    /// The background colors of the text's attribute runs (within `range`, or all of
    /// them): each run's enclosing rects at its own fonts' height.
    private func backgrounds(within range: Range<Int>?) -> [SceneElement] {
        var elements: [SceneElement] = []
        for run in layout.text.runs {
            guard let color = run.attributes.backgroundColor else { continue }
            let part = range.map { run.range.clamped(to: $0) } ?? run.range
            guard !part.isEmpty else { continue }
            // `part` lies inside the text, so the query cannot fail.
            let rects = (try? layout.enclosingRects(forCharacterRange: part, options: EnclosingRectOptions(heightStyle: .tight))) ?? []
            for rect in rects { elements.append(.rect(rect, color: color)) }
        }
        return elements
    }
}
