/// One keyframe of a ``LinkAnimation``, for a UI toolkit to replay: the shape, where it
/// is drawn, how opaque the content on it is, and its shadow.
///
/// A value: share and copy it freely.
public struct AnimationKeyframe: Hashable, Sendable {
    /// Seconds from the start.
    public var time: Double
    /// The moving shape before ``transform``: the lift's bubbles (morphing), or the
    /// indicator's platter.
    public var path: Path
    /// Where the shape and the content are drawn: the rise's or the bounce's scale
    /// about its anchor.
    public var transform: AffineTransform
    /// The opacity of the content: the lift's glyphs, or the whole indicator.
    public var opacity: Double
    /// The lift's shadow at this instant (nil when it is fully transparent, and for the
    /// indicator, whose shadows are its appearance's and fade with it).
    public var shadow: PreviewShadow?
}

extension LinkAnimation {
    /// The keyframes at `frameRate` frames per second: one per frame of
    /// ``/BubbleRender/FrameSequence``, at the same instants.
    ///
    /// - Throws: ``/BubbleRender/AnimationError`` for a frame rate out of range or too
    ///   many frames.
    public func keyframes(frameRate: Double) throws(AnimationError) -> [AnimationKeyframe] {
        let schedule = try FrameSchedule(duration: duration, frameRate: frameRate)
        return (0..<schedule.frameCount).map { index in
            let time = schedule.fraction(ofFrame: index)
            switch parts {
            case .lift(let lift):
                let state = lift.state(at: time, curve: curve, duration: duration)
                return AnimationKeyframe(
                    time: schedule.time(ofFrame: index), path: state.outline, transform: state.motion.transform,
                    opacity: state.contentOpacity, shadow: state.shadow)
            case .indicator(let indicator):
                let motion = indicator.motion(at: time, kind: kind, curve: curve, duration: duration)
                return AnimationKeyframe(
                    time: schedule.time(ofFrame: index), path: indicator.platter, transform: motion.transform,
                    opacity: motion.opacity, shadow: nil)
            }
        }
    }
}
