import InternalUtilities
import LinkBubbleTestSupport
import Testing

/// The one number formatter of the text outputs (SVG, the tool's JSON and reports).
@Suite struct DecimalFormattingTests {
    @Test(arguments: [
        (0.0, 3, "0"), (-0.0, 3, "0"), (-0.0004, 3, "0"), (12, 3, "12"), (-0.5, 3, "-0.5"), (3.14159, 3, "3.142"),
        (0.1 + 0.2, 6, "0.3"), (2.5, 0, "3"), (-2.5, 0, "-3"), (0.0625, 3, "0.063"), (1e-5, 6, "0.00001"),
        (0.000_001_5, 6, "0.000002"), (1.005, 2, "1"), (1.25, 9, "1.25"), (1.25, 20, "1.25"), (1.25, -1, "1"),
        (1e13, 3, "10000000000000"), (1e20, 3, "1e+20"), (12_345_678_901.5, 6, "12345678901.5"),
        (.nan, 3, "nan"), (.infinity, 3, "inf"), (-.infinity, 3, "-inf"),
    ] as [(Double, Int, String)])
    func formats(value: Double, digits: Int, text: String) {
        #expect(DecimalFormatting.string(value, fractionDigits: digits) == text)
    }

    @Test func appendsToText() {
        var text = "x="
        DecimalFormatting.append(-7.25, fractionDigits: 1, to: &text)
        #expect(text == "x=-7.3")
    }

    /// The tool's JSON rounded to six decimals and printed Swift's shortest way; the
    /// report to two. Wherever that printed plain decimals, the formatter prints the same.
    @Test func matchesTheToolsEarlierNumbers() {
        func earlier(_ value: Double, scale: Double) -> String {
            let rounded = (value * scale).rounded() / scale
            return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
        }
        var random = SplitMix64(seed: 9)
        var compared = 0
        for _ in 0..<20_000 {
            let magnitude = [1.0, 100, 10_000, 1_000_000][Int(random.next() % 4)]
            let value = (Double(random.next() % 2_000_001) / 1_000_000 - 1) * magnitude
            for (digits, scale) in [(6, 1e6), (2, 1e2)] {
                let old = earlier(value, scale: scale)
                guard !old.contains("e") else { continue }
                #expect(DecimalFormatting.string(value, fractionDigits: digits) == old, "\(value)")
                compared += 1
            }
        }
        #expect(compared > 39_000)
    }
}

/// The shortest round-trip form of the tool's JSON.
@Suite struct ShortestDecimalFormattingTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-3, "-3"), (0.1234567, "0.1234567"), (0.1 + 0.2, "0.30000000000000004"),
        (1e-5, "1e-05"), (0x1p53, "9007199254740992"), (1e16, "1e+16"), (-2.5, "-2.5"), (.nan, "nan"), (.infinity, "inf"),
        (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ] as [(Double, String)])
    func formats(value: Double, text: String) {
        #expect(DecimalFormatting.shortest(value) == text)
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        DecimalFormatting.appendShortest(value, to: &bytes)
        #expect(bytes == [UInt8(ascii: "[")] + Array(text.utf8))
    }

    /// Random doubles of every magnitude read back to the same value.
    @Test func readsBackToTheSameDouble() {
        var random = SplitMix64(seed: 13)
        for _ in 0..<50_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = DecimalFormatting.shortest(value)
            #expect(Double(text) == value, "\(text)")
            #expect(text.count <= DecimalFormatting.maximumLength)
        }
    }

}
