/// Anything that gives a ``Scene`` for every instant of an animation: what the frame
/// writers (``FrameSequence``) draw and encode.
///
/// Every scene of one timeline covers the same frame at the same scale, so its frames
/// have one pixel size.
public protocol SceneTimeline: Sendable {
    /// How long the animation lasts, in seconds.
    var duration: Double { get }
    /// The scene `fraction` of the way through the animation (0 its start, 1 its end).
    ///
    /// - Throws: A ``RenderError`` when the scene cannot be made.
    func scene(at fraction: Double) throws(RenderError) -> Scene
}

/// When an animation's frames are shown: `frameCount` frames, the first at the start
/// and the last at the end, each shown for ``frameDuration`` seconds.
///
/// A value: share and copy it freely.
public struct FrameSchedule: Hashable, Sendable {
    /// How long the animation lasts, in seconds.
    public let duration: Double
    /// Frames per second.
    public let frameRate: Double
    /// How many frames: one per `1 / frameRate` seconds of the duration, rounded to
    /// the nearest whole number, plus the last frame at the end (at least 2).
    public let frameCount: Int

    /// The schedule of an animation lasting `duration` seconds at `frameRate` frames
    /// per second.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)`` or
    ///   ``AnimationError/invalidFrameRate(_:)`` for a value that is not finite and
    ///   positive or passes ``AnimationLimits``; ``AnimationError/tooManyFrames(_:)``
    ///   when the frames would pass ``AnimationLimits/maximumFrameCount``.
    public init(duration: Double, frameRate: Double) throws(AnimationError) {
        guard duration.isFinite, duration > 0, duration <= AnimationLimits.maximumDuration else {
            throw .invalidDuration(duration)
        }
        guard frameRate.isFinite, frameRate > 0, frameRate <= AnimationLimits.maximumFrameRate else {
            throw .invalidFrameRate(frameRate)
        }
        let count = max(Int((duration * frameRate).rounded()), 1) + 1
        guard count <= AnimationLimits.maximumFrameCount else { throw .tooManyFrames(count) }
        self.duration = duration
        self.frameRate = frameRate
        self.frameCount = count
    }

    /// How long each frame shows, in seconds: the duration shared by the intervals
    /// between frames (close to `1 / frameRate`).
    public var frameDuration: Double { duration / Double(frameCount - 1) }

    /// How far through the animation frame `index` is: 0 for the first frame, exactly
    /// 1 for the last.
    public func fraction(ofFrame index: Int) -> Double {
        index >= frameCount - 1 ? 1 : Double(index) / Double(frameCount - 1)
    }

    /// The time frame `index` is shown at, in seconds from the start.
    public func time(ofFrame index: Int) -> Double { fraction(ofFrame: index) * duration }
}
