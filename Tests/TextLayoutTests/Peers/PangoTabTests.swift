import Foundation
import Testing
import TextLayout

/// Tabs compared with Pango 1.50 (Fixtures/pango-tabs.json, recorded by
/// record_pango_tab_fixtures.py): one stop of each alignment, Noto Sans at 16 px, no
/// padding. Every character's left and right edge agree within 0.01 px (Pango rounds to
/// 1/1024 px). Pango has no default stops here (its default is every 8 spaces), so each
/// case sets one stop and no default interval on both sides.
@Suite struct PangoTabTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            var text: String
            var alignment: String
            var location: Double
            var left: [Double]
            var right: [Double]
        }
        var cases: [Case]
    }

    static let fixture: Fixture = {
        do { return try PangoFixtures.load("pango-tabs.json", as: Fixture.self) } catch {
            fatalError("pango-tabs.json does not load: \(error)")
        }
    }()

    static let alignments: [String: TextTab.Alignment] = ["left": .left, "right": .right, "center": .center, "decimal": .decimal]

    @Test(arguments: fixture.cases.indices)
    func charactersSitWherePangoPutsThem(index: Int) throws {
        let fixture = Self.fixture.cases[index]
        let alignment = try #require(Self.alignments[fixture.alignment])
        let style = ParagraphStyle(tabStops: [TextTab(alignment: alignment, location: fixture.location)])
        let layout = try Samples.layout(
            fixture.text, width: 1000, attributes: TextAttributes(font: Font.bundled(.notoSans), fallbackFonts: [], paragraphStyle: style))
        for offset in 0..<layout.text.length {
            let rects = try layout.enclosingRects(forCharacterRange: offset..<offset + 1)
            try #require(rects.count == 1, "\(fixture.text) \(offset)")
            #expect(abs(rects[0].minX - fixture.left[offset]) < 0.01, "\(fixture.alignment) \(fixture.text): left of \(offset)")
            #expect(abs(rects[0].maxX - fixture.right[offset]) < 0.01, "\(fixture.alignment) \(fixture.text): right of \(offset)")
        }
    }
}
