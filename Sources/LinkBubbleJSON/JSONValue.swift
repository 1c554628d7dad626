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

    /// Compact JSON text: no spaces, keys in the order given, numbers rounded to six
    /// decimals (a millionth of a pixel) and printed without trailing zeros.
    ///
    /// - Throws: ``JSONOutputError`` for a NaN or infinite number, which JSON cannot
    ///   write.
    public var text: String {
        get throws(JSONOutputError) {
            var writer = JSONWriter()
            try writer.write(self)
            return writer.pending
        }
    }

    /// A number rounded to six decimals in plain decimal: integral values print
    /// without ".0", and -0 prints as 0 (the package's `DecimalFormatting`). Non-finite values
    /// print as `nan` or `inf`, which is not JSON: ``JSONWriter`` refuses them.
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

/// Writes JSON text piece by piece. Text collects in ``pending``; a writer with a sink
/// hands it over whenever it passes ``chunkSize`` bytes, so printing a document of any
/// size holds one chunk and one value at a time, never the whole text.
public struct JSONWriter {
    /// The bytes of text a writer with a sink keeps before handing them over: 64 KiB.
    public static let chunkSize = 1 << 16

    /// Text written and not yet handed to the sink.
    public private(set) var pending = ""
    private let sink: ((String) -> Void)?

    /// A writer that hands its text to `sink` in chunks (nil: keeps all of it in
    /// ``pending``).
    public init(sink: ((String) -> Void)? = nil) {
        self.sink = sink
    }

    /// A writer that prints to standard output in chunks.
    public static func standardOutput() -> JSONWriter {
        JSONWriter { print($0, terminator: "") }
    }

    /// Appends punctuation or text that is already JSON (`{"lines":[`, `,`, a newline).
    public mutating func append(raw text: String) {
        pending += text
        flushIfFull()
    }

    /// Appends `value` as compact JSON.
    ///
    /// - Throws: ``JSONOutputError`` for a NaN or infinite number. What was written
    ///   before it stays written (a sink may already have part of the document).
    public mutating func write(_ value: JSONValue) throws(JSONOutputError) {
        switch value {
        case .null: pending += "null"
        case .bool(let value): pending += value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { throw JSONOutputError(value: value) }
            DecimalFormatting.append(value, fractionDigits: 6, to: &pending)
        case .string(let value): writeString(value)
        case .array(let values):
            pending += "["
            for (index, value) in values.enumerated() {
                if index > 0 { pending += "," }
                try write(value)
            }
            pending += "]"
        case .object(let members):
            pending += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { pending += "," }
                writeString(key)
                pending += ":"
                try write(value)
            }
            pending += "}"
        }
        flushIfFull()
    }

    /// Hands everything pending to the sink (a writer without one keeps it).
    public mutating func flush() {
        guard let sink, !pending.isEmpty else { return }
        sink(pending)
        pending = ""
    }

    private mutating func flushIfFull() {
        if sink != nil && pending.utf8.count >= Self.chunkSize { flush() }
    }

    private mutating func writeString(_ value: String) {
        pending += "\""
        // Most strings (every key) need no escape: append them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            pending += value
            pending += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": pending += "\\\""
            case "\\": pending += "\\\\"
            case "\n": pending += "\\n"
            case "\r": pending += "\\r"
            case "\t": pending += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                pending += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: pending.unicodeScalars.append(scalar)
            }
        }
        pending += "\""
    }
}
