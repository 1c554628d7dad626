import Testing

@testable import BubbleRender

/// The spring's closed form against its differential equation and its start, and its
/// settling time against the motion itself.
@Suite struct SpringTests {
    static let springs = [
        Spring.bouncy, .smooth, Spring(dampingRatio: 0.2, response: 0.3), Spring(dampingRatio: 0.5, response: 1, initialVelocity: 3),
        Spring(dampingRatio: 1, response: 0.25, initialVelocity: -2), Spring(dampingRatio: 2.5, response: 0.4),
        Spring(dampingRatio: 40, response: 0.05, initialVelocity: 10),
    ]

    /// x'' + 2ζω₀x' + ω₀²x = 0, x(0) = 1, x'(0) = -v₀, checked by central differences.
    @Test(arguments: springs)
    func solvesTheSpringEquation(spring: Spring) {
        let omega = 2 * Double.pi / spring.response, zeta = spring.dampingRatio
        let h = spring.response * 1e-4
        #expect(abs(spring.displacement(atSeconds: 0) - 1) < 1e-12)
        let startSlope = (spring.displacement(atSeconds: h) - spring.displacement(atSeconds: 0)) / h
        #expect(abs(startSlope + spring.initialVelocity) < 1e-2 * max(1, omega))
        for step in 1...40 {
            let t = spring.settlingDuration * Double(step) / 40
            let (before, at, after) = (
                spring.displacement(atSeconds: t - h), spring.displacement(atSeconds: t), spring.displacement(atSeconds: t + h))
            let velocity = (after - before) / (2 * h), acceleration = (after - 2 * at + before) / (h * h)
            let residual = acceleration + 2 * zeta * omega * velocity + omega * omega * at
            #expect(abs(residual) < 1e-3 * omega * omega * max(1, zeta), "t \(t): residual \(residual)")
        }
    }

    @Test(arguments: springs)
    func staysSettledAfterItsSettlingDuration(spring: Spring) {
        let settled = spring.settlingDuration
        #expect(settled > 0 && settled.isFinite)
        for step in 0...400 {
            let t = settled * (1 + Double(step) / 100)
            #expect(abs(spring.displacement(atSeconds: t)) <= Spring.settlingThreshold)
        }
    }

    @Test func underDampedOvershootsAndCriticalDoesNot() {
        let bouncy = (1...200).map { Spring.bouncy.progress(atSeconds: Double($0) / 200) }
        #expect(bouncy.max()! > 1.01)
        let smooth = (1...200).map { Spring.smooth.progress(atSeconds: Double($0) / 200) }
        #expect(smooth.allSatisfy { $0 <= 1 })
        #expect(zip(smooth, smooth.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
