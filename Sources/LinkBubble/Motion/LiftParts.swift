/// What a lift's frames are drawn from: the preview's line rects, bubbles and glyphs,
/// and the destination.
struct LiftParts: Sendable {
    /// The line rects the bubbles are made around (finite, not empty).
    let lineRects: [Rect]
    /// The preview's bubble style: its outset, radii and snapping fade out in the morph.
    let style: BubbleStyle
    /// The still preview's bubbles: the outline at the morph's start.
    let stillBubbles: Path
    /// The point the rise scales about: the middle of the line rects.
    let anchor: Point
    /// The link's backgrounds, glyphs and decorations, as the still preview draws them.
    let content: [SceneElement]
    let destination: LiftDestination
    /// The shadow at the start: the appearance's, or the destination's fully transparent.
    let startShadow: PreviewShadow
    let appearance: PreviewAppearance
    /// The area the still preview covers.
    let stillArea: Rect

    /// The state of one instant.
    struct State {
        /// The bubbles' outline before the motion.
        var outline: Path
        /// The rise's scale about the anchor.
        var motion: SceneMotion
        /// The glyphs' opacity.
        var contentOpacity: Double
        /// The shadow, or nil when it is fully transparent.
        var shadow: PreviewShadow?
    }

    init(preview: LinkPreview, destination: LiftDestination, appearance: PreviewAppearance) throws(RenderError) {
        let parts = try preview.presentation(appearance, mode: .preview)
        lineRects = preview.lineRects.filter { $0.isFinite && $0.width > 0 && $0.height > 0 }
        style = preview.style
        stillBubbles = preview.bubblePath
        anchor = preview.center ?? destination.rect.center
        content = parts.content.highlighted
        self.destination = destination
        var transparent = destination.shadow
        transparent.color.alpha = 0
        startShadow = appearance.shadow ?? transparent
        self.appearance = parts.appearance
        stillArea = parts.area
    }

    /// The state at `time` (0...1 of the whole lift).
    func state(at time: Double, curve: TimingCurve, duration: Double) -> State {
        let rise = LinkAnimation.riseFraction
        let risen: Double, morph: Double, morphTime: Double
        if time < rise {
            (risen, morph, morphTime) = (curve.progress(at: time / rise, duration: duration * rise), 0, 0)
        } else {
            morphTime = (time - rise) / (1 - rise)
            (risen, morph) = (1, curve.progress(at: morphTime, duration: duration * (1 - rise)))
        }
        let scale = mix(mix(1, LinkAnimation.riseScale, risen), 1, morph)
        return State(
            outline: outline(at: morph), motion: SceneMotion(scale: scale, anchor: anchor),
            contentOpacity: max(0, 1 - 2 * morphTime), shadow: shadow(at: risen))
    }

    /// The scene of `state`, covering `area`.
    func scene(_ state: State, covering area: Rect) throws(RenderError) -> Scene {
        var lifted = appearance
        lifted.shadow = state.shadow
        let shapes = PresentationShapes(bubbles: state.outline, spotlightHoles: Path(), indicatorPlatter: Path())
        var scene = try Scene(presenting: .preview, shapes: shapes, covering: area, appearance: lifted)
        if !state.motion.keepsGeometry { scene.elements = scene.elements.map { $0.moved(by: state.motion) } }
        var glyphs = state.motion
        glyphs.opacity = state.contentOpacity
        scene.appending(content, moved: glyphs)
        return scene
    }

    /// The bubbles' outline `progress` of the way through the morph: each line rect
    /// moved toward the destination rect, the style's outset and snapping shrinking to
    /// 0 and its radii growing to the destination's, and the rounded union of the
    /// moved rects, which is always a set of simple outlines (bubbles merge as their
    /// rects grow into each other). Exactly the still's bubbles at 0 and the
    /// destination's rounded rect at 1.
    func outline(at progress: Double) -> Path {
        if progress == 0 { return stillBubbles }
        let target = destination.rect
        let rects = lineRects.map { rect in
            let minX = mix(rect.minX, target.minX, progress), maxX = mix(rect.maxX, target.maxX, progress)
            let minY = mix(rect.minY, target.minY, progress), maxY = mix(rect.maxY, target.maxY, progress)
            return Rect(minX: minX, minY: minY, maxX: max(minX, maxX), maxY: max(minY, maxY))
        }
        let radius = destination.cornerRadius
        let morphed = BubbleStyle(
            outsetX: max(0, mix(style.outsetX, 0, progress)), outsetY: max(0, mix(style.outsetY, 0, progress)),
            radius: max(0, mix(style.radius, radius, progress)),
            concaveRadius: max(0, mix(style.concaveRadius, radius, progress)), cornerShape: style.cornerShape,
            snapTolerance: max(0, mix(style.snapTolerance, 0, progress)))
        var path = Path()
        for bubble in Bubble.bubbles(around: rects, style: morphed) { path.addPath(bubble.path) }
        return path
    }

    /// The shadow `progress` of the way from the start's to the destination's.
    func shadow(at progress: Double) -> PreviewShadow? {
        let (start, end) = (startShadow, destination.shadow)
        let color = Color(
            red: mix(start.color.red, end.color.red, progress), green: mix(start.color.green, end.color.green, progress),
            blue: mix(start.color.blue, end.color.blue, progress), alpha: mix(start.color.alpha, end.color.alpha, progress))
        guard color.alpha > 0 else { return nil }
        if progress == 0 { return start }
        return PreviewShadow(
            color: color, blurRadius: max(0, mix(start.blurRadius, end.blurRadius, progress)),
            offset: Point(x: mix(start.offset.x, end.offset.x, progress), y: mix(start.offset.y, end.offset.y, progress)))
    }

    /// Everything any frame reaches: the still's area, the destination with its
    /// shadow, and the risen bubbles and the outlines at the curve's extremes (an
    /// overshooting curve carries the rects past the destination), each with the
    /// larger shadow's reach.
    func area(curve: TimingCurve, duration: Double) -> Rect {
        let reach = max(startShadow.reach, destination.shadow.reach) + 1
        var area = stillArea.union(destination.rect.outsetBy(dx: reach, dy: reach))
        let samples = (0...200).map { curve.progress(at: Double($0) / 200, duration: duration) }
        let lowest = samples.min() ?? 0, highest = samples.max() ?? 1
        let scale = max(LinkAnimation.riseScale, mix(LinkAnimation.riseScale, 1, lowest), mix(1, LinkAnimation.riseScale, highest))
        for progress in [0, min(lowest, 0), max(highest, 1)] {
            guard let bounds = outline(at: progress).bounds else { continue }
            let grown = SceneMotion(scale: scale, anchor: anchor).apply(to: bounds)
            area = area.union(grown.outsetBy(dx: reach, dy: reach))
        }
        return area
    }
}

extension LiftDestination {
    /// The card's outline: its rect rounded by ``cornerRadius`` in `cornerShape`, as the
    /// lift's last frame draws it.
    public func outline(cornerShape: CornerShape) -> Path {
        var path = Path()
        for bubble in Bubble.bubbles(
            around: [rect], style: BubbleStyle(radius: cornerRadius, cornerShape: cornerShape))
        {
            path.addPath(bubble.path)
        }
        return path
    }

    /// The card as a still image: its outline filled with `appearance`'s platter color
    /// over its shadow, covering `area`: what a lift ends on.
    ///
    /// - Throws: ``/BubbleRender/RenderError`` for the area or the appearance.
    public func scene(cornerShape: CornerShape, covering area: Rect, appearance: PreviewAppearance) throws(RenderError)
        -> Scene
    {
        var card = appearance
        card.shadow = shadow
        let outline = outline(cornerShape: cornerShape)
        return try Scene(
            presenting: .preview, shapes: PresentationShapes(bubbles: outline, spotlightHoles: Path(), indicatorPlatter: Path()),
            covering: area, appearance: card)
    }
}
