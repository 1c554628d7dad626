import LinkBubbleTestSupport
import Testing
import TextLayout

/// `modifyAttributes(in:_:)` with many edits and `addLinks` must leave exactly the runs
/// that the same single edits, one after another, leave.
@Suite struct AttributedTextBulkEditingTests {
    /// A text of `length` letters whose runs already differ (every few letters bold or not).
    func text(length: Int, generator: inout SplitMix64) -> AttributedText {
        var text = AttributedText()
        while text.length < length {
            let count = min(Int.random(in: 1...6, using: &generator), length - text.length)
            let bold = Bool.random(using: &generator)
            text.append(String(repeating: "a", count: count), attributes: TextAttributes().withLink(bold ? "base" : nil))
        }
        return text
    }

    @Test(arguments: 0..<200) func bulkLinksEqualSingleLinksInTurn(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let length = Int.random(in: 0...60, using: &generator)
        let original = text(length: length, generator: &generator)
        var links: [(value: String, range: Range<Int>)] = []
        for index in 0..<Int.random(in: 0...12, using: &generator) {
            let start = Int.random(in: 0...length, using: &generator)
            let end = Int.random(in: start...length, using: &generator)
            links.append(("link\(index % 4)", start..<end))
        }
        var single = original
        for link in links { try single.addLink(link.value, range: link.range) }
        var bulk = original
        try bulk.addLinks(links)
        #expect(bulk.runs == single.runs, "links \(links)")
        #expect(bulk == single)
    }

    @Test func anEditOutOfBoundsChangesNothing() {
        var text = AttributedText("abc")
        #expect(throws: TextLayoutError.rangeOutOfBounds(range: 2..<4, length: 3)) {
            try text.addLinks([("ok", 0..<1), ("bad", 2..<4)])
        }
        #expect(text == AttributedText("abc"))
    }

    @Test func tenThousandLinksOnTwentyThousandCharacters() throws {
        var text = AttributedText(String(repeating: "ab", count: 10_000))
        let links = (0..<10_000).map { (value: "https://example.com/\($0)", range: (2 * $0)..<(2 * $0 + 1)) }
        try text.addLinks(links)
        #expect(text.links.count == 10_000)
        #expect(text.runs.count == 20_000)
        #expect(text.links[9_999].range == 19_998..<19_999)
    }
}
