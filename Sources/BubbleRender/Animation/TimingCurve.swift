/// How an animation's progress follows time: the curves of CSS and Core Animation
/// (cubic Bézier) and UIKit's spring.
///
/// A curve maps the elapsed fraction of an animation, 0 at its start and 1 at its end,
/// to its progress, 0 at the first value and 1 at the last. Bézier curves may leave
/// 0...1 between the ends (`cubicBezier(0.3, -0.5, 0.7, 1.5)` overshoots); springs
/// overshoot when under-damped. Every curve gives exactly 0 at 0 and exactly 1 at 1,
/// so an animation's first and last frames are its still images.
///
/// A value: share and copy it freely.
public enum TimingCurve: Hashable, Sendable {
    /// Progress equal to time.
    case linear
    /// CSS's `cubic-bezier(x1, y1, x2, y2)` and `CAMediaTimingFunction(controlPoints:)`:
    /// the Bézier curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
    /// read as progress `y` at time `x`. `x1` and `x2` lie within 0...1.
    case cubicBezier(Double, Double, Double, Double)
    /// A damped spring, as SwiftUI's `spring(response:dampingFraction:)` and UIKit's
    /// `UISpringTimingParameters`: see ``Spring``.
    case spring(Spring)

    /// CSS's `ease`, Core Animation's default timing function: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS's `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = TimingCurve.cubicBezier(0.42, 0, 1, 1)
    /// CSS's `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = TimingCurve.cubicBezier(0, 0, 0.58, 1)
    /// CSS's `ease-in-out`, Core Animation's `easeInEaseOut`: `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)

    /// The progress at `fraction` of the animation's time (clamped to 0...1), over an
    /// animation lasting `duration` seconds (only a spring's shape depends on it: its
    /// motion is in seconds).
    ///
    /// - Precondition: the curve is valid (``validated()`` does not throw).
    public func progress(at fraction: Double, duration: Double) -> Double {
        let time = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if time == 0 { return 0 }
        if time == 1 { return 1 }
        switch self {
        case .linear:
            return time
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return UnitBezier(x1, y1, x2, y2).y(atX: time)
        case .spring(let spring):
            return spring.progress(atSeconds: time * duration)
        }
    }

    /// This curve, checked: finite control points with `x1` and `x2` within 0...1, or a
    /// valid spring.
    ///
    /// - Throws: ``AnimationError/invalidCurve(_:)`` naming what is wrong.
    public func validated() throws(AnimationError) -> TimingCurve {
        switch self {
        case .linear:
            break
        case .cubicBezier(let x1, let y1, let x2, let y2):
            guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else {
                throw .invalidCurve("cubic-bezier control points must be finite, with x1 and x2 from 0 to 1")
            }
        case .spring(let spring):
            _ = try spring.validated()
        }
        return self
    }
}
