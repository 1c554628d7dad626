import Testing

@testable import TextLayout

/// Shaping a stretch in one HarfBuzz call with cuts (`ShapingBuffer.shape(_:range:cuts:font:options:)`)
/// gives exactly the glyphs of its pieces shaped alone, side by side, including where
/// HarfBuzz marks a cut unsafe (kerning, ligatures, Arabic joining, Indic clusters).
@Suite struct CutShapingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var font: @Sendable () throws -> Font
        var options: ShapingOptions
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "Latin with kerning and ligatures", text: "AVATAR Type To-day, office affine WAVE. T.Y. fi ffl L'Yacht",
            font: { .bundled(.notoSans) }, options: ShapingOptions(script: "Latn")),
        Case(
            name: "Arabic, right to left", text: "سلام عليكم ورحمة الله، لَا إِلَٰهَ",
            font: { .bundled(.notoSansArabic) }, options: ShapingOptions(direction: .rightToLeft, script: "Arab")),
        Case(
            name: "Devanagari", text: "हिन्दी पूर्वावलोकन लिंक क्षत्रिय",
            font: { try ScriptTestFonts.devanagari }, options: ShapingOptions(script: "Deva")),
        Case(
            name: "Thai", text: "ภาษาไทยลิงก์ที่นี่น้ำ", font: { try ScriptTestFonts.thai },
            options: ShapingOptions(script: "Thai")),
        Case(
            name: "CJK", text: "日本語リンクプレビュー中文链接预览、한국어 링크。", font: { try ScriptTestFonts.cjk },
            options: ShapingOptions(script: "Hani")),
    ]

    /// The UTF-16 offsets of the text's grapheme cluster boundaries inside it.
    static func graphemeBoundaries(_ text: String) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text.dropLast() {
            offset += character.utf16.count
            offsets.append(offset)
        }
        return offsets
    }

    /// The pieces between `cuts` shaped one by one, their clusters made relative to the
    /// whole range, in visual order.
    static func piecewise(_ units: [UInt16], cuts: [Int], font: Font, options: ShapingOptions) -> [UnitGlyph] {
        let buffer = ShapingBuffer()
        let bounds = [0] + cuts + [units.count]
        var pieces: [[UnitGlyph]] = []
        for index in 0..<bounds.count - 1 {
            var glyphs = units.withUnsafeBufferPointer {
                buffer.shape($0, range: bounds[index]..<bounds[index + 1], font: font, options: options)
            }
            for glyph in glyphs.indices {
                glyphs[glyph].clusterStart += Int32(bounds[index])
                glyphs[glyph].clusterEnd += Int32(bounds[index])
            }
            pieces.append(glyphs)
        }
        if options.direction == .rightToLeft { pieces.reverse() }
        return Array(pieces.joined())
    }

    @Test(arguments: cases)
    func cutShapingEqualsPiecesShapedAlone(_ sample: Case) throws {
        let font = try sample.font()
        let units = Array(sample.text.utf16)
        let opportunities = try LineBreaker().opportunities(inUTF16: units).map(\.offset).filter { $0 < units.count }
        for cuts in [opportunities, Self.graphemeBoundaries(sample.text), Array(1..<units.count)] {
            let expected = Self.piecewise(units, cuts: cuts, font: font, options: sample.options)
            let shaped = units.withUnsafeBufferPointer {
                ShapingBuffer().shape($0, range: 0..<units.count, cuts: cuts[...], font: font, options: sample.options)
            }
            #expect(shaped == expected, "cuts \(cuts)")
        }
    }

    /// The cases with kerning and joining are not trivial: shaped whole, each differs
    /// from its pieces cut at every grapheme boundary (so unsafe cuts were found and
    /// shaped again above).
    @Test(arguments: cases.filter { $0.name.hasPrefix("Latin") || $0.name.hasPrefix("Arabic") })
    func wholeShapingDiffersFromPieces(_ sample: Case) throws {
        let font = try sample.font()
        let units = Array(sample.text.utf16)
        let whole = units.withUnsafeBufferPointer {
            ShapingBuffer().shape($0, range: 0..<units.count, font: font, options: sample.options)
        }
        let pieces = Self.piecewise(units, cuts: Self.graphemeBoundaries(sample.text), font: font, options: sample.options)
        #expect(whole != pieces)
    }

    /// A layout with a fresh cache (every span shaped in one call, words cut out of it)
    /// places exactly the glyphs of a layout whose cache already holds every word,
    /// shaped word by word by earlier layouts of the words alone.
    @Test func coldLayoutEqualsLayoutFromWordsShapedAlone() throws {
        let text =
            "Link preview 日本語 リンク プレビュー 中文链接预览 한국어 링크 हिन्दी पूर्वावलोकन ภาษาไทยลิงก์ سلام عليكم ссылка "
            + "AVATAR To-day office 😀 👍🏽 🇯🇵 ❤️ WAVE. Typography, up-to-date."
        let attributes = TextAttributes(size: 16)
        let container = TextContainer(width: 170)
        let source = TestFontSet.source
        let cold = try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: container, cache: LayoutCache(),
            fontSource: source)
        let warm = LayoutCache()
        for word in text.split(separator: " ") {
            _ = try LayoutManager(
                text: AttributedText(String(word) + " ", attributes: attributes), container: TextContainer(width: 1000),
                cache: warm, fontSource: source)
        }
        let hits = warm.statistics.hits
        let fromWords = try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: container, cache: warm, fontSource: source)
        // Most words come from the cache (not all: the Arabic words alone are right-to-left
        // paragraphs, the last word has no space after it).
        #expect(warm.statistics.hits - hits >= 20)
        #expect(cold.glyphs.count == fromWords.glyphs.count)
        for index in 0..<min(cold.glyphs.count, fromWords.glyphs.count) {
            #expect(cold.glyphs[index] == fromWords.glyphs[index], "glyph \(index)")
        }
        #expect(cold.lineFragments.map(\.characterRange) == fromWords.lineFragments.map(\.characterRange))
    }
}
