import Foundation
import LinkBubbleTestSupport
import Testing

@testable import BubbleRender

/// Timing curves against their closed forms and against a real browser's CSS timing
/// functions (`Fixtures/css-easing.json`, recorded from headless chromium by
/// `Fixtures/record_css_easing.py`).
@Suite struct TimingCurveTests {
    struct BrowserCurves: Decodable {
        var browser: String
        var curves: [BrowserCurve]
    }

    struct BrowserCurve: Decodable {
        var easing: String
        var samples: [[Double]]
    }

    static let browserCurves: BrowserCurves = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/css-easing.json")
        do {
            return try JSONDecoder().decode(BrowserCurves.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    /// The curve a CSS `easing` names, as the fixture spells them.
    static func curve(css easing: String) -> TimingCurve? {
        switch easing {
        case "linear": return .linear
        case "ease": return .ease
        case "ease-in": return .easeIn
        case "ease-out": return .easeOut
        case "ease-in-out": return .easeInOut
        default:
            guard easing.hasPrefix("cubic-bezier("), easing.hasSuffix(")") else { return nil }
            let numbers = easing.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4 else { return nil }
            return .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        }
    }

    @Test func everyBrowserCurveIsMatched() throws {
        #expect(Self.browserCurves.curves.count == 8)
        for recorded in Self.browserCurves.curves {
            let curve = try #require(Self.curve(css: recorded.easing), "\(recorded.easing)")
            #expect(recorded.samples.count == 107)
            for sample in recorded.samples {
                let progress = curve.progress(at: sample[0], duration: 1)
                // Chromium solves x(t) to about 1e-7 (its UnitBezier's epsilon).
                #expect(abs(progress - sample[1]) < 1e-6, "\(recorded.easing) at \(sample[0]): \(progress), browser \(sample[1])")
            }
        }
    }

    /// For random parameters t, the point (x(t), y(t)) of the Bézier polynomial: the
    /// solver must give y(t) back at x(t).
    @Test(arguments: [TimingCurve.ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.3, -0.5, 0.7, 1.5), .cubicBezier(0, 1, 1, 0), .cubicBezier(1, 0, 0, 1)])
    func bezierInvertsItsPolynomial(curve: TimingCurve) throws {
        guard case .cubicBezier(let x1, let y1, let x2, let y2) = curve else { return }
        let bezier = UnitBezier(x1, y1, x2, y2)
        let seed = TestSeed(default: 0xB3_21E4)
        var generator = seed.generator
        for _ in 0..<500 {
            let t = Double.random(in: 0...1, using: &generator)
            let (x, y) = (bezier.x(t), bezier.y(t))
            #expect(abs(bezier.x(bezier.parameter(forX: x)) - x) < 1e-9, "t \(t), \(seed)")
            // Where x(t) is nearly flat, y is ill-conditioned in x: compare only elsewhere.
            let slopeX = (bezier.x(min(t + 1e-6, 1)) - bezier.x(max(t - 1e-6, 0))) / 2e-6
            if slopeX > 1e-2 { #expect(abs(bezier.y(atX: x) - y) < 1e-8, "t \(t), \(seed)") }
        }
    }

    @Test(arguments: [TimingCurve.linear, .ease, .cubicBezier(0.3, -0.5, 0.7, 1.5), .spring(.bouncy), .spring(.smooth),
                      .spring(Spring(dampingRatio: 3, response: 0.2, initialVelocity: -4))])
    func theEndsAreExact(curve: TimingCurve) {
        #expect(curve.progress(at: 0, duration: 0.3) == 0)
        #expect(curve.progress(at: 1, duration: 0.3) == 1)
        #expect(curve.progress(at: -2, duration: 0.3) == 0)
        #expect(curve.progress(at: 7, duration: 0.3) == 1)
        #expect(curve.progress(at: .nan, duration: 0.3) == 0)
    }

    @Test func invalidCurvesAreTypedErrors() {
        #expect(throws: AnimationError.invalidCurve("cubic-bezier control points must be finite, with x1 and x2 from 0 to 1")) {
            try TimingCurve.cubicBezier(1.2, 0, 0.5, 1).validated()
        }
        #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(0.2, .nan, 0.5, 1).validated() }
        #expect(throws: AnimationError.invalidCurve("the spring's damping ratio must be from 0.001 to 100, not 0.0")) {
            try TimingCurve.spring(Spring(dampingRatio: 0, response: 0.5)).validated()
        }
        #expect(throws: AnimationError.self) { try Spring(dampingRatio: 1, response: .infinity).validated() }
        #expect(throws: AnimationError.self) { try Spring(dampingRatio: 1, response: 0.5, initialVelocity: 1e9).validated() }
        #expect(throws: Never.self) { try TimingCurve.ease.validated() }
    }
}
