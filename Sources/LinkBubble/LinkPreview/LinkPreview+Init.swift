extension LinkPreview {
    /// The preview of `characterRange` in an existing layout.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text the link is in.
    ///   - characterRange: The UTF-16 range to preview, usually a link's whole range.
    ///   - style: How the bubbles are drawn around the link's rects.
    ///   - options: How tall and wide the line rects are (by default the full line
    ///     fragment height, tiling, as link bubbles want).
    ///   - visibleRect: The visible part of the container, if the text scrolls.
    ///   - ancestors: Views between the text and the window that may clip it.
    /// - Throws: ``/TextLayout/TextLayoutError/rangeOutOfBounds(range:length:)``;
    ///   ``/TextLayout/TextLayoutError/emptyRange(at:)`` for an empty range (it has
    ///   nothing to preview); and
    ///   ``/TextLayout/TextLayoutError/rangeNotVisible(range:)`` when none of the range's
    ///   characters is visible (a link hidden by a truncated line's ellipsis, or past the
    ///   last line): such a range has no rects, and no preview. A range partly hidden
    ///   by an ellipsis previews its visible characters and the ellipsis (see
    ///   ``/TextLayout/LineBreakMode``).
    public init(
        layout: LayoutManager, characterRange: Range<Int>, style: BubbleStyle = .ios,
        options: EnclosingRectOptions = EnclosingRectOptions(), visibleRect: Rect? = nil, ancestors: [ClippingAncestor] = []
    ) throws(TextLayoutError) {
        let rects = try layout.enclosingRects(forCharacterRange: characterRange, options: options)
        try Self.requireVisible(characterRange, rects: rects)
        let visible = visibleRect == nil && ancestors.isEmpty
            ? rects : RectClipping.clip(rects, to: visibleRect, ancestors: ancestors)
        self.init(
            layout: layout, characterRange: characterRange,
            parameters: PreviewParameters(textLineRects: visible, style: style, bubbleLayout: BubbleLayout(rects: visible, style: style)),
            checked: ())
    }

    /// The preview of `characterRange` with parameters made already, as UIKit's
    /// `UITargetedPreview(view:parameters:)`: the line rects, bubbles, style, background
    /// color and shadow path come from `parameters` (``/WrapPath/PreviewParameters`` of rects the
    /// caller chose, clipped as it chose: ``lineRects`` are its `textLineRects`), the
    /// text and link from `layout`.
    ///
    /// - Throws: ``/TextLayout/TextLayoutError/rangeOutOfBounds(range:length:)`` and
    ///   ``/TextLayout/TextLayoutError/emptyRange(at:)``.
    public init(layout: LayoutManager, characterRange: Range<Int>, parameters: PreviewParameters) throws(TextLayoutError) {
        guard characterRange.lowerBound >= 0, characterRange.upperBound <= layout.text.length else {
            throw .rangeOutOfBounds(range: characterRange, length: layout.text.length)
        }
        try Self.requireVisible(characterRange, rects: nil)
        self.init(layout: layout, characterRange: characterRange, parameters: parameters, checked: ())
    }

    private init(layout: LayoutManager, characterRange: Range<Int>, parameters: PreviewParameters, checked: Void) {
        self.layout = layout
        self.characterRange = characterRange
        self.link = layout.text.links.first { $0.range.overlaps(characterRange) }?.value
        self.lineRects = parameters.textLineRects
        self.style = parameters.style
        self.bubbleLayout = parameters.bubbleLayout
        self.backgroundColor = parameters.backgroundColor
        self.shadowPath = parameters.shadowPath
        var mask = Path()
        for bubble in Bubble.bubbles(around: lineRects, style: .plain) { mask.addPath(bubble.path) }
        self.maskPath = mask
    }

    /// Checks that `range` has something to preview: it is not empty, and (when `rects`
    /// are given) some of it is visible.
    private static func requireVisible(_ range: Range<Int>, rects: [Rect]?) throws(TextLayoutError) {
        if range.isEmpty { throw .emptyRange(at: range.lowerBound) }
        if rects?.isEmpty == true { throw .rangeNotVisible(range: range) }
    }

    /// The preview of the link under `point` in an existing layout, or nil when the
    /// point is not on a link's glyphs, or when none of the link's characters is
    /// visible (an ellipsis that hides the whole link stands for it, but has nothing to
    /// preview). The preview covers the link's whole visible range.
    ///
    /// It never throws: the layout is made, and a link's range always lies within it.
    public init?(
        layout: LayoutManager, linkAt point: Point, style: BubbleStyle = .ios, visibleRect: Rect? = nil,
        ancestors: [ClippingAncestor] = []
    ) {
        // `link(at:)` returns a range of the layout's own text, which the
        // range-taking initializer accepts; it throws only when none of it is visible
        // (TextLayoutError.rangeNotVisible), which is "no preview" here.
        guard let hit = layout.link(at: point),
            let preview = try? Self(
                layout: layout, characterRange: hit.range, style: style, visibleRect: visibleRect, ancestors: ancestors)
        else { return nil }
        self = preview
    }

    /// Lays out `text` in `container` and makes the preview of `characterRange`: the
    /// one call from text to preview geometry.
    ///
    /// `fontSource` chooses the face of each cluster, as in
    /// ``/TextLayout/LayoutManager/init(text:container:cache:fontSource:)``: by default
    /// the explicit chain, then the system's fonts (``/TextLayout/SystemFontSource``);
    /// ``/TextLayout/FontChainSource`` gives the same preview on every machine.
    public init(
        text: AttributedText, container: TextContainer, characterRange: Range<Int>, style: BubbleStyle = .ios,
        cache: LayoutCache = LayoutCache(), fontSource: any FontSource = SystemFontSource.shared
    ) throws(TextLayoutError) {
        let layout = try LayoutManager(text: text, container: container, cache: cache, fontSource: fontSource)
        try self.init(layout: layout, characterRange: characterRange, style: style)
    }

    /// Lays out `text` in `container` and makes the preview of the link under `point`.
    /// `fontSource` is as in ``init(text:container:characterRange:style:cache:fontSource:)``.
    ///
    /// - Throws: ``/TextLayout/TextLayoutError/noLink(x:y:)`` when the point is on no
    ///   link's glyphs, ``/TextLayout/TextLayoutError/rangeNotVisible(range:)`` when
    ///   none of the link's characters is visible, and the layout's errors.
    public init(
        text: AttributedText, container: TextContainer, linkAt point: Point, style: BubbleStyle = .ios,
        cache: LayoutCache = LayoutCache(), fontSource: any FontSource = SystemFontSource.shared
    ) throws(TextLayoutError) {
        let layout = try LayoutManager(text: text, container: container, cache: cache, fontSource: fontSource)
        guard let hit = layout.link(at: point) else { throw .noLink(x: point.x, y: point.y) }
        try self.init(layout: layout, characterRange: hit.range, style: style)
    }
}
