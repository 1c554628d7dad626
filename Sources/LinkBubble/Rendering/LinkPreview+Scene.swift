extension LinkPreview {
    /// The scene of the preview image or of the highlight image: the one description
    /// that the PNG (``renderPreview(_:)``, ``renderHighlight(_:)``) and the SVG
    /// (``svg(_:mode:)``) are drawn from, at `appearance.scale`.
    ///
    /// - ``PreviewMode/preview``: the shadow of the bubble (if `appearance` has one),
    ///   the bubble filled with the platter color, the background colors of the link's
    ///   characters, and the link's own glyphs, in their foreground colors (or
    ///   `appearance.textColor`). No other text shows. The scene covers the bubbles'
    ///   bounds plus a margin for the shadow. Underlines and strikethroughs of the link's
    ///   glyphs draw over the glyphs.
    /// - ``PreviewMode/highlight``: the background colors and glyphs of the whole text,
    ///   and their decorations, with the bubble outline stroked over them in the
    ///   highlight color and width.
    ///
    /// Link runs take `appearance.linkStyle` (blue and underlined by default) in both
    /// modes; `appearance.textColor`, when set, paints glyphs and decorations alike.
    ///   The scene covers the layout's size, and the bubble if it reaches past it.
    ///
    /// - Throws: ``/BubbleRender/RenderError/invalidScale(_:)`` or
    ///   ``/BubbleRender/RenderError/imageTooLarge(width:height:)`` for the scene's size;
    ///   ``/BubbleRender/RenderError/emptyPath`` for a preview with nothing visible;
    ///   ``/BubbleRender/RenderError/invalidArgument(name:value:)`` for a negative or
    ///   non-finite `highlightWidth` or shadow blur radius, or a non-finite shadow
    ///   offset.
    public func scene(_ appearance: PreviewAppearance = PreviewAppearance(), mode: PreviewMode = .preview)
        throws(RenderError) -> Scene
    {
        try appearance.checkNumbers()
        let bubble = bubblePath
        switch mode {
        case .preview:
            guard let bounds else { throw .emptyPath }
            var scene = try Scene(
                covering: bounds.outsetBy(dx: appearance.margin, dy: appearance.margin), scale: appearance.scale)
            if let shadow = appearance.shadow {
                scene.elements.append(.shadow(SceneShadow(
                    path: bubble, color: shadow.color, blurRadius: shadow.blurRadius, offset: shadow.offset)))
            }
            scene.elements.append(.fill(bubble, color: appearance.platterColor, fillRule: .nonZero))
            scene.elements += backgrounds(within: characterRange)
            var decorations: [TextDecoration] = []
            for run in glyphRuns {
                scene.elements.append(.glyphs(try GlyphRun.runs(
                    of: layout, glyphRange: run, color: appearance.textColor, restyle: appearance.linkStyle.applied)))
                decorations += try TextDecoration.decorations(
                    of: layout, glyphRange: run, color: appearance.textColor, restyle: appearance.linkStyle.applied)
            }
            if !decorations.isEmpty { scene.elements.append(.decorations(decorations)) }
            return scene
        case .highlight:
            let size = layout.size
            var area = Rect(x: 0, y: 0, width: size.width, height: size.height)
            if let bounds {
                area = area.union(bounds.outsetBy(dx: appearance.highlightWidth, dy: appearance.highlightWidth))
            }
            var scene = try Scene(covering: area, scale: appearance.scale)
            scene.elements += backgrounds(within: nil)
            scene.elements.append(.glyphs(try GlyphRun.runs(
                of: layout, color: appearance.textColor, restyle: appearance.linkStyle.applied)))
            let decorations = try TextDecoration.decorations(
                of: layout, color: appearance.textColor, restyle: appearance.linkStyle.applied)
            if !decorations.isEmpty { scene.elements.append(.decorations(decorations)) }
            scene.elements.append(.stroke(bubble, color: appearance.highlightColor, width: appearance.highlightWidth))
            return scene
        }
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
