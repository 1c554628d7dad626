@testable import BubbleRender
import Testing

/// `Float.truncated(to:)` (rounding by adding 2^23, one less where that rounded up)
/// against Swift's checked conversion, on fine steps and the floats next to them.
@Suite struct FloatTruncationTests {
    /// The floats at and next to `k / denominator` from 0 through `limit`.
    static func samples(limit: Float, denominator: Int) -> [Float] {
        // Appended one by one: an array of three per step, filtered, would be most of a
        // debug build's time here.
        var samples: [Float] = []
        samples.reserveCapacity(3 * (Int(limit) * denominator + 1))
        func add(_ sample: Float) { if sample >= 0 && sample <= limit { samples.append(sample) } }
        for k in 0...Int(limit) * denominator {
            let value = Float(k) / Float(denominator)
            add(value.nextDown)
            add(value)
            add(value.nextUp)
        }
        return samples
    }

    @Test func bytesMatchTheCheckedConversion() {
        for value in Self.samples(limit: 255, denominator: 256) where value.truncated(to: UInt8.self) != UInt8(value) {
            Issue.record("\(value)")
        }
    }

    @Test func sixteenBitsMatchTheCheckedConversion() {
        for value in Self.samples(limit: 65_535, denominator: 8) where value.truncated(to: UInt16.self) != UInt16(value) {
            Issue.record("\(value)")
        }
    }
}
