import ArgumentParser
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
    public static func parse(_ text: String) throws -> [Rect] {
        try JSONReader.checkSize(text.utf8.count)
        var parser = RectsParser(text)
        let rects = try parser.parseArray()
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.malformed("expected the end of input") }
        return rects
    }

    private mutating func parseArray() throws -> [Rect] {
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

    private mutating func parseRect(number: Int) throws -> Rect {
        try expect(UInt8(ascii: "["), "expected '[' to start rect \(number)")
        var values: [Double] = []
        if peek() != UInt8(ascii: "]") {
            repeat {
                values.append(try parseNumber(rect: number, index: values.count))
            } while consume(UInt8(ascii: ","))
        }
        try expect(UInt8(ascii: "]"), "expected ',' or ']' in rect \(number)")
        guard values.count == 4 else {
            throw ValidationError("rect \(number) has \(values.count) numbers; expected 4: [x, y, width, height]")
        }
        for (index, name) in [(2, "width"), (3, "height")] where values[index] < 0 {
            throw ValidationError("rect \(number) has a negative \(name): \(JSONValue.format(values[index]))")
        }
        for (index, name) in [(0, "x + width"), (1, "y + height")] where !(values[index] + values[index + 2]).isFinite {
            throw ValidationError("rect \(number): \(name) overflows to infinity")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private mutating func parseNumber(rect: Int, index: Int) throws -> Double {
        skipWhitespace()
        let start = offset
        while offset < bytes.count, Self.isTokenByte(bytes[offset]) { offset += 1 }
        let token = String(decoding: bytes[start..<offset], as: UTF8.self)
        let name = index < 4 ? ["x", "y", "width", "height"][index] : "value \(index + 1)"
        guard !token.isEmpty else { throw malformed("expected a number for \(name) of rect \(rect)") }
        guard let value = Double(token), JSONReader.isNumber(token) || !value.isFinite else {
            throw ValidationError("rect \(rect): \(name) '\(token)' is not a number")
        }
        guard value.isFinite else {
            throw ValidationError("rect \(rect): \(name) \(token) is not a finite number")
        }
        return value
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
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

    private mutating func expect(_ byte: UInt8, _ message: String) throws {
        guard consume(byte) else { throw malformed(message) }
    }

    private func malformed(_ message: String) -> ValidationError {
        JSONReader.malformed(message, bytes: bytes, offset: offset)
    }
}
