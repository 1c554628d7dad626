/// A fixed number of numbers as one JSON array: the stable coded form of ``Point``,
/// ``Size`` and ``Rect``.
enum CodableNumbers {
    /// Exactly `count` numbers, or a `DecodingError` naming `what` was expected.
    static func decode(from decoder: any Decoder, count: Int, of what: String) throws -> [Double] {
        var container = try decoder.unkeyedContainer()
        var values: [Double] = []
        while !container.isAtEnd, values.count <= count { values.append(try container.decode(Double.self)) }
        guard values.count == count, container.isAtEnd else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "expected \(what): an array of \(count) numbers"))
        }
        return values
    }

    static func encode(_ values: [Double], to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in values { try container.encode(value) }
    }
}
