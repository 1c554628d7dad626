import Testing
import Geometry
import TextLayout

@Suite struct AttributedTextTests {
    @Test func appendingMergesEqualRuns() {
        var text = AttributedText("Hello ")
        text.append("world")
        #expect(text.runs.count == 1)
        #expect(text.length == 11)
        text.append("!", attributes: TextAttributes(size: 20))
        #expect(text.runs.map(\.range) == [0..<11, 11..<12])
        #expect(text.attributes(at: 11).size == 20)
        #expect(text.attributes(at: 99) == text.defaultAttributes)
    }

    @Test func linksSplitAndMergeRuns() throws {
        var text = AttributedText("see example.com now")
        try text.addLink("https://example.com", range: 4..<15)
        #expect(text.runs.map(\.range) == [0..<4, 4..<15, 15..<19])
        #expect(text.links.map(\.value) == ["https://example.com"])
        #expect(text.links.map(\.range) == [4..<15])
        try text.modifyAttributes(in: 4..<15) { $0.link = nil }
        #expect(text.runs.count == 1, "equal neighbours merge again")
        #expect(throws: TextLayoutError.rangeOutOfBounds(range: 10..<30, length: 19)) {
            try text.addLink("x", range: 10..<30)
        }
    }

    @Test func utf16AndStringIndexRangesConvert() throws {
        let text = AttributedText("a😀b é")
        let emoji = try #require(text.string.firstIndex(of: "😀"))
        let range = emoji..<text.string.index(after: emoji)
        #expect(text.utf16Range(of: range) == 1..<3)
        #expect(text.stringRange(ofUTF16: 1..<3) == range)
        #expect(text.stringRange(ofUTF16: 2..<3) == nil, "inside a surrogate pair")
        #expect(text.stringRange(ofUTF16: 0..<99) == nil)
        #expect(text.utf16Range(of: "b") == 3..<4)
        #expect(text.substring(utf16: 1..<4) == "😀b")
    }

    @Test func attributesCompareFontsByIdentity() throws {
        let bytes = Array(BundledFont.notoSans.bytes)
        let a = TextAttributes(font: try Font(bytes: bytes))
        let b = TextAttributes(font: try Font(bytes: bytes))
        #expect(a != b)
        #expect(a == a.withLink(nil))
        #expect(Color(hex: "#ff8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color(hex: "00ff0088")?.alpha == 136.0 / 255)
        #expect(Color(hex: "0f08") == nil, "four digits are not a form")
        #expect(Color(hex: "xyz") == nil)
    }

    @Test func randomEditsKeepRunsTilingTheText() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let length = Int.random(in: 1...30, using: &generator)
            var text = AttributedText(String(repeating: "x", count: length))
            var expected = [Int?](repeating: nil, count: length)
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let start = Int.random(in: 0...length, using: &generator)
                let end = Int.random(in: start...length, using: &generator)
                let size = Int.random(in: 10...12, using: &generator)
                try text.modifyAttributes(in: start..<end) { $0.size = Double(size) }
                for index in start..<end { expected[index] = size }
            }
            #expect(text.runs.first?.range.lowerBound == 0 && text.runs.last?.range.upperBound == length)
            for (run, next) in zip(text.runs, text.runs.dropFirst()) {
                #expect(run.range.upperBound == next.range.lowerBound)
                #expect(run.attributes != next.attributes, "equal neighbours are merged")
            }
            for index in 0..<length {
                #expect(text.attributes(at: index).size == Double(expected[index] ?? 16))
            }
        }
    }
}
