import Foundation
import Testing
import TextLayout

/// Line heights with fallback fonts compared with Pango 1.50 (Fixtures/pango-line-heights.json,
/// recorded by `record_pango_line_height_fixtures.py` on the fixed test font set): a Latin
/// line holding Arabic, Devanagari or Thai.
///
/// Pango makes a line as tall as its tallest font, as ``FallbackLineHeight/ownMetrics``
/// does: Noto Sans Devanagari and Noto Sans Thai make their lines taller alike. For
/// Arabic, fontconfig gives Pango DejaVu Sans, whose metrics fit inside Noto Sans's, so
/// its line keeps the Latin height; LinkBubble draws Arabic with the bundled chain's Noto
/// Sans Arabic UI, which Pango also draws it with when asked for it by name ("arabic-ui"),
/// and the line keeps the Latin height in both. Noto Sans Arabic (2.11 em tall) would make
/// it taller, and ``FallbackLineHeight/primaryFont`` keeps that line as even.
@Suite struct PangoLineHeightTests {
    struct Fixture: Decodable {
        struct Sample: Decodable {
            struct Layout: Decodable {
                struct Item: Decodable {
                    var font: String
                }
                var size: Double
                var height: Double
                var baseline: Double
                var items: [Item]
            }
            var name: String
            var text: String
            /// Pango's font description when it is not the header's "Noto Sans".
            var fontDescription: String?
            var layouts: [Layout]
        }
        var samples: [Sample]
    }

    static let fixture: Fixture = {
        do { return try PangoFixtures.load("pango-line-heights.json", as: Fixture.self) } catch {
            fatalError("pango-line-heights.json does not load: \(error)")
        }
    }()

    func line(
        _ text: String, size: Double, _ setting: FallbackLineHeight, arabic: BundledFont = .notoSansArabicUI
    ) throws -> LineFragment {
        var attributes = TextAttributes(size: size)
        attributes.fallbackFonts = [.bundled(arabic), .bundled(.notoSansHebrew), .bundled(.dejaVuSans)]
        attributes.paragraphStyle.fallbackLineHeight = setting
        let layout = try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: TextContainer(width: 1000),
            fontSource: TestFontSet.source)
        return try #require(layout.lineFragments.first)
    }

    @Test(arguments: ["latin", "devanagari", "thai"])
    func ownMetricsMatchPango(name: String) throws {
        let sample = try #require(Self.fixture.samples.first { $0.name == name })
        for pango in sample.layouts {
            let line = try self.line(sample.text, size: pango.size, .ownMetrics)
            #expect(abs(line.rect.height - pango.height) < 0.01, "\(name) at \(pango.size) px")
            #expect(abs(line.baseline - pango.baseline) < 0.01, "\(name) at \(pango.size) px")
        }
    }

    @Test(arguments: ["arabic", "arabic-ui"])
    func arabicInTheUIVariantIsAsEvenAsPangos(name: String) throws {
        let sample = try #require(Self.fixture.samples.first { $0.name == name })
        for pango in sample.layouts {
            for setting in FallbackLineHeight.allCases {
                let line = try self.line(sample.text, size: pango.size, setting)
                #expect(abs(line.rect.height - pango.height) < 0.01, "\(name) at \(pango.size) px, \(setting)")
                #expect(abs(line.baseline - pango.baseline) < 0.01, "\(name) at \(pango.size) px, \(setting)")
            }
        }
    }

    @Test func pangoAskedByNameDrawsArabicWithTheUIVariant() throws {
        let sample = try #require(Self.fixture.samples.first { $0.name == "arabic-ui" })
        #expect(sample.fontDescription == "Noto Sans, Noto Sans Arabic UI")
        #expect(sample.layouts.allSatisfy { $0.items.contains { $0.font == "Noto Sans Arabic UI" } })
        #expect(Font.bundled(.notoSansArabicUI).familyName == "Noto Sans Arabic UI")
    }

    @Test func theTallArabicFaceIsEvenOnlyWithThePrimaryFontsMetrics() throws {
        let sample = try #require(Self.fixture.samples.first { $0.name == "arabic" })
        for pango in sample.layouts {
            let even = try self.line(sample.text, size: pango.size, .primaryFont, arabic: .notoSansArabic)
            #expect(abs(even.rect.height - pango.height) < 0.01)
            #expect(abs(even.baseline - pango.baseline) < 0.01)
            let own = try self.line(sample.text, size: pango.size, .ownMetrics, arabic: .notoSansArabic)
            #expect(own.rect.height > pango.height * 1.5, "Noto Sans Arabic: 2.11 em against 1.36")
        }
    }
}
