import Foundation
import Testing
import TextLayout

/// Line heights with fallback fonts compared with Pango 1.50 (Fixtures/pango-line-heights.json,
/// recorded by `record_pango_line_height_fixtures.py` on the fixed test font set): a Latin
/// line holding Arabic, Devanagari or Thai.
///
/// Pango makes a line as tall as its tallest font, as ``FallbackLineHeight/ownMetrics``
/// does: Noto Sans Devanagari and Noto Sans Thai make their lines taller alike, and
/// ``FallbackLineHeight/primaryFont`` keeps those lines at the Latin height, which no
/// Pango setting does. Their UI variants, named first after Noto Sans on both sides
/// ("devanagari-ui", "thai-ui", from `Tests/Fonts/ui-variants`), have Noto Sans's
/// metrics: the lines keep the Latin height in Pango and with either setting. For Arabic,
/// fontconfig gives Pango DejaVu Sans, whose metrics fit inside Noto Sans's, so its line
/// keeps the Latin height; LinkBubble draws Arabic with the bundled chain's Noto Sans
/// Arabic UI, which Pango also draws it with when asked for it by name ("arabic-ui"), and
/// the line keeps the Latin height in both. Noto Sans Arabic (2.11 em tall) would make it
/// taller, and ``FallbackLineHeight/primaryFont`` keeps that line as even.
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
            /// Folders Pango saw besides the fixed set's.
            var fontFolders: [String]?
            var layouts: [Layout]
        }
        var samples: [Sample]
    }

    static let fixture: Fixture = {
        do { return try PangoFixtures.load("pango-line-heights.json", as: Fixture.self) } catch {
            fatalError("pango-line-heights.json does not load: \(error)")
        }
    }()

    static func sample(_ name: String) throws -> Fixture.Sample {
        try #require(fixture.samples.first { $0.name == name })
    }

    /// The face a sample's font description names after Noto Sans when Pango found it in
    /// `Tests/Fonts/ui-variants` ("Noto Sans, Noto Sans Thai UI": NotoSansThaiUI-Regular.ttf),
    /// to go first in LinkBubble's chain as it does in Pango's; none for the other samples.
    static func namedFaces(_ sample: Fixture.Sample) throws -> [Font] {
        guard let folders = sample.fontFolders else { return [] }
        #expect(folders == ["Tests/Fonts/ui-variants"])
        let family = try #require(sample.fontDescription?.split(separator: ", ").last.map(String.init))
        let file = TestFontSet.uiVariantsFolder + "/" + family.filter { $0 != " " } + "-Regular.ttf"
        let face = try TestFontSet.source.font(contentsOfFile: file, faceIndex: 0)
        #expect(face.familyName == family)
        return [face]
    }

    func layout(
        _ text: String, size: Double, _ setting: FallbackLineHeight, first: [Font] = [],
        arabic: BundledFont = .notoSansArabicUI
    ) throws -> LayoutManager {
        var attributes = TextAttributes(size: size)
        attributes.fallbackFonts = first + [.bundled(arabic), .bundled(.notoSansHebrew), .bundled(.dejaVuSans)]
        attributes.paragraphStyle.fallbackLineHeight = setting
        return try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: TextContainer(width: 1000),
            fontSource: TestFontSet.source)
    }

    func line(
        _ text: String, size: Double, _ setting: FallbackLineHeight, first: [Font] = [],
        arabic: BundledFont = .notoSansArabicUI
    ) throws -> LineFragment {
        try #require(layout(text, size: size, setting, first: first, arabic: arabic).lineFragments.first)
    }

    @Test(arguments: ["latin", "devanagari", "thai"])
    func ownMetricsMatchPango(name: String) throws {
        let sample = try Self.sample(name)
        for pango in sample.layouts {
            let line = try self.line(sample.text, size: pango.size, .ownMetrics)
            #expect(abs(line.rect.height - pango.height) < 0.01, "\(name) at \(pango.size) px")
            #expect(abs(line.baseline - pango.baseline) < 0.01, "\(name) at \(pango.size) px")
        }
    }

    @Test(arguments: ["devanagari", "thai"])
    func thePrimaryFontsMetricsKeepTheLatinLineWherePangosGrows(name: String) throws {
        let sample = try Self.sample(name)
        let latin = try Self.sample("latin")
        #expect(sample.layouts.count == latin.layouts.count)
        for (pango, latin) in zip(sample.layouts, latin.layouts) {
            #expect(pango.size == latin.size)
            #expect(pango.height > latin.height + 1, "\(name) at \(pango.size) px: Pango's line grows")
            let line = try self.line(sample.text, size: pango.size, .primaryFont)
            #expect(abs(line.rect.height - latin.height) < 0.01, "\(name) at \(pango.size) px")
            #expect(abs(line.baseline - latin.baseline) < 0.01, "\(name) at \(pango.size) px")
        }
    }

    @Test(arguments: ["arabic", "arabic-ui", "devanagari-ui", "thai-ui"])
    func uiVariantsAreAsEvenAsPangosWithEitherSetting(name: String) throws {
        let sample = try Self.sample(name)
        let first = try Self.namedFaces(sample)
        for pango in sample.layouts {
            for setting in FallbackLineHeight.allCases {
                let line = try self.line(sample.text, size: pango.size, setting, first: first)
                #expect(abs(line.rect.height - pango.height) < 0.01, "\(name) at \(pango.size) px, \(setting)")
                #expect(abs(line.baseline - pango.baseline) < 0.01, "\(name) at \(pango.size) px, \(setting)")
            }
        }
    }

    /// Every family that draws the line is one Pango's items name, and the other way round
    /// (the "arabic" sample differs: fontconfig gives Pango DejaVu Sans).
    @Test(arguments: ["latin", "arabic-ui", "devanagari", "devanagari-ui", "thai", "thai-ui"])
    func familiesMatchPango(name: String) throws {
        let sample = try Self.sample(name)
        let first = try Self.namedFaces(sample)
        for pango in sample.layouts {
            let glyphs = try layout(sample.text, size: pango.size, .ownMetrics, first: first).glyphs
            let ours = Set((0..<glyphs.count).map { glyphs[$0].font.familyName })
            #expect(ours == Set(pango.items.map(\.font)), "\(name) at \(pango.size) px")
        }
    }

    @Test func pangoNamesTheBundledChainsArabicFace() throws {
        let sample = try Self.sample("arabic-ui")
        #expect(sample.fontDescription == "Noto Sans, Noto Sans Arabic UI")
        #expect(Font.bundled(.notoSansArabicUI).familyName == "Noto Sans Arabic UI")
    }

    @Test func theTallArabicFaceIsEvenOnlyWithThePrimaryFontsMetrics() throws {
        let sample = try Self.sample("arabic")
        for pango in sample.layouts {
            let even = try self.line(sample.text, size: pango.size, .primaryFont, arabic: .notoSansArabic)
            #expect(abs(even.rect.height - pango.height) < 0.01)
            #expect(abs(even.baseline - pango.baseline) < 0.01)
            let own = try self.line(sample.text, size: pango.size, .ownMetrics, arabic: .notoSansArabic)
            #expect(own.rect.height > pango.height * 1.5, "Noto Sans Arabic: 2.11 em against 1.36")
        }
    }
}
