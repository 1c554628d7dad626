import Foundation
import Geometry
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

    /// Words that Chromium divides and LinkBubble keeps whole, by sample: the system's
    /// ICU 72 keeps a domain and an e-mail address whole (a full stop between letters
    /// breaks no word in UAX #29, WB6 and WB7); Chromium's own copy of ICU breaks at the
    /// full stop and the "@" (see the README).
    static let wholeWords: [String: [String]] = ["url": ["example.com", "me@example.org"]]

    @Test func wordRangesMatchIntlSegmenter() throws {
        for sample in Self.fixture.words {
            let layout = try LayoutManager(
                text: AttributedText(sample.text, attributes: TextAttributes(language: sample.lang)),
                container: TextContainer(width: 10_000), fontSource: FontChainSource())
            let whole = try Self.wholeWords[sample.name, default: []].map { word in
                let range = try #require(sample.text.range(of: word), "\(word) is in the \(sample.name) sample")
                return range.lowerBound.utf16Offset(in: sample.text)..<range.upperBound.utf16Offset(in: sample.text)
            }
            for segment in sample.segments {
                for offset in segment[0]..<segment[1] {
                    let expected = whole.first { $0.contains(offset) } ?? segment[0]..<segment[1]
                    let ours = try layout.wordRange(forCharacterAt: offset)
                    #expect(ours == expected, "\(sample.name) at \(offset): \(ours)")
                }
            }
        }
    }

    /// Our layout of a sample, with Chromium's block: no padding, Noto Sans at 16 px, and
    /// for the strut samples a strut of Noto Sans at 24 px; and the sample range's rects
    /// under `style`, each with the index of its line.
    func rects(_ sample: Fixture.Rects, _ style: RectHeightStyle) throws -> [(rect: Rect, line: Int, baseline: Double)] {
        var attributes = TextAttributes(size: 16)
        if sample.name.hasPrefix("strut") { attributes.paragraphStyle.strut = Strut(size: 24) }
        let layout = try LayoutManager(
            text: AttributedText(sample.text, attributes: attributes),
            container: TextContainer(width: sample.width, lineFragmentPadding: 0), fontSource: FontChainSource())
        return try layout.enclosingRects(
            forCharacterRange: sample.range[0]..<sample.range[1], options: EnclosingRectOptions(heightStyle: style)
        ).map { rect in
            let line = try #require(layout.lineFragments.firstIndex { $0.rect.minY <= rect.midY && rect.midY < $0.rect.maxY })
            return (rect, line, layout.lineFragments[line].baseline)
        }
    }

    /// Chromium's rects without those of a line's trailing space (as wide as a space of
    /// Noto Sans at 16 px, 4.16 px, to Chromium's 1/64 px), which it gives a rect of its
    /// own and LinkBubble leaves hanging past the line's end, as TextKit does.
    func chromiumRects(_ sample: Fixture.Rects) -> [[Double]] {
        sample.rects.filter { abs($0[2] - 4.16) > 1.0 / 64 }
    }

    /// Chromium rounds a font's ascent and descent to whole pixels on Linux: Noto Sans's
    /// 17.104 and 4.688 at 16 px to 17 and 5, 25.656 and 7.032 at 24 px to 26 and 7. So its
    /// baselines drift from ours by up to a third of a pixel a line (33 against 32.688),
    /// and each rect is compared with ours around its own line's baseline.
    func expectBaselines(_ ours: Double, _ chromium: Double, line: Int, _ name: String) {
        #expect(abs(ours - chromium) < 0.5 + 0.32 * Double(line), "\(name): line \(line)")
    }

    @Test func tightRectsMatchTheContentArea() throws {
        for sample in Self.fixture.rects {
            let ours = try rects(sample, .tight), theirs = chromiumRects(sample)
            try #require(ours.count == theirs.count, "\(sample.name)")
            for ((rect, line, baseline), chromium) in zip(ours, theirs) {
                // Chromium places text at 1/64 px.
                #expect(abs(rect.minX - chromium[0]) < 0.05 && abs(rect.maxX - chromium[0] - chromium[2]) < 0.05, "\(sample.name): \(rect)")
                let chromiumBaseline = chromium[1] + 17
                expectBaselines(baseline, chromiumBaseline, line: line, sample.name)
                #expect(abs(rect.minY - baseline - (chromium[1] - chromiumBaseline)) < 0.5, "\(sample.name): \(rect)")
                #expect(abs(rect.maxY - baseline - (chromium[1] + chromium[3] - chromiumBaseline)) < 0.5, "\(sample.name): \(rect)")
            }
        }
    }

    @Test func strutRectsSurroundChromiumsBaselines() throws {
        for sample in Self.fixture.rects where sample.name.hasPrefix("strut") {
            let ours = try rects(sample, .strut), theirs = chromiumRects(sample)
            try #require(ours.count == theirs.count, "\(sample.name)")
            for ((rect, line, baseline), chromium) in zip(ours, theirs) {
                // The span's baseline is its top and the 16 px ascent; the strut spans the
                // 24 px font's ascent and descent around it.
                expectBaselines(baseline, chromium[1] + 17, line: line, sample.name)
                #expect(abs(rect.minY - (baseline - 26)) < 0.5 && abs(rect.maxY - (baseline + 7)) < 0.5, "\(sample.name): \(rect)")
            }
        }
    }
}
