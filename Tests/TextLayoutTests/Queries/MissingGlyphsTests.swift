import Testing
import TextLayout

@Suite struct MissingGlyphsTests {
    func layout(_ string: String) throws -> LayoutManager {
        try LayoutManager(
            text: AttributedText(string), container: TextContainer(width: 400), fontSource: FontChainSource())
    }

    @Test func textTheBundledFontsDrawMissesNothing() throws {
        let missing = try layout("Hello, مرحبا, שלום").missingGlyphs
        #expect(missing.isEmpty)
        #expect(missing.ranges.isEmpty)
    }

    @Test func tibetanWithoutSystemFontsIsReportedWithItsRange() throws {
        let layout = try self.layout("Hi བོད་ཡིག x")
        let missing = layout.missingGlyphs
        #expect(missing.count > 0)
        #expect(missing.ranges == [3..<10])
    }
}
