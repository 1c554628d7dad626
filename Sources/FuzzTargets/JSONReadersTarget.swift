import Geometry
import LinkBubbleJSON

/// The command-line tool's JSON readers on the input's bytes as text: the reader, a
/// `batch` job line and `path`'s rects. The readers' simdjson fast path must agree with
/// their strict pass (the same value, or both refusing), and every value the reader
/// accepts must write back as JSON (its numbers are finite) that reads again, equal.
enum JSONReadersTarget {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let value = try? JSONReader.parse(text)
        let strict = try? JSONReader.parseStrictly(text)
        guard same(value, strict) else { fatalError("simdjson and the strict reader disagree on \(Array(text.utf8))") }
        for precision in [nil, 6] as [Int?] {
            guard let value else { break }
            var writer = JSONWriter(numbers: precision.map(JSONNumberFormat.fractionDigits) ?? .shortest)
            do {
                try writer.write(written(value))
            } catch {
                fatalError("a value the reader accepted cannot be written: \(error)")
            }
            let text = String(decoding: writer.bytes, as: UTF8.self)
            guard let again = try? JSONReader.parse(text) else { fatalError("the writer's JSON does not read again: \(text)") }
            guard precision != nil || same(again, value) else { fatalError("the shortest numbers do not read back equal: \(text)") }
        }
        _ = try? BatchJob(line: text)
        let rects = try? RectsParser.parse(text)
        let strictRects = try? RectsParser.parseStrictly(text)
        guard rects == strictRects else { fatalError("simdjson and the strict rects parser disagree on \(Array(text.utf8))") }
    }

    /// Whether two readings are the same value (numbers equal as doubles: simdjson reads `-0` as 0).
    private static func same(_ a: JSONReader.Value?, _ b: JSONReader.Value?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (.null?, .null?): true
        case (.bool(let a)?, .bool(let b)?): a == b
        case (.number(let a)?, .number(let b)?): a == b
        case (.string(let a)?, .string(let b)?): a == b
        case (.array(let a)?, .array(let b)?): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a)?, .object(let b)?):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        default: false
        }
    }

    /// A value read, as the writer's value.
    private static func written(_ value: JSONReader.Value) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let string): .string(string)
        case .array(let values): .array(values.map(written))
        case .object(let members): .object(members.map { ($0.key, written($0.value)) })
        }
    }
}
