import Geometry
import InternalUtilities

/// Writes JSON as UTF-8 bytes, piece by piece, into one byte buffer (never through
/// `String`). Bytes collect in ``bytes``; a writer with a sink hands them over
/// whenever they pass ``chunkSize``, so printing a document of any size holds one
/// chunk and one value at a time; a writer without one keeps the whole document, for
/// one write at the end.
///
/// A writer is a value owned by one thread at a time.
public struct JSONWriter {
    /// The bytes a writer with a sink keeps before handing them over: 1 MiB.
    public static let chunkSize = 1 << 20

    /// Bytes written and not yet handed to the sink.
    public private(set) var bytes: [UInt8] = []
    /// How numbers are printed.
    public let numbers: JSONNumberFormat
    private let sink: (([UInt8]) -> Void)?

    /// A writer printing numbers as `numbers` says that hands its bytes to `sink` in
    /// chunks (nil: keeps all of them in ``bytes``).
    public init(numbers: JSONNumberFormat = .shortest, sink: (([UInt8]) -> Void)? = nil) {
        self.numbers = numbers
        self.sink = sink
    }

    /// Appends punctuation or text that is already JSON (`{"lines":[`, `,`, a newline).
    public mutating func append(raw text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        flushIfFull()
    }

    /// Appends `value` as compact JSON.
    ///
    /// - Throws: ``JSONOutputError`` for a NaN or infinite number. What was written
    ///   before it stays written (a sink may already have part of the document).
    public mutating func write(_ value: JSONValue) throws(JSONOutputError) {
        try writeValue(value)
        flushIfFull()
    }

    /// Appends a number as ``numbers`` says.
    ///
    /// - Throws: ``JSONOutputError`` for a NaN or infinite number.
    public mutating func write(number value: Double) throws(JSONOutputError) {
        guard value.isFinite else { throw JSONOutputError(value: value) }
        switch numbers {
        case .shortest: DecimalFormatting.appendShortest(value, to: &bytes)
        case .fractionDigits(let digits): DecimalFormatting.append(value, fractionDigits: digits, to: &bytes)
        }
    }

    /// Appends a string in quotes, escaped as JSON needs.
    public mutating func write(string value: String) {
        var value = value
        value.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                // Runs without escapes are appended whole.
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// Appends `path`'s SVG path data (Geometry's `Path.svgPathData`: three decimals) as
    /// a JSON string, straight into the bytes: path data holds nothing JSON escapes.
    public mutating func write(svgPathData path: Path) {
        bytes.append(UInt8(ascii: "\""))
        path._appendSVGPathData(fractionDigits: 3, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    /// Hands everything pending to the sink (a writer without one keeps it).
    public mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func writeValue(_ value: JSONValue) throws(JSONOutputError) {
        switch value {
        case .null: append(raw: "null")
        case .bool(let value): value ? append(raw: "true") : append(raw: "false")
        case .number(let value): try write(number: value)
        case .string(let value): write(string: value)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try writeValue(value)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(string: key)
                bytes.append(UInt8(ascii: ":"))
                try writeValue(value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func flushIfFull() {
        if sink != nil && bytes.count >= Self.chunkSize { flush() }
    }
}
