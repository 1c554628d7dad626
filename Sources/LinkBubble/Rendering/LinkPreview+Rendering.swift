extension LinkPreview {
    /// The preview image: the platter (the bubble filled with the platter color, over
    /// an optional soft shadow) with the link's own glyphs drawn on it with FreeType, in
    /// their foreground colors, over their background colors: the raster of
    /// ``scene(_:mode:)`` in ``PresentationMode/preview`` mode.
    /// Everything outside the bubble (and its shadow) is transparent, and no other
    /// text shows: only glyphs inside the mask path, the link's own, are drawn.
    ///
    /// - Throws: ``/BubbleRender/RenderError`` for a bad scale or an image too large; an empty
    ///   preview (nothing visible) throws ``/BubbleRender/RenderError/emptyPath``.
    public func renderPreview(_ appearance: PreviewAppearance = PreviewAppearance()) throws(RenderError) -> Canvas {
        try scene(appearance, mode: .preview).canvas()
    }

    /// The whole text with the bubble outline stroked over it, knocked out around the
    /// glyphs, for annotating screenshots: the raster of ``scene(_:mode:)`` in
    /// ``PresentationMode/outline`` mode, transparent behind the text.
    ///
    /// - Throws: ``/BubbleRender/RenderError`` for a bad scale or an image too large.
    public func renderHighlight(_ appearance: PreviewAppearance = PreviewAppearance()) throws(RenderError) -> Canvas {
        try scene(appearance, mode: .outline).canvas()
    }

    /// The link in `mode` as an SVG document: the same
    /// ``scene(_:mode:)`` as the PNG, with the same pixel size as its
    /// `width` and `height` (see ``/BubbleRender/Scene/svg()``): shadow, platter, background
    /// colors and glyph outlines.
    ///
    /// - Throws: ``/BubbleRender/RenderError`` as ``scene(_:mode:)`` does, or when a glyph outline
    ///   fails to load.
    public func svg(_ appearance: PreviewAppearance = PreviewAppearance(), mode: PresentationMode = .preview)
        throws(RenderError) -> String
    {
        try scene(appearance, mode: mode).svg()
    }

    /// The antialiased coverage of the mask path (the exact outline around the link's
    /// text), or of the rounded bubble when `bubble` is true, at `scale`.
    public func mask(scale: Double, bubble: Bool = false) throws(RenderError) -> Mask {
        try MaskRasterizer.coverage(of: bubble ? bubblePath : maskPath, scale: scale)
    }
}
