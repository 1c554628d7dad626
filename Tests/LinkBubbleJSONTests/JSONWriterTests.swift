import LinkBubbleJSON
import Testing

/// The tool's JSON output: compact, in the order given, escaped, never a non-finite number.
@Suite struct JSONWriterTests {
    @Test func valuesAreCompactAndInTheOrderGiven() throws {
        let value = JSONValue.object([
            ("z", .number(0.1234567)), ("a", .array([.null, .bool(true), .range(2..<5)])), ("s", .string("q\"\\\n\t\u{1}é")),
        ])
        #expect(try value.text == #"{"z":0.1234567,"a":[null,true,[2,5]],"s":"q\"\\\n\t\u0001é"}"#)
        #expect(try value.text(numbers: .fractionDigits(3)) == #"{"z":0.123,"a":[null,true,[2,5]],"s":"q\"\\\n\t\u0001é"}"#)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteNumberIsAnError(number: Double) {
        #expect(throws: JSONOutputError.self) { try JSONValue.array([.number(1), .number(number)]).text }
    }

    /// A writer with a sink hands its bytes over once a write takes them past
    /// `chunkSize`, and the rest at its flush: together, the document a writer without a
    /// sink keeps.
    @Test func aSinkGetsTheDocumentInChunks() throws {
        func writeDocument(_ writer: inout JSONWriter) throws {
            writer.append(raw: "[")
            for index in 0..<3_000 {
                if index > 0 { writer.append(raw: ",") }
                try writer.write(.string(String(repeating: "x", count: 1_000)))
            }
            writer.append(raw: "]")
        }
        var whole = JSONWriter()
        try writeDocument(&whole)
        var chunks: [[UInt8]] = []
        var streaming = JSONWriter { chunks.append($0) }
        try writeDocument(&streaming)
        streaming.flush()
        #expect(chunks.count == 3)
        #expect(chunks.dropLast().allSatisfy { $0.count >= JSONWriter.chunkSize })
        #expect(chunks.flatMap { $0 } == whole.bytes)
    }
}
