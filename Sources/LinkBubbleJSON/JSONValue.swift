import InternalUtilities

/// A JSON value the tool prints, written compactly and deterministically.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; NaN and infinities cannot be written (``JSONOutputError``).
    case number(Double)
    /// A string, escaped as JSON needs.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members, written in this order.
    case object([(String, JSONValue)])

    /// Compact JSON text: no spaces, keys in the order given, numbers in their
    /// shortest form that reads back to the same `Double` (``JSONNumberFormat/shortest``).
    ///
    /// - Throws: ``JSONOutputError`` for a NaN or infinite number, which JSON cannot
    ///   write.
    public var text: String {
        get throws(JSONOutputError) { try text(numbers: .shortest) }
    }

    /// Compact JSON text with numbers written as `format` says.
    ///
    /// - Throws: ``JSONOutputError`` for a NaN or infinite number.
    public func text(numbers format: JSONNumberFormat) throws(JSONOutputError) -> String {
        var writer = JSONWriter(numbers: format)
        try writer.write(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A number rounded to six decimals in plain decimal, for messages: integral values
    /// print without ".0", and -0 prints as 0 (the package's `DecimalFormatting`).
    /// Non-finite values print as `nan` or `inf`, which is not JSON: ``JSONWriter``
    /// refuses them.
    public static func format(_ value: Double) -> String {
        DecimalFormatting.string(value, fractionDigits: 6)
    }
}

extension JSONValue {
    /// A `[x, y, width, height]` array.
    public static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSONValue {
        .array([.number(x), .number(y), .number(width), .number(height)])
    }

    /// A `[start, end]` array.
    public static func range(_ range: Range<Int>) -> JSONValue {
        .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])
    }
}

/// How the JSON writer prints numbers.
public enum JSONNumberFormat: Sendable, Hashable {
    /// The shortest decimal text that reads back to exactly the same `Double`
    /// (Swift's shortest round-trip digits): `0.1234567` stays `0.1234567`, whole
    /// numbers print without a fraction, and exponents appear only for magnitudes
    /// below 0.0001 or from 2⁵³ (`1e-05`, `1e+16`). The default.
    case shortest
    /// Rounded half away from zero to this many decimals (0 through 9), without
    /// trailing zeros: the tool's `--precision N` (6 is the rounding of earlier
    /// versions, a millionth of a pixel).
    case fractionDigits(Int)

    /// The most decimals ``fractionDigits(_:)`` keeps: 9.
    public static var maximumFractionDigits: Int { DecimalFormatting.maximumFractionDigits }
}

/// The JSON writer met a number JSON cannot hold (NaN or an infinity): the tool
/// stops with this one-line error instead of printing invalid JSON.
public struct JSONOutputError: Error, Hashable, CustomStringConvertible {
    /// The number that could not be written.
    public var value: Double

    /// A one-line description.
    public var description: String {
        "cannot write \(value) as a JSON number (the result is not finite)"
    }
}
