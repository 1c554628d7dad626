extension LinkPreview {
    /// The preview image: the platter (the bubble filled with the platter color, over
    /// an optional soft shadow) with the link's own glyphs drawn on it with FreeType, in
    /// their foreground colors, over their background colors.
    /// Everything outside the bubble (and its shadow) is transparent, and no other
    /// text shows: only glyphs inside the mask path, the link's own, are drawn.
    ///
    /// The canvas covers the bubbles' bounds plus a margin for the shadow, at
    /// `appearance.scale`.
    ///
    /// - Throws: ``RenderError`` for a bad scale or an image too large; an empty
    ///   preview (nothing visible) throws ``RenderError/emptyPath``.
    public func renderPreview(_ appearance: PreviewAppearance = PreviewAppearance()) throws(RenderError) -> Canvas {
        guard let bounds else { throw .emptyPath }
        var canvas = try Self.canvas(covering: bounds.outsetBy(dx: appearance.margin, dy: appearance.margin),
                                     scale: appearance.scale)
        let bubble = bubblePath
        if let shadow = appearance.shadow {
            try canvas.drawShadow(of: bubble, color: shadow.color, blurRadius: shadow.blurRadius, offset: shadow.offset)
        }
        try canvas.fill(bubble, color: appearance.platterColor)
        try drawBackgrounds(on: &canvas, within: characterRange)
        for run in glyphRuns {
            try canvas.drawGlyphs(of: layout, glyphRange: run, color: appearance.textColor)
        }
        return canvas
    }

    /// The whole text with the bubble outline stroked over it, for annotating
    /// screenshots: the canvas covers the layout's size (and the bubble, if it
    /// reaches past it), transparent behind the text.
    public func renderHighlight(_ appearance: PreviewAppearance = PreviewAppearance()) throws(RenderError) -> Canvas {
        let size = layout.size
        var area = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if let bounds { area = area.union(bounds.outsetBy(dx: appearance.highlightWidth, dy: appearance.highlightWidth)) }
        var canvas = try Self.canvas(covering: area, scale: appearance.scale)
        try drawBackgrounds(on: &canvas, within: nil)
        try canvas.drawGlyphs(of: layout, color: appearance.textColor)
        try canvas.stroke(bubblePath, color: appearance.highlightColor, width: appearance.highlightWidth)
        return canvas
    }

    /// The preview as an SVG document: the bubble filled with the platter color and
    /// the link's glyphs as outlines (highlight: the whole text's glyphs and the
    /// stroked bubble).
    public func svg(_ appearance: PreviewAppearance = PreviewAppearance(), highlight: Bool = false) -> String {
        var layers: [SVGLayer] = []
        var box = bounds ?? .zero
        if highlight {
            let size = layout.size
            box = box.union(Rect(x: 0, y: 0, width: size.width, height: size.height))
            for (path, color) in SVGWriter.glyphOutlines(of: layout) {
                layers.append(SVGLayer(path: path, fill: appearance.textColor ?? color))
            }
            layers.append(SVGLayer(path: bubblePath, fill: nil, stroke: appearance.highlightColor,
                                   strokeWidth: appearance.highlightWidth))
        } else {
            layers.append(SVGLayer(path: bubblePath, fill: appearance.platterColor))
            for run in glyphRuns {
                for (path, color) in SVGWriter.glyphOutlines(of: layout, glyphRange: run) {
                    layers.append(SVGLayer(path: path, fill: appearance.textColor ?? color))
                }
            }
        }
        let viewBox = box.outsetBy(dx: 1, dy: 1)
        return SVGWriter.document(
            size: Size(width: viewBox.width * appearance.scale, height: viewBox.height * appearance.scale),
            viewBox: viewBox, layers: layers)
    }

    /// The antialiased coverage of the mask path (the exact outline around the link's
    /// text), or of the rounded bubble when `bubble` is true, at `scale`.
    public func mask(scale: Double, bubble: Bool = false) throws(RenderError) -> Mask {
        try MaskRasterizer.coverage(of: bubble ? bubblePath : maskPath, scale: scale)
    }

    /// A transparent canvas whose pixel grid covers `area` at `scale`, rounded out to
    /// whole pixels.
    static func canvas(covering area: Rect, scale: Double) throws(RenderError) -> Canvas {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let left = (area.minX * scale).rounded(.down), top = (area.minY * scale).rounded(.down)
        let right = (area.maxX * scale).rounded(.up), bottom = (area.maxY * scale).rounded(.up)
        guard (right - left).isFinite, (bottom - top).isFinite,
            right - left <= Double(RenderLimits.maximumSide), bottom - top <= Double(RenderLimits.maximumSide)
        else { throw .imageTooLarge(width: right - left, height: bottom - top) }
        return try Canvas(
            width: max(1, Int(right - left)), height: max(1, Int(bottom - top)), scale: scale,
            origin: Point(x: left / scale, y: top / scale))
    }
}
