/// Why an animation cannot be made: each case's description is one line for the tool.
public enum AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A timing curve's parameters are out of range; the text says which.
    case invalidCurve(String)
    /// The duration is not a finite number of seconds within ``AnimationLimits``.
    case invalidDuration(Double)
    /// The frame rate is not a finite number of frames per second within ``AnimationLimits``.
    case invalidFrameRate(Double)
    /// The animation would have more frames than ``AnimationLimits/maximumFrameCount``.
    case tooManyFrames(Int)
    /// The lift's destination rect is empty or not finite, or its corner radius is
    /// negative or not finite; the text says which.
    case invalidDestination(String)
    /// The still image the animation starts from cannot be made.
    case render(RenderError)

    /// The error as one line.
    public var description: String {
        switch self {
        case .invalidCurve(let reason):
            reason
        case .invalidDuration(let seconds):
            "the duration must be a finite number of seconds above 0 and at most \(AnimationLimits.maximumDuration), not \(seconds)"
        case .invalidFrameRate(let rate):
            "the frame rate must be a finite number of frames per second above 0 and at most \(AnimationLimits.maximumFrameRate), not \(rate)"
        case .tooManyFrames(let count):
            "the animation would have \(count) frames, more than the limit of \(AnimationLimits.maximumFrameCount)"
        case .invalidDestination(let reason):
            reason
        case .render(let error):
            "\(error)"
        }
    }
}

/// The limits every animation is checked against before a frame is drawn.
public enum AnimationLimits {
    /// The longest animation, in seconds.
    public static let maximumDuration = 60.0
    /// The highest frame rate, in frames per second.
    public static let maximumFrameRate = 240.0
    /// The most frames one animation may have (10 seconds at 60 frames per second).
    public static let maximumFrameCount = 600
}
