import InternalUtilities

/// The limits of the tool's JSON readers: a `batch` job line and the rects of `path`.
public enum JSONInputLimits {
    /// The deepest nesting of arrays and objects in one JSON input: 64. A job needs 4
    /// (the job, its `link` list, a link, its range) and rects need 2; deeper input is
    /// an error rather than a deep recursion.
    public static let maximumNestingDepth = 64

    /// The largest JSON input, in bytes: 64 MiB (67,108,864) for one `batch` job line or
    /// for the rects given to `path`. Larger input is an error, read no further.
    public static let maximumInputBytes = 64 << 20
}

/// A JSON reader (RFC 8259): simdjson for speed, and a strict pass of its own, in one
/// pass over the bytes in time linear in the input, for what simdjson refuses, with
/// errors that say what is wrong and at which byte.
///
/// Beyond the grammar it refuses what a JSON value cannot mean here: numbers out of the
/// range of `Double` (`1e400`), escapes of unpaired UTF-16 surrogates (`"\ud800"`),
/// nesting deeper than ``JSONInputLimits/maximumNestingDepth`` and input larger than
/// ``JSONInputLimits/maximumInputBytes``.
public struct JSONReader: Sendable {
    /// A JSON value; an object keeps its members in input order, duplicates included.
    public indirect enum Value: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number (always finite: numbers beyond `Double`'s range are errors).
        case number(Double)
        /// A string, escapes decoded.
        case string(String)
        /// An array.
        case array([Value])
        /// An object's members in input order, duplicate keys included.
        case object([(key: String, value: Value)])
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The one JSON value that `text` holds, with nothing but whitespace around it.
    ///
    /// simdjson reads it; what simdjson refuses, this reader's own strict pass reads
    /// again, to accept what the grammar allows and simdjson does not (whole numbers
    /// beyond 64 bits) and to say where the input is wrong.
    ///
    /// - Throws: ``JSONInputError`` with a one-line message, such as "malformed JSON at
    ///   byte 12: expected ',' or '}' in an object, found 'x'".
    public static func parse(_ text: String) throws(JSONInputError) -> Value {
        try checkSize(text.utf8.count)
        if let events = JSONEvents(text) { return events.value() }
        return try parseStrictly(text)
    }

    /// ``parse(_:)`` by this reader's strict pass alone, without simdjson: the
    /// reference the fast path is checked against (the `json-readers` fuzz target).
    public static func parseStrictly(_ text: String) throws(JSONInputError) -> Value {
        try checkSize(text.utf8.count)
        var reader = JSONReader(Array(text.utf8))
        let value = try reader.parseValue()
        reader.skipWhitespace()
        guard reader.offset == reader.bytes.count else { throw reader.malformed("expected the end of input") }
        return value
    }

    /// Throws when an input of `count` bytes is larger than ``JSONInputLimits/maximumInputBytes``.
    public static func checkSize(_ count: Int) throws(JSONInputError) {
        guard count <= JSONInputLimits.maximumInputBytes else { throw tooLarge() }
    }

    /// The one-line error of an input over `limit` bytes
    /// (``JSONInputLimits/maximumInputBytes`` unless given).
    static func tooLarge(limit: Int = JSONInputLimits.maximumInputBytes) -> JSONInputError {
        JSONInputError("the JSON input is larger than the limit of \(limit) bytes")
    }

    /// The bytes of the file at `path` (standard input when nil), read no further than
    /// ``JSONInputLimits/maximumInputBytes``; nil when the file cannot be opened or read.
    ///
    /// - Throws: ``JSONInputError`` when the input is larger than the limit.
    public static func readInput(atPath path: String?) throws(JSONInputError) -> [UInt8]? {
        switch BoundedFileReading.contents(atPath: path, limit: JSONInputLimits.maximumInputBytes) {
        case .bytes(let bytes): return bytes
        case .unreadable: return nil
        case .tooLarge: throw tooLarge()
        }
    }

    private mutating func parseValue() throws(JSONInputError) -> Value {
        skipWhitespace()
        guard offset < bytes.count else { throw malformed("expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try nested { reader throws(JSONInputError) in try reader.parseObject() }
        case UInt8(ascii: "["): return try nested { reader throws(JSONInputError) in try reader.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw malformed("expected a value")
        }
    }

    /// Parses an array or object one level deeper, within the nesting limit.
    private mutating func nested(_ parse: (inout JSONReader) throws(JSONInputError) -> Value) throws(JSONInputError) -> Value {
        guard depth < JSONInputLimits.maximumNestingDepth else {
            throw JSONInputError(
                "JSON at byte \(offset + 1) nests arrays and objects deeper than the limit of \(JSONInputLimits.maximumNestingDepth)")
        }
        depth += 1
        defer { depth -= 1 }
        offset += 1
        return try parse(&self)
    }

    private mutating func parseArray() throws(JSONInputError) -> Value {
        var values: [Value] = []
        if consume(UInt8(ascii: "]")) { return .array(values) }
        repeat {
            values.append(try parseValue())
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw malformed("expected ',' or ']' in an array") }
        return .array(values)
    }

    private mutating func parseObject() throws(JSONInputError) -> Value {
        var members: [(key: String, value: Value)] = []
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw malformed("expected a key in quotes") }
            let key = try parseString()
            guard consume(UInt8(ascii: ":")) else { throw malformed("expected ':' after the key \"\(key)\"") }
            members.append((key, try parseValue()))
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw malformed("expected ',' or '}' in an object") }
        return .object(members)
    }

    private mutating func parseLiteral(_ word: String, _ value: Value) throws(JSONInputError) -> Value {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw malformed("expected a value") }
        offset += expected.count
        return value
    }

    private mutating func parseNumber() throws(JSONInputError) -> Double {
        let start = offset
        offset = StrictNumber.tokenEnd(in: bytes, from: start, includingLetters: false)
        let token = String(decoding: bytes[start..<offset], as: UTF8.self)
        switch StrictNumber.read(token) {
        case .number(let value):
            return value
        case .outOfRange:
            throw JSONInputError("JSON at byte \(start + 1): the number \(token) is out of range (beyond ±1.8e308)")
        case .nonFiniteWord, .notANumber:
            offset = start
            throw malformed("expected a number")
        }
    }

    /// A string from its opening quote to its closing one, escapes resolved.
    private mutating func parseString() throws(JSONInputError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        while true {
            guard offset < bytes.count else { throw malformed("expected '\"' to end the string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars)
                offset += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try parseEscape())
                runStart = offset
            } else if byte < 0x20 {
                throw malformed("a control character must be escaped in a string")
            } else {
                offset += 1
            }
        }
    }

    /// The character of the escape after a backslash.
    private mutating func parseEscape() throws(JSONInputError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw malformed("expected an escape after '\\'") }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            offset -= 2
            throw malformed("expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
        }
        let start = offset - 2
        let unit = try parseHexUnit()
        if UTF16.isTrailSurrogate(unit) { throw unpairedSurrogate(unit, at: start) }
        guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit)! }
        guard bytes[offset...].starts(with: Array("\\u".utf8)) else { throw unpairedSurrogate(unit, at: start) }
        offset += 2
        let trail = try parseHexUnit()
        guard UTF16.isTrailSurrogate(trail) else { throw unpairedSurrogate(unit, at: start) }
        return Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))!
    }

    private mutating func parseHexUnit() throws(JSONInputError) -> UInt16 {
        guard offset + 4 <= bytes.count,
            let unit = UInt16(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
            bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw malformed("expected 4 hexadecimal digits after '\\u'") }
        offset += 4
        return unit
    }

    private func unpairedSurrogate(_ unit: UInt16, at start: Int) -> JSONInputError {
        let hex = String(unit, radix: 16)
        return JSONInputError(
            "JSON at byte \(start + 1): \\u\(hex) is half of a UTF-16 surrogate pair without its other half, not a character")
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private func malformed(_ message: String) -> JSONInputError {
        Self.malformed(message, bytes: bytes, offset: offset)
    }

    /// "malformed JSON at byte N: MESSAGE, found 'TEXT'" (or "found the end of input").
    static func malformed(_ message: String, bytes: [UInt8], offset: Int) -> JSONInputError {
        let found = offset < bytes.count
            ? "'\(String(decoding: bytes[offset..<min(offset + 12, bytes.count)], as: UTF8.self))'" : "the end of input"
        return JSONInputError("malformed JSON at byte \(offset + 1): \(message), found \(found)")
    }
}
