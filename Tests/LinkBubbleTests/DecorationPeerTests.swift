import Foundation
import LinkBubble
import Testing

/// Underlines and strikethroughs placed as Pango 1.50 places them, from the same font tables:
/// Tests/TextLayoutTests/Fixtures/pango-decoration-metrics.json, recorded by
/// record_pango_decoration_metrics.py in that folder (the fixed test font set, 40 px).
@Suite struct DecorationPeerTests {
    struct Fixture: Decodable {
        struct Face: Decodable {
            var family: String
            var underlineTop: Double
            var underlineThickness: Double
            var strikethroughTop: Double
            var strikethroughThickness: Double
        }
        var size: Double
        var faces: [Face]
    }

    static func fixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TextLayoutTests/Fixtures/pango-decoration-metrics.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test func linesSitWherePangoPutsThem() throws {
        let fixture = try Self.fixture()
        let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts/fonts.conf").path
        let source = try SystemFontSource(configurationFile: configuration)
        #expect(fixture.faces.count == 6)
        for face in fixture.faces {
            let font = try source.font(family: face.family)
            let attributes = TextAttributes(
                font: font, size: fixture.size, underlineStyle: .single, strikethroughStyle: .single)
            let layout = try LayoutManager(
                text: AttributedText("x", attributes: attributes), container: TextContainer(width: 400), fontSource: source)
            let decorations = try TextDecoration.decorations(of: layout)
            let underline = try #require(decorations.first { $0.kind == .underline }?.rects.first)
            let strike = try #require(decorations.first { $0.kind == .strikethrough }?.rects.first)
            let baseline = layout.glyphs[0].position.y
            // Pango gives the top of each line above the baseline, in 1/1024 px.
            let tolerance = 2.0 / 1024
            #expect(abs((baseline - underline.minY) - face.underlineTop) < tolerance, "\(face.family) underline top")
            #expect(abs(underline.height - face.underlineThickness) < tolerance, "\(face.family) underline thickness")
            #expect(abs((baseline - strike.minY) - face.strikethroughTop) < tolerance, "\(face.family) strikethrough top")
            #expect(abs(strike.height - face.strikethroughThickness) < tolerance, "\(face.family) strikethrough thickness")
        }
    }
}
