/// A link's animation as a pure timeline: the scene of any instant, from the still
/// image it starts from to the one it ends on.
///
/// The kinds are Safari's link preview lift and WebKit's TextIndicator transitions:
///
/// | kind | default duration | first frame | last frame |
/// |---|---|---|---|
/// | ``Kind/lift(_:)`` | 0.5 s | the preview (``PresentationMode/preview``) | the destination card |
/// | ``Kind/bounce`` | 0.12 s | the indicator | the indicator |
/// | ``Kind/bounceAndCrossfade`` | 0.3 s | the text alone | the indicator |
/// | ``Kind/fadeIn`` | 0.15 s | the text alone | the indicator |
/// | ``Kind/fadeOut`` | 0.3 s | the indicator | the text alone |
///
/// ``scene(at:)`` gives an ordinary ``/BubbleRender/Scene`` for every instant, so
/// every painter draws every frame (PNG, SVG, masks); ``/BubbleRender/FrameSequence``
/// turns the timeline into animated WebP, APNG, numbered PNGs or an animated SVG, and
/// ``keyframes(frameRate:)`` describes it for a UI toolkit to replay. Every frame
/// covers one area (``frame``): the still images' areas and everything the motion
/// reaches, so all frames have one pixel size.
///
/// ```swift
/// let lift = try LinkAnimation(
///     preview: preview, kind: .lift(LiftDestination(rect: Rect(x: 0, y: 60, width: 300, height: 180))))
/// let webp = try FrameSequence(lift, frameRate: 60).webp()
/// ```
///
/// A value: share and copy it freely.
public struct LinkAnimation: SceneTimeline {
    /// What moves.
    public enum Kind: Hashable, Sendable {
        /// The bubble rises (it grows by ``LinkAnimation/riseScale`` and its shadow grows
        /// into the destination's) during the first ``LinkAnimation/riseFraction`` of the
        /// time, then its outline morphs into the destination's rounded rect while the
        /// glyphs fade out (by the middle of the morph) and the rise settles back.
        case lift(LiftDestination)
        /// The indicator grows to 1.25 times its size about its center and back:
        /// WebKit's `TextIndicatorPresentationTransition::Bounce`.
        case bounce
        /// The indicator fades in while it bounces: WebKit's `BounceAndCrossfade`.
        case bounceAndCrossfade
        /// The indicator fades in: WebKit's `FadeIn`.
        case fadeIn
        /// The indicator fades out: WebKit's fade-out of a temporary indicator (which
        /// starts it 0.32 s after the indicator appears; delay the animation yourself).
        case fadeOut

        /// The kind's duration in WebKit (0.12 s bounce, 0.3 s bounce and crossfade,
        /// 0.15 s fade in, 0.3 s fade out) or, for the lift, 0.5 s.
        public var defaultDuration: Double {
            switch self {
            case .lift: 0.5
            case .bounce: 0.12
            case .bounceAndCrossfade, .fadeOut: 0.3
            case .fadeIn: 0.15
            }
        }
    }

    /// The scale the bubble rises to before it morphs.
    public static let riseScale = 1.04
    /// The part of a lift's time the rise takes; the morph takes the rest.
    public static let riseFraction = 0.25
    /// The scale a bounce peaks at, halfway through.
    public static let bounceScale = 1.25

    /// The preview the animation starts from.
    public let preview: LinkPreview
    /// What moves.
    public let kind: Kind
    /// How long it lasts, in seconds.
    public let duration: Double
    /// How progress follows time, in every phase (the rise, the morph, each half of a
    /// bounce, a fade).
    public let curve: TimingCurve
    /// Colors, shadows and scale of the stills.
    public let appearance: PreviewAppearance
    /// The area every frame covers, in points (grown to whole device pixels by the scenes).
    public let frame: Rect
    /// What the frames are drawn from.
    let parts: Parts

    /// An animation of `preview`.
    ///
    /// - Parameters:
    ///   - preview: The link's preview: its bubbles, glyphs and indicator.
    ///   - kind: What moves (for a lift, where to).
    ///   - duration: Seconds; nil takes ``Kind/defaultDuration``.
    ///   - curve: How progress follows time in each phase.
    ///   - appearance: Colors, shadows and scale of the stills.
    /// - Throws: ``/BubbleRender/AnimationError/invalidDuration(_:)``,
    ///   ``/BubbleRender/AnimationError/invalidCurve(_:)``,
    ///   ``/BubbleRender/AnimationError/invalidDestination(_:)`` for an empty or
    ///   non-finite destination or a negative corner radius, and
    ///   ``/BubbleRender/AnimationError/render(_:)`` when the still images cannot be
    ///   made (a preview with nothing visible, a frame too large).
    public init(
        preview: LinkPreview, kind: Kind, duration: Double? = nil, curve: TimingCurve = .easeInOut,
        appearance: PreviewAppearance = PreviewAppearance()
    ) throws(AnimationError) {
        let duration = duration ?? kind.defaultDuration
        guard duration.isFinite, duration > 0, duration <= AnimationLimits.maximumDuration else {
            throw .invalidDuration(duration)
        }
        self.curve = try curve.validated()
        self.preview = preview
        self.kind = kind
        self.duration = duration
        self.appearance = appearance
        if case .lift(let destination) = kind { try destination.check() }
        do throws(RenderError) {
            switch kind {
            case .lift(let destination):
                let lift = try LiftParts(preview: preview, destination: destination, appearance: appearance)
                parts = .lift(lift)
                frame = lift.area(curve: curve, duration: duration)
            case .bounce, .bounceAndCrossfade, .fadeIn, .fadeOut:
                let indicator = try IndicatorParts(preview: preview, appearance: appearance, bounces: kind.bounces)
                parts = .indicator(indicator)
                frame = indicator.area
            }
            _ = try Scene(covering: frame, scale: appearance.scale)
        } catch {
            throw .render(error)
        }
    }

    /// The scene `fraction` of the way through (clamped to 0...1): at 0 and 1 exactly
    /// the still images of the table above, in between the motion.
    ///
    /// - Throws: A ``/BubbleRender/RenderError`` when the scene cannot be made.
    public func scene(at fraction: Double) throws(RenderError) -> Scene {
        let time = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        switch parts {
        case .lift(let lift):
            return try lift.scene(lift.state(at: time, curve: curve, duration: duration), covering: frame)
        case .indicator(let indicator):
            return try indicator.scene(
                indicator.motion(at: time, kind: kind, curve: curve, duration: duration), covering: frame)
        }
    }

    /// What the frames are drawn from, by kind.
    enum Parts: Sendable {
        case lift(LiftParts)
        case indicator(IndicatorParts)
    }
}

extension LinkAnimation.Kind {
    /// Whether the indicator bounces.
    var bounces: Bool { self == .bounce || self == .bounceAndCrossfade }
}

/// `start` and `end` mixed by `progress` (which may pass 0...1 on an overshooting
/// curve): exactly `start` at 0 and exactly `end` at 1.
func mix(_ start: Double, _ end: Double, _ progress: Double) -> Double {
    start * (1 - progress) + end * progress
}
