#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring, as SwiftUI's `spring(response:dampingFraction:)` and UIKit's
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` describe one: a unit mass
/// on a spring of stiffness (2π / response)² with damping 4π · dampingRatio / response,
/// released at the start value and pulled toward the end value.
///
/// Its motion is solved in closed form (no stepping): under-damped (ratio below 1) it
/// overshoots and rings down, critically damped (1) it arrives as fast as it can
/// without overshooting, over-damped (above 1) it creeps in. It never quite stops, so
/// ``settlingDuration`` says when it stays within ``settlingThreshold`` of the end:
/// the natural length of an animation on this spring.
///
/// A value: share and copy it freely.
public struct Spring: Hashable, Sendable {
    /// How quickly the motion dies down: below 1 it overshoots, 1 is critical damping.
    public var dampingRatio: Double
    /// The period of the undamped spring in seconds: smaller is faster.
    public var response: Double
    /// The speed at the start, in animation distances per second (1: the whole
    /// distance in one second), toward the end value when positive.
    public var initialVelocity: Double

    /// How close to the end value, as a fraction of the distance, counts as settled.
    public static let settlingThreshold = 0.001

    /// A spring with these parameters; ``validated()`` checks them.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        self.dampingRatio = dampingRatio
        self.response = response
        self.initialVelocity = initialVelocity
    }

    /// UIKit's default spring (`UISpringTimingParameters()`'s critically damped feel as
    /// SwiftUI's `.smooth`): damping ratio 1, response 0.5 s.
    public static let smooth = Spring(dampingRatio: 1, response: 0.5)
    /// SwiftUI's `.bouncy`: damping ratio 0.7, response 0.5 s.
    public static let bouncy = Spring(dampingRatio: 0.7, response: 0.5)

    /// Limits that keep the closed form finite: a ratio up to 100 and a response from
    /// a millisecond to a minute.
    static let dampingRatios = 1e-3...100.0, responses = 1e-3...60.0, velocities = -1e3...1e3

    /// This spring, checked against finite, positive limits (damping ratio 0.001 to 100,
    /// response 0.001 to 60 seconds, initial velocity within ±1,000).
    ///
    /// - Throws: ``AnimationError/invalidCurve(_:)`` naming the parameter.
    public func validated() throws(AnimationError) -> Spring {
        guard Self.dampingRatios.contains(dampingRatio) else {
            throw .invalidCurve("the spring's damping ratio must be from 0.001 to 100, not \(dampingRatio)")
        }
        guard Self.responses.contains(response) else {
            throw .invalidCurve("the spring's response must be from 0.001 to 60 seconds, not \(response)")
        }
        guard Self.velocities.contains(initialVelocity) else {
            throw .invalidCurve("the spring's initial velocity must be from -1000 to 1000, not \(initialVelocity)")
        }
        return self
    }

    /// The progress `seconds` after the start: 0 at the start, 1 at rest at the end.
    public func progress(atSeconds seconds: Double) -> Double {
        1 - displacement(atSeconds: max(seconds, 0))
    }

    private var naturalFrequency: Double { 2 * Double.pi / response }

    /// The distance still to go, as a fraction of the whole: x(0) = 1, x'(0) = -v0,
    /// x'' + 2ζω₀x' + ω₀²x = 0.
    func displacement(atSeconds t: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, velocity = -initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega + velocity) / damped
            return expDecay(zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        } else if zeta == 1 {
            return expDecay(omega * t) * (1 + (omega + velocity) * t)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let (fast, slow) = (-zeta * omega - root, -zeta * omega + root)
            let c1 = (velocity - slow) / (fast - slow)
            return c1 * expDecay(-fast * t) + (1 - c1) * expDecay(-slow * t)
        }
    }

    /// An upper bound of |displacement| at `t` that only falls after its peak: the
    /// envelope of the oscillation, or the sum of the decaying terms' sizes.
    private func envelope(atSeconds t: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, velocity = -initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega + velocity) / damped
            return expDecay(zeta * omega * t) * (1 + b * b).squareRoot()
        } else if zeta == 1 {
            return expDecay(omega * t) * (1 + abs(omega + velocity) * t)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let (fast, slow) = (-zeta * omega - root, -zeta * omega + root)
            let c1 = (velocity - slow) / (fast - slow)
            return abs(c1) * expDecay(-fast * t) + abs(1 - c1) * expDecay(-slow * t)
        }
    }

    /// The time in seconds after which the spring stays within ``settlingThreshold`` of
    /// its end: found on the envelope by doubling, then bisection.
    public var settlingDuration: Double {
        var high = response / 16
        while envelope(atSeconds: high) >= Self.settlingThreshold, high < 1e6 { high *= 2 }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if envelope(atSeconds: middle) >= Self.settlingThreshold { low = middle } else { high = middle }
        }
        return high
    }
}

/// e^(-x).
@inline(__always) private func expDecay(_ x: Double) -> Double { exp(-x) }
