/// Writing numbers as short, deterministic decimal text, the one number format of
/// every text output (SVG path data and documents, the tool's JSON and reports).
package enum DecimalFormatting {
    /// The most decimals a number may keep.
    package static let maximumFractionDigits = 9

    /// `value` rounded half away from zero to `fractionDigits` decimals (clamped to
    /// 0 through ``maximumFractionDigits``), in plain decimal: no trailing zeros, no
    /// trailing point, no plus sign, no negative zero (`12`, `-0.5`, `3.142`).
    ///
    /// A value whose scaled magnitude reaches 2⁵³ is written as a whole number when it
    /// is one and fits in 64 bits, and in Swift's shortest round-trip form otherwise
    /// (`1e+20`); NaN and infinities are written `nan`, `inf` and `-inf`. The text
    /// never depends on the locale.
    package static func string(_ value: Double, fractionDigits: Int) -> String {
        var text = ""
        append(value, fractionDigits: fractionDigits, to: &text)
        return text
    }

    /// Appends ``string(_:fractionDigits:)`` to `text`, without building a string of
    /// its own for the sign and the whole part.
    package static func append(_ value: Double, fractionDigits: Int, to text: inout String) {
        let fractionDigits = Swift.min(Swift.max(fractionDigits, 0), maximumFractionDigits)
        let scaled = (value * _powersOfTen[fractionDigits]).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) < 0x1p53 else {
            if value.isNaN {
                text += "nan"
            } else if value.isInfinite {
                text += value < 0 ? "-inf" : "inf"
            } else if value == value.rounded(), abs(value) < 0x1p63 {
                text += String(Int64(value))
            } else {
                text += value.description
            }
            return
        }
        var units = Int64(scaled)
        if units == 0 {
            text += "0"
            return
        }
        if units < 0 {
            text += "-"
            units = -units
        }
        let divisor = _integerPowersOfTen[fractionDigits]
        text += String(units / divisor)
        var fraction = units % divisor
        guard fraction != 0 else { return }
        var digits = fractionDigits
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        text += "."
        for _ in written.count..<digits { text += "0" }
        text += written
    }
}

/// 10⁰ through 10⁹ as doubles (exact).
private let _powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

/// 10⁰ through 10⁹ as integers.
private let _integerPowersOfTen: [Int64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
]
