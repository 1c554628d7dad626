import LinkBubbleJSON

/// The command-line tool's JSON readers on the input's bytes as text: the strict reader,
/// a `batch` job line and `path`'s rects. Every value the reader accepts must write back
/// as JSON (its numbers are finite) that reads again.
enum JSONReadersTarget {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let value = try? JSONReader.parse(text) {
            var writer = JSONWriter()
            do {
                try writer.write(written(value))
            } catch {
                fatalError("a value the reader accepted cannot be written: \(error)")
            }
            guard (try? JSONReader.parse(writer.pending)) != nil else {
                fatalError("the writer's JSON does not read again: \(writer.pending)")
            }
        }
        _ = try? BatchJob.arguments(fromLine: text)
        _ = try? RectsParser.parse(text)
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
