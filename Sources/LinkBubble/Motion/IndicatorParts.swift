/// What the indicator's frames are drawn from: the still indicator's elements, split
/// into the text under it (which stays) and the indicator itself (its shadows, its
/// platter and the link's glyphs on it), which bounces and fades.
struct IndicatorParts: Sendable {
    /// The backgrounds and text under the indicator.
    let base: [SceneElement]
    /// The indicator's shadows, platter and glyphs.
    let indicator: [SceneElement]
    /// The indicator's platter.
    let platter: Path
    /// The point the bounce scales about: the middle of the platter.
    let anchor: Point
    /// Device pixels per point.
    let scale: Double
    /// Everything any frame reaches: the still's area and, for a bounce, the platter at
    /// its largest with its shadows.
    let area: Rect

    init(preview: LinkPreview, appearance: PreviewAppearance, bounces: Bool) throws(RenderError) {
        let parts = try preview.presentation(appearance, mode: .indicator)
        let still = try Scene(
            presenting: .indicator, shapes: parts.shapes, content: parts.content, covering: parts.area,
            appearance: appearance)
        let split = parts.content.background.count + parts.content.text.count
        base = Array(still.elements[..<split])
        indicator = Array(still.elements[split...])
        platter = parts.shapes.indicatorPlatter
        guard let bounds = platter.bounds else { throw .emptyPath }
        anchor = bounds.center
        scale = appearance.scale
        var area = parts.area
        if bounces {
            let reach = (appearance.indicator.shadows.map(\.reach).max() ?? 0) + 1
            let largest = SceneMotion(scale: LinkAnimation.bounceScale, anchor: anchor).apply(to: bounds)
            area = area.union(largest.outsetBy(dx: reach, dy: reach))
        }
        self.area = area
    }

    /// The indicator's motion at `time` (0...1): the bounce's scale, the fade's opacity.
    func motion(at time: Double, kind: LinkAnimation.Kind, curve: TimingCurve, duration: Double) -> SceneMotion {
        var motion = SceneMotion(anchor: anchor)
        if kind.bounces {
            let peak = LinkAnimation.bounceScale, half = duration / 2
            motion.scale = time < 0.5
                ? mix(1, peak, curve.progress(at: time * 2, duration: half))
                : mix(peak, 1, curve.progress(at: time * 2 - 1, duration: half))
        }
        let progress = min(max(curve.progress(at: time, duration: duration), 0), 1)
        switch kind {
        case .bounceAndCrossfade, .fadeIn: motion.opacity = progress
        case .fadeOut: motion.opacity = 1 - progress
        case .bounce, .lift: break
        }
        return motion
    }

    /// The scene with the indicator moved by `motion`, covering `area`.
    func scene(_ motion: SceneMotion, covering area: Rect) throws(RenderError) -> Scene {
        var scene = try Scene(covering: area, scale: scale, elements: base)
        scene.appending(indicator, moved: motion)
        return scene
    }
}
