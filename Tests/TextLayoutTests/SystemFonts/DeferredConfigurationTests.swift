import Geometry
import Testing
import TextLayout

/// The process-wide system source loads fontconfig's configuration only when a question
/// needs it: text its own fonts draw never loads it, and the first cluster they lack
/// does, with the same answers as a source loaded at once.
@Suite struct DeferredConfigurationTests {
    /// The configuration every fontconfig program loads (under `scripts/test`, the fixed
    /// test font set named by `FONTCONFIG_FILE`), loaded at once.
    static let loadedAtOnce: SystemFontSource? = try? SystemFontSource(configurationFile: nil)

    /// A glyph's identifier, face (by family: two sources load their own `Font`s) and
    /// position.
    struct PlacedGlyph: Equatable {
        var id: UInt32
        var family: String
        var position: Point
    }

    func glyphs(_ string: String, source: SystemFontSource) throws -> [PlacedGlyph] {
        let layout = try LayoutManager(
            text: AttributedText(string), container: TextContainer(width: 400), fontSource: source)
        return (0..<layout.glyphs.count).map { index in
            let glyph = layout.glyphs[index]
            return PlacedGlyph(id: glyph.id, family: glyph.font.familyName, position: glyph.position)
        }
    }

    @Test func textTheBundledFontsDrawLoadsNothing() throws {
        let source = SystemFontSource(deferringConfiguration: ())
        _ = try glyphs("Read the guide at https://example.com/docs — سلام שלום ☂ 123", source: source)
        #expect(!source.isConfigurationLoaded)
        #expect(source.fontconfigCallCount == 0)
    }

    @Test(.enabled(if: loadedAtOnce != nil, "fontconfig loads a configuration on this machine"))
    func theFirstMissingClusterLoadsItWithTheSameAnswers() throws {
        let source = SystemFontSource(deferringConfiguration: ())
        let thai = "ลิงก์ภาษาไทย and Latin"
        let deferred = try glyphs(thai, source: source)
        #expect(source.isConfigurationLoaded)
        #expect(source.fontconfigCallCount > 0)
        let atOnce = try glyphs(thai, source: #require(Self.loadedAtOnce))
        #expect(deferred == atOnce)
        let bundled = Font.bundled(.notoSans).familyName
        #expect(deferred.contains { $0.family != bundled }, "a system face draws the Thai")
    }

    @Test func familyQuestionsLoadIt() {
        let source = SystemFontSource(deferringConfiguration: ())
        _ = source.familyNames()
        #expect(source.isConfigurationLoaded)
    }
}
