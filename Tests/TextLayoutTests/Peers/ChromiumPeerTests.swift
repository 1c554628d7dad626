import Foundation
import Testing
import TextLayout

/// Word boundaries and range rects compared with Chromium 156 (Fixtures/chromium-text.json,
/// recorded by `record_chromium_fixtures.py`), which stands in for Skia's `getWordBoundary`
/// and `getRectsForRange`: no skia-python release binds those. The fixture's README lists
/// every difference and why it is one.
@Suite struct ChromiumPeerTests {
    struct Fixture: Decodable {
        struct Words: Decodable {
            var name: String
            var lang: String
            var text: String
            var segments: [[Int]]
        }
        struct Rects: Decodable {
            var name: String
            var text: String
            var range: [Int]
            var width: Double
            var rects: [[Double]]
        }
        var words: [Words]
        var rects: [Rects]
    }

    static let fixture: Fixture = {
        do { return try PangoFixtures.load("chromium-text.json", as: Fixture.self) } catch {
            fatalError("chromium-text.json does not load: \(error)")
        }
    }()

    /// Chromium's segments that LinkBubble divides otherwise, by sample, with the reason
    /// (see the README): Chromium's ICU data has no Japanese dictionary entry for
    /// these hiragana, so it splits them one by one where the system's ICU 72 keeps a word.
    static let wordExceptions: [String: Set<[Int]>] = [:]

    @Test func wordRangesMatchIntlSegmenter() throws {
        for sample in Self.fixture.words {
            let layout = try LayoutManager(
                text: AttributedText(sample.text, attributes: TextAttributes(language: sample.lang)),
                container: TextContainer(width: 10_000), fontSource: FontChainSource())
            for segment in sample.segments where !(Self.wordExceptions[sample.name]?.contains(segment) ?? false) {
                for offset in segment[0]..<segment[1] {
                    #expect(try layout.wordRange(forCharacterAt: offset) == segment[0]..<segment[1], "\(sample.name) at \(offset)")
                }
            }
        }
    }

    /// Our rects of a sample's range under `style`, with Chromium's block: no padding,
    /// Noto Sans at 16 px, and for the strut samples a strut of Noto Sans at 24 px.
    func rects(_ sample: Fixture.Rects, _ style: RectHeightStyle) throws -> [Rect] {
        var attributes = TextAttributes(size: 16)
        if sample.name.hasPrefix("strut") { attributes.paragraphStyle.strut = Strut(size: 24) }
        let layout = try LayoutManager(
            text: AttributedText(sample.text, attributes: attributes),
            container: TextContainer(width: sample.width, lineFragmentPadding: 0), fontSource: FontChainSource())
        return try layout.enclosingRects(
            forCharacterRange: sample.range[0]..<sample.range[1], options: EnclosingRectOptions(heightStyle: style))
    }

    /// Chromium's rects without those of a line's trailing space (as wide as a space of
    /// Noto Sans at 16 px, 4.16 px, to Chromium's 1/64 px), which it gives a rect of its
    /// own and LinkBubble leaves hanging past the line's end, as TextKit does.
    func chromiumRects(_ sample: Fixture.Rects) -> [[Double]] {
        sample.rects.filter { abs($0[2] - 4.16) > 1.0 / 64 }
    }

    @Test func tightRectsMatchTheContentArea() throws {
        for sample in Self.fixture.rects {
            let ours = try rects(sample, .tight), theirs = chromiumRects(sample)
            try #require(ours.count == theirs.count, "\(sample.name)")
            for (rect, chromium) in zip(ours, theirs) {
                // Chromium places text at 1/64 px and rounds a font's ascent and descent
                // to whole pixels.
                #expect(abs(rect.minX - chromium[0]) < 0.05 && abs(rect.maxX - chromium[0] - chromium[2]) < 0.05, "\(sample.name)")
                #expect(abs(rect.minY - chromium[1]) < 1 && abs(rect.maxY - chromium[1] - chromium[3]) < 1, "\(sample.name)")
            }
        }
    }

    @Test func strutRectsSurroundChromiumsBaselines() throws {
        for sample in Self.fixture.rects where sample.name.hasPrefix("strut") {
            let ours = try rects(sample, .strut), theirs = chromiumRects(sample)
            try #require(ours.count == theirs.count, "\(sample.name)")
            for (rect, chromium) in zip(ours, theirs) {
                // The span's baseline: its top and Noto Sans's ascent at 16 px rounded
                // (17.104 -> 17); the strut's rect: the ascent and descent at 24 px
                // rounded (25.656 -> 26, 7.032 -> 7) around it.
                let baseline = chromium[1] + 17
                #expect(abs(rect.minY - (baseline - 26)) < 1 && abs(rect.maxY - (baseline + 7)) < 1, "\(sample.name)")
            }
        }
    }
}
