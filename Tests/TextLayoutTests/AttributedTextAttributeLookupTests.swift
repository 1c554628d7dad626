import Testing
import TextLayout

@Suite struct AttributedTextAttributeLookupTests {
    /// "Read example.com today": a link on 5..<16, and "today" bold-colored, a run that
    /// differs in another attribute than the link.
    func sample() throws -> AttributedText {
        var text = AttributedText("Read example.com today")
        try text.addLink("https://example.com", range: 5..<16)
        try text.addAttribute(\.underlineStyle, value: .single, range: 17..<22)
        return text
    }

    @Test func attributeAtAnOffsetGivesItsLongestEffectiveRange() throws {
        let text = try sample()
        var range = 0..<0
        #expect(try text.attribute(\.link, at: 7, effectiveRange: &range) == "https://example.com")
        #expect(range == 5..<16)
        // No link from 16 on, across the underline run that differs in another attribute.
        #expect(try text.attribute(\.link, at: 20, effectiveRange: &range) == nil)
        #expect(range == 16..<22)
        #expect(try text.attribute(\.underlineStyle, at: 0) == [])
        #expect(throws: TextLayoutError.self) { try text.attribute(\.link, at: 22) }
    }

    @Test func enumerateAttributeJoinsRunsThatAgreeAndClipsToTheRange() throws {
        let text = try sample()
        var seen: [(String?, Range<Int>)] = []
        try text.enumerateAttribute(\.link, in: 2..<20) { value, range, _ in seen.append((value, range)) }
        #expect(seen.map(\.0) == [nil, "https://example.com", nil])
        #expect(seen.map(\.1) == [2..<5, 5..<16, 16..<20])
        var count = 0
        try text.enumerateAttribute(\.link, in: 0..<22) { _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
        let string = text.string
        var viaIndices: [Range<Int>] = []
        try text.enumerateAttribute(\.link, in: string.startIndex..<string.endIndex) { _, range, _ in viaIndices.append(range) }
        #expect(viaIndices == [0..<5, 5..<16, 16..<22])
    }
}
