import CSimdJSONShim
import Geometry

/// A strict reader for a JSON array of `[x, y, width, height]` rects, with
/// errors that name the bad value and where it is.
public struct RectsParser {
    private let bytes: [UInt8]
    private var offset = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The rects in `text`, or an error naming the first problem: input larger than
    /// ``JSONInputLimits/maximumInputBytes``, malformed JSON, a value that is not a
    /// finite number, a wrong count of numbers, or a negative width or height. The
    /// shape is fixed (an array of arrays), so nesting cannot go deeper than 2.
    public static func parse(_ text: String) throws(JSONInputError) -> [Rect] {
        var text = text
        return try text.withUTF8 { utf8 in
            Result { () throws(JSONInputError) in try parse(utf8: UnsafeRawBufferPointer(utf8)) }
        }.get()
    }

    /// The rects in the UTF-8 `bytes` (``parse(_:)``). simdjson reads them; input it
    /// refuses or that is not rects goes to this parser's strict pass, which reads
    /// what the grammar allows and simdjson does not (whole numbers beyond 64 bits) and
    /// otherwise throws the one-line error. Bytes that are not UTF-8 are read as the
    /// text they decode to, invalid sequences replaced by U+FFFD.
    public static func parse(utf8 bytes: UnsafeRawBufferPointer) throws(JSONInputError) -> [Rect] {
        try JSONReader.checkSize(bytes.count)
        if let events = JSONEvents(utf8: bytes), let rects = rects(in: events) { return rects }
        return try parseStrictly(String(decoding: bytes, as: UTF8.self))
    }

    /// ``parse(_:)`` by this parser's strict pass alone, without simdjson: the reference
    /// the fast path is checked against (the `json-readers` fuzz target).
    public static func parseStrictly(_ text: String) throws(JSONInputError) -> [Rect] {
        try JSONReader.checkSize(text.utf8.count)
        var parser = RectsParser(text)
        let rects = try parser.parseArray()
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.malformed("expected the end of input") }
        return rects
    }

    /// The rects of a document simdjson read, or nil when it is not an array of valid
    /// rects (the strict pass then says what is wrong).
    private static func rects(in document: JSONEvents) -> [Rect]? {
        document.events.withUnsafeBufferPointer { events -> [Rect]? in
            guard events.count >= 2, Int(events[0].kind) == LB_JSON_ARRAY_START else { return nil }
            let count = (events.count - 2) / 6
            guard events.count == 2 + 6 * count else { return nil }
            var rects: [Rect] = []
            rects.reserveCapacity(count)
            var index = 1
            for _ in 0..<count {
                guard Int(events[index].kind) == LB_JSON_ARRAY_START, Int(events[index + 5].kind) == LB_JSON_ARRAY_END,
                    Int(events[index + 1].kind) == LB_JSON_NUMBER, Int(events[index + 2].kind) == LB_JSON_NUMBER,
                    Int(events[index + 3].kind) == LB_JSON_NUMBER, Int(events[index + 4].kind) == LB_JSON_NUMBER
                else { return nil }
                let x = JSONEvents.number(events[index + 1])
                let y = JSONEvents.number(events[index + 2])
                let width = JSONEvents.number(events[index + 3])
                let height = JSONEvents.number(events[index + 4])
                guard width >= 0, height >= 0, (x + width).isFinite, (y + height).isFinite else { return nil }
                rects.append(Rect(x: x, y: y, width: width, height: height))
                index += 6
            }
            return Int(events[index].kind) == LB_JSON_ARRAY_END ? rects : nil
        }
    }

    private mutating func parseArray() throws(JSONInputError) -> [Rect] {
        try expect(UInt8(ascii: "["), "expected '[' to start the array of rects")
        var rects: [Rect] = []
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return rects
        }
        while true {
            rects.append(try parseRect(number: rects.count + 1))
            if peek() == UInt8(ascii: ",") {
                offset += 1
            } else {
                try expect(UInt8(ascii: "]"), "expected ',' or ']' after rect \(rects.count)")
                return rects
            }
        }
    }

    private mutating func parseRect(number: Int) throws(JSONInputError) -> Rect {
        try expect(UInt8(ascii: "["), "expected '[' to start rect \(number)")
        var values: [Double] = []
        if peek() != UInt8(ascii: "]") {
            repeat {
                values.append(try parseNumber(rect: number, index: values.count))
            } while consume(UInt8(ascii: ","))
        }
        try expect(UInt8(ascii: "]"), "expected ',' or ']' in rect \(number)")
        guard values.count == 4 else {
            throw JSONInputError("rect \(number) has \(values.count) numbers; expected 4: [x, y, width, height]")
        }
        for (index, name) in [(2, "width"), (3, "height")] where values[index] < 0 {
            throw JSONInputError("rect \(number) has a negative \(name): \(JSONValue.format(values[index]))")
        }
        for (index, name) in [(0, "x + width"), (1, "y + height")] where !(values[index] + values[index + 2]).isFinite {
            throw JSONInputError("rect \(number): \(name) overflows to infinity")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private mutating func parseNumber(rect: Int, index: Int) throws(JSONInputError) -> Double {
        skipWhitespace()
        let start = offset
        offset = StrictNumber.tokenEnd(in: bytes, from: start, includingLetters: true)
        let token = String(decoding: bytes[start..<offset], as: UTF8.self)
        let name = index < 4 ? ["x", "y", "width", "height"][index] : "value \(index + 1)"
        guard !token.isEmpty else { throw malformed("expected a number for \(name) of rect \(rect)") }
        switch StrictNumber.read(token) {
        case .number(let value): return value
        case .outOfRange, .nonFiniteWord: throw JSONInputError("rect \(rect): \(name) \(token) is not a finite number")
        case .notANumber: throw JSONInputError("rect \(rect): \(name) '\(token)' is not a number")
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(JSONInputError) {
        guard consume(byte) else { throw malformed(message) }
    }

    private func malformed(_ message: String) -> JSONInputError {
        JSONReader.malformed(message, bytes: bytes, offset: offset)
    }
}
