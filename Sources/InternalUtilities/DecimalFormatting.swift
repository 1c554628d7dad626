/// Writing numbers as short, deterministic decimal text, the one number format of
/// every text output (SVG path data and documents, the tool's JSON and reports).
///
/// Two forms: rounded to a number of decimals (``append(_:fractionDigits:to:)-(_,_,String)``),
/// and the shortest text that reads back to the same `Double`
/// (``appendShortest(_:to:)``). Each appends to a `String` or, without building a
/// string at all, to UTF-8 bytes.
package enum DecimalFormatting {
    /// The most decimals a number may keep.
    package static let maximumFractionDigits = 9

    /// The most bytes one number takes: 24 (`-1.2345678901234567e-308` and every
    /// rounded form fit).
    package static let maximumLength = 32

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

    /// Appends ``string(_:fractionDigits:)`` to `text`.
    package static func append(_ value: Double, fractionDigits: Int, to text: inout String) {
        withDigits(of: value, fractionDigits: fractionDigits) { text += String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the UTF-8 of ``string(_:fractionDigits:)`` to `bytes`.
    package static func append(_ value: Double, fractionDigits: Int, to bytes: inout [UInt8]) {
        withDigits(of: value, fractionDigits: fractionDigits) { bytes.append(contentsOf: $0) }
    }

    /// Writes the UTF-8 of ``string(_:fractionDigits:)`` at `target`, which has room for
    /// ``maximumLength`` bytes; returns how many it wrote. For writers that keep their
    /// own buffer and append no `Array` per number.
    package static func write(_ value: Double, fractionDigits: Int, at target: UnsafeMutablePointer<UInt8>) -> Int {
        let written = write(value, fractionDigits: fractionDigits, to: target)
        // Moved to the front, byte by byte from the left (the ranges may overlap).
        for index in 0..<written.count { target[index] = target[written.lowerBound + index] }
        return written.count
    }

    /// The shortest text that reads back to exactly `value` (Swift's own shortest
    /// round-trip digits): whole numbers below 2⁵³ without a fraction (`12`, not
    /// `12.0`), others as Swift prints them (`0.1234567`, `1e-05`, `1.5e+300`), no
    /// negative zero; NaN and infinities as `nan`, `inf` and `-inf`.
    package static func shortest(_ value: Double) -> String {
        var text = ""
        withDigits(of: value, fractionDigits: nil) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Appends the UTF-8 of ``shortest(_:)`` to `bytes`.
    package static func appendShortest(_ value: Double, to bytes: inout [UInt8]) {
        withDigits(of: value, fractionDigits: nil) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the UTF-8 of `value`: rounded to `fractionDigits` decimals, or
    /// the shortest round-trip form when nil. The bytes live on the stack.
    private static func withDigits(
        of value: Double, fractionDigits: Int?, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let written = fractionDigits.map { write(value, fractionDigits: $0, to: buffer.baseAddress!) }
                ?? writeShortest(value, to: buffer.baseAddress!)
            body(UnsafeBufferPointer(rebasing: buffer[written]))
        }
    }

    /// Writes the rounded form; returns where in the buffer it is.
    private static func write(
        _ value: Double, fractionDigits: Int, to buffer: UnsafeMutablePointer<UInt8>
    ) -> Range<Int> {
        let fractionDigits = Swift.min(Swift.max(fractionDigits, 0), maximumFractionDigits)
        let scaled = (value * _powersOfTen[fractionDigits]).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) < 0x1p53 else { return 0..<writeUnscaled(value, to: buffer) }
        var units = UInt64(abs(scaled))
        // Trailing zeros of the fraction are dropped, and the point with them.
        var digits = fractionDigits
        while digits > 0 && units % 10 == 0 {
            units /= 10
            digits -= 1
        }
        let start = writeDigits(units, fractionDigits: digits, negative: scaled < 0, endingAt: maximumLength, in: buffer)
        return start..<maximumLength
    }

    /// Writes the shortest round-trip form; returns where in the buffer it is.
    private static func writeShortest(_ value: Double, to buffer: UnsafeMutablePointer<UInt8>) -> Range<Int> {
        guard value.isFinite, value != 0 else { return 0..<writeUnscaled(value, to: buffer) }
        // A whole number below 2⁵³ is its digits: what Swift writes, less its ".0".
        if value == value.rounded(.towardZero), abs(value) < 0x1p53 {
            let start = writeDigits(UInt64(abs(value)), fractionDigits: 0, negative: value < 0, endingAt: maximumLength, in: buffer)
            return start..<maximumLength
        }
        // Swift's own digits, written straight into the buffer: `Double.write(to:)` hands
        // them over as ASCII bytes, without making a `String` (`description` would
        // allocate one for every number of more than 15 characters).
        var stream = ASCIIStream(buffer: buffer)
        value.write(to: &stream)
        let count = stream.count
        // Swift writes whole numbers up to 2⁵³ with ".0" (`9007199254740992.0`).
        return 0..<(count > 2 && buffer[count - 2] == UInt8(ascii: ".") && buffer[count - 1] == UInt8(ascii: "0") ? count - 2 : count)
    }

    /// Writes `units` with a point `fractionDigits` places from the right (at least one
    /// digit before it) and a minus sign when `negative`, backwards, its last byte before
    /// `end`; returns where it starts.
    private static func writeDigits(
        _ units: UInt64, fractionDigits: Int, negative: Bool, endingAt end: Int, in buffer: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var units = units, position = end
        if fractionDigits > 0 {
            for _ in 0..<fractionDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units % 10)
                units /= 10
            }
            position -= 1
            buffer[position] = UInt8(ascii: ".")
        }
        repeat {
            position -= 1
            buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units % 10)
            units /= 10
        } while units > 0
        if negative {
            position -= 1
            buffer[position] = UInt8(ascii: "-")
        }
        return position
    }

    /// Writes a value too large to scale, or not finite: a whole number when it is one
    /// and fits in 64 bits, `nan`, `inf`, `-inf`, or Swift's shortest form.
    private static func writeUnscaled(_ value: Double, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        if value.isNaN { return copy("nan", to: buffer) }
        if value.isInfinite { return copy(value < 0 ? "-inf" : "inf", to: buffer) }
        if value == value.rounded(), abs(value) < 0x1p63 { return copy(value == 0 ? "0" : String(Int64(value)), to: buffer) }
        return copy(value.description, to: buffer)
    }

    /// Copies the UTF-8 of `text` (at most ``maximumLength`` bytes) to `buffer`.
    private static func copy(_ text: String, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        var text = text
        return text.withUTF8 { utf8 in
            let count = Swift.min(utf8.count, maximumLength)
            if let base = utf8.baseAddress { buffer.update(from: base, count: count) }
            return count
        }
    }
}

/// 10⁰ through 10⁹ as doubles (exact).
private let _powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

/// A text stream into a buffer of ``DecimalFormatting/maximumLength`` bytes, which takes
/// ASCII text as bytes (the hook through which numbers write themselves).
private struct ASCIIStream: TextOutputStream {
    let buffer: UnsafeMutablePointer<UInt8>
    var count = 0

    mutating func write(_ string: String) {
        for byte in string.utf8 where count < DecimalFormatting.maximumLength {
            buffer[count] = byte
            count += 1
        }
    }

    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = Swift.min(bytes.count, DecimalFormatting.maximumLength - count)
        if let base = bytes.baseAddress { (buffer + count).update(from: base, count: length) }
        count += length
    }
}
