import Geometry
import Testing
import TextLayout

/// Setting attributes on an existing range, by UTF-16 range and by `Range<String.Index>`,
/// links included, as NSMutableAttributedString's `addAttribute(_:value:range:)` and
/// `setAttributes(_:range:)` do.
@Suite struct AttributedTextRangeEditingTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func addAttributeSetsOneAttributeAndKeepsTheOthers() throws {
        var text = AttributedText("Read the guide now", attributes: TextAttributes(size: 20))
        try text.addAttribute(\.foregroundColor, value: Self.red, range: 9..<14)
        #expect(text.runs.map(\.range) == [0..<9, 9..<14, 14..<18])
        #expect(text.attributes(at: 9).foregroundColor == Self.red)
        #expect(text.attributes(at: 9).size == 20, "the other attributes stay")
        #expect(text.attributes(at: 8).foregroundColor == .black)
        try text.addAttribute(\.foregroundColor, value: .black, range: 9..<14)
        #expect(text.runs.count == 1, "equal neighbours merge again")
    }

    @Test func setLinkMarksAndClearsLinks() throws {
        var text = AttributedText("see example.com now")
        try text.setLink("https://example.com", range: 4..<15)
        #expect(text.links.map(\.range) == [4..<15])
        try text.setLink(nil, range: 4..<8)
        #expect(text.links.map(\.range) == [8..<15])
        #expect(text.links.map(\.value) == ["https://example.com"])
    }

    /// "日本 🇯🇵 link": the flag is four UTF-16 units, so String.Index ranges and UTF-16
    /// ranges differ past it.
    @Test func stringIndexRangesMapToUTF16Ranges() throws {
        var text = AttributedText("日本 🇯🇵 link")
        let word = try #require(text.string.firstRange(of: "link"))
        try text.setLink("https://example.com", range: word)
        #expect(text.links.map(\.range) == [8..<12])
        let flag = try #require(text.string.firstRange(of: "🇯🇵"))
        try text.addAttribute(\.size, value: 30, range: flag)
        #expect(text.runs.map(\.range) == [0..<3, 3..<7, 7..<8, 8..<12])
        try text.setAttributes(TextAttributes(size: 12), range: text.string.startIndex..<flag.lowerBound)
        #expect(text.attributes(at: 0).size == 12)
        try text.modifyAttributes(in: flag) { $0.baselineOffset = 2 }
        #expect(text.attributes(at: 3).baselineOffset == 2)
        #expect(text.attributes(at: 3).size == 30)
    }

    /// An index of a longer string lies past this text's end: a typed error, not a trap.
    @Test func indicesOutsideTheStringAreTypedErrors() throws {
        var text = AttributedText("short")
        let other = "a much longer string"
        let outside = other.index(other.startIndex, offsetBy: 3)..<other.index(other.startIndex, offsetBy: 12)
        #expect(throws: TextLayoutError.indexOutOfBounds(length: 5)) { try text.setLink("x", range: outside) }
        #expect(throws: TextLayoutError.indexOutOfBounds(length: 5)) {
            try text.addAttribute(\.size, value: 3, range: outside)
        }
        #expect(throws: TextLayoutError.rangeOutOfBounds(range: 2..<9, length: 5)) {
            try text.addAttribute(\.size, value: 3, range: 2..<9)
        }
        #expect(text.runs.count == 1, "a failed edit changes nothing")
    }
}
