@testable import BubbleRender
import Testing

/// `Float.truncated(to:)` (rounding by adding 2^23, one less where that rounded up)
/// against Swift's checked conversion, on fine steps and the floats next to them.
@Suite struct FloatTruncationTests {
    /// The floats at and next to `k / denominator` from 0 through `limit`.
    static func samples(limit: Float, denominator: Int) -> [Float] {
        (0...Int(limit) * denominator).flatMap { k -> [Float] in
            let value = Float(k) / Float(denominator)
            return [value.nextDown, value, value.nextUp].filter { $0 >= 0 && $0 <= limit }
        }
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
