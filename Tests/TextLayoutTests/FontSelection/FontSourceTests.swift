import Testing
import TextLayout

/// A source that records what it is asked and answers with one face (or nil).
private final class RecordingSource: FontSource, @unchecked Sendable {
    struct Question {
        var text: [UInt16]
        var script: Script
        var currentFamily: String?
        var language: String?
    }

    let answer: Font?
    // Only the test's own thread calls it (one layout at a time).
    private(set) var questions: [Question] = []

    init(answer: Font?) { self.answer = answer }

    func font(for query: FontQuery) -> Font? {
        questions.append(
            Question(
                text: Array(query.utf16), script: query.script, currentFamily: query.currentFont?.familyName,
                language: query.language))
        return answer
    }
}

@Suite struct FontSourceTests {
    @Test func theDefaultSourceIsTheSystemsAfterTheChain() throws {
        // Text the bundled chain covers lays out exactly as with the chain alone.
        let text = AttributedText("Hello سلام שלום ☂ ok")
        let container = TextContainer(width: 500)
        let implicit = try LayoutManager(text: text, container: container)
        let explicit = try LayoutManager(text: text, container: container, fontSource: .fontChain)
        #expect(implicit.glyphs.count == explicit.glyphs.count)
        for index in 0..<implicit.glyphs.count { #expect(implicit.glyphs[index] == explicit.glyphs[index]) }
        // What the chain lacks comes from the shared system source (whatever fonts this
        // machine has; SystemFontFallbackTests checks the answers on a fixed set).
        let thai = AttributedText("ภาษาไทย")
        let byDefault = try LayoutManager(text: thai, container: container)
        let bySystem = try LayoutManager(text: thai, container: container, fontSource: .system)
        #expect(byDefault.glyphs.count == bySystem.glyphs.count)
        for index in 0..<byDefault.glyphs.count { #expect(byDefault.glyphs[index] == bySystem.glyphs[index]) }
    }

    @Test func everyClusterComesFromTheSourcesFace() throws {
        let dejaVu = Font.bundled(.dejaVuSans)
        let source = RecordingSource(answer: dejaVu)
        let layout = try LayoutManager(
            text: AttributedText("ab c\u{2028}e\u{301}"), container: TextContainer(width: 500), fontSource: source)
        #expect((0..<layout.glyphs.count).allSatisfy { layout.glyphs[$0].font === dejaVu })
        // One question per grapheme cluster; the hard line break gets none.
        #expect(source.questions.map(\.text) == [[0x61], [0x62], [0x20], [0x63], [0x65, 0x301]])
        #expect(source.questions.map(\.script) == [.latin, .latin, .common, .latin, .latin])
        // The current font is the previous cluster's, and none after a hard break.
        #expect(source.questions.map(\.currentFamily) == [nil, "DejaVu Sans", "DejaVu Sans", "DejaVu Sans", nil])
    }

    @Test func nilMeansThePrimaryFont() throws {
        let primary = Font.bundled(.notoSansBold)
        let layout = try LayoutManager(
            text: AttributedText("سلام ok", attributes: TextAttributes(font: primary, language: "ar")),
            container: TextContainer(width: 500), fontSource: RecordingSource(answer: nil))
        #expect(layout.glyphs.count > 0)
        #expect((0..<layout.glyphs.count).allSatisfy { layout.glyphs[$0].font === primary })
    }

    @Test func queriesCarryScriptLanguageAndAttributes() throws {
        let source = RecordingSource(answer: nil)
        var text = AttributedText("ok ", attributes: TextAttributes(language: "en"))
        text.append("سلام", attributes: TextAttributes(language: "ar"))
        _ = try LayoutManager(text: text, container: TextContainer(width: 500), fontSource: source)
        let arabic = source.questions.filter { $0.script == .arabic }
        #expect(arabic.count == 4)
        #expect(arabic.allSatisfy { $0.language == "ar" })
        #expect(source.questions.prefix(3).allSatisfy { $0.language == "en" })
    }

    @Test func theChainKeepsTheCurrentFaceForSpacesAndWalksFallbacks() throws {
        // Between Arabic words, a space stays in the Arabic face (Pango's rule).
        let layout = try LayoutManager(text: AttributedText("سلام سلام"), container: TextContainer(width: 500))
        let space = (0..<layout.glyphs.count).first { layout.glyphs[$0].characterRange == 4..<5 }
        #expect(space.map { layout.glyphs[$0].font.familyName } == "Noto Sans Arabic UI")
        // Without fallbacks, the chain alone gives the primary face (its missing-glyph
        // box). The default source would look further, among the system's fonts.
        let bare = try LayoutManager(
            text: AttributedText("☂", attributes: TextAttributes(fallbackFonts: [])), container: TextContainer(width: 500),
            fontSource: .fontChain)
        #expect(bare.glyphs[0].font === Font.bundled(.notoSans))
        #expect(bare.glyphs[0].id == 0)
    }

    @Test func scriptsHaveISO15924Codes() throws {
        #expect(Script(iso15924: "Arab") == .arabic)
        #expect(Script(iso15924: "hEBR") == .hebrew)
        #expect(Script.latin.iso15924 == "Latn")
        #expect(Script(of: "ש") == .hebrew)
        #expect(Script(of: " ") == .common)
        #expect(Script(of: "\u{301}") == .inherited)
        #expect(Script(of: "日").iso15924 == "Hani")
        #expect(Script(iso15924: "Lat") == nil)
        #expect(Script(iso15924: "La1n") == nil)
        #expect(Script.common.isShared && !Script.latin.isShared)
    }
}

@Suite struct FontChainSourceTests {
    let chain = FontChainSource()
    let attributes = TextAttributes()

    func ask(_ string: String, script: Script = .common, current: Font? = nil) throws -> String? {
        let units = Array(string.utf16)
        let query = try FontQuery(
            text: units, range: 0..<units.count, attributes: attributes, script: script, currentFont: current)
        return chain.font(for: query)?.familyName
    }

    @Test func queriesOutsideTheirTextAreTypedErrors() {
        #expect(throws: TextLayoutError.rangeOutOfBounds(range: 1..<3, length: 2)) {
            try FontQuery(text: [0x61, 0x62], range: 1..<3, attributes: TextAttributes(), script: .latin)
        }
    }

    @Test func firstFaceCoveringTheWholeCluster() throws {
        #expect(try ask("a") == "Noto Sans")
        #expect(try ask("س", script: .arabic) == "Noto Sans Arabic UI")
        #expect(try ask("ש", script: .hebrew) == "Noto Sans Hebrew")
        #expect(try ask("☂") == "DejaVu Sans")
    }

    @Test func spacesAndIgnorablesKeepTheCurrentFaceOfTheChain() throws {
        let arabic = Font.bundled(.notoSansArabicUI)
        #expect(try ask(" ", current: arabic) == "Noto Sans Arabic UI")
        #expect(try ask(" ") == "Noto Sans")
        #expect(try ask("\u{200D}", current: arabic) == "Noto Sans Arabic UI", "a lone joiner keeps the current face")
        #expect(try ask("\u{200D}") == "Noto Sans")
        // A current face from outside the chain is not kept.
        #expect(try ask(" ", current: Font.bundled(.notoSansBold)) == "Noto Sans")
    }

    @Test func noFaceCoversTheClusterSoTheFirstScalarDecides() throws {
        // No bundled face has CJK ideographs: the primary font's missing-glyph box shows.
        #expect(try ask("日") == "Noto Sans")
        // Only DejaVu has the umbrella; the variation selector does not count.
        #expect(try ask("☂\u{FE0F}") == "DejaVu Sans")
        // Nothing covers umbrella + ideograph: the first face with the umbrella wins.
        #expect(try ask("☂日") == "DejaVu Sans")
    }

    @Test func coveringFontIsNilWhenNoFaceHasTheWholeCluster() throws {
        func covering(_ string: String) throws -> String? {
            let units = Array(string.utf16)
            let query = try FontQuery(text: units, range: 0..<units.count, attributes: attributes, script: .common)
            return chain.coveringFont(for: query)?.familyName
        }
        #expect(try covering("a") == "Noto Sans")
        #expect(try covering("☂") == "DejaVu Sans")
        #expect(try covering("日") == nil)
        #expect(try covering("☂日") == nil)
        #expect(try covering("\u{200D}") == "Noto Sans", "nothing to cover")
    }
}
