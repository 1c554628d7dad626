import Foundation
import Testing

@testable import TextLayout

/// One system source shared by many threads from its first question on, so that its
/// caches fill while other threads read them (run under ThreadSanitizer by
/// `scripts/test`).
@Suite struct SystemFontConcurrencyTests {
    static let texts = [
        "日本語のリンクをプレビュー 😀 ok", "हिन्दी में लिंक 👍🏽 and ไทย", "한국어 링크 🇺🇸 ქართული",
        "中文链接 ❤️ Հայերեն বাংলা தமிழ்", "Mixed 日本 हिन्दी 👨\u{200D}👩\u{200D}👧 1\u{FE0F}\u{20E3} end",
    ]

    /// What a layout chose, independent of which source loaded the faces.
    struct Choice: Equatable, Sendable {
        var file: String
        var faceIndex: Int
        var glyph: UInt32
        var x: Double
    }

    static func choices(_ text: String, source: SystemFontSource, cache: LayoutCache) throws -> [Choice] {
        let layout = try LayoutManager(
            text: AttributedText(text), container: TextContainer(width: 180), cache: cache, fontSource: source)
        return (0..<layout.glyphs.count).map { index in
            let glyph = layout.glyphs[index]
            return Choice(file: glyph.font.source, faceIndex: glyph.font.faceIndex, glyph: glyph.id, x: glyph.position.x)
        }
    }

    @Test func oneSourceSharedByManyThreadsAnswersAsAlone() throws {
        let alone = try SystemFontSource(configurationFile: RepositoryFonts.testFontSet)
        let expected = try Self.texts.map { try Self.choices($0, source: alone, cache: LayoutCache()) }
        let shared = try SystemFontSource(configurationFile: RepositoryFonts.testFontSet)
        let cache = LayoutCache()
        // An NSLock, which ThreadSanitizer sees (its pthread mutex).
        let failuresLock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: 40) { iteration in
            let index = iteration % Self.texts.count
            do {
                let got = try Self.choices(Self.texts[index], source: shared, cache: cache)
                if got != expected[index] { failuresLock.withLock { failures.append("text \(index) differs") } }
                // Lookups and listings interleaved with fallback.
                _ = try shared.font(family: iteration.isMultiple(of: 2) ? "Noto Sans Thai" : "WenQuanYi Micro Hei Mono")
                _ = shared.familyNames(language: iteration.isMultiple(of: 3) ? "ja" : nil)
            } catch {
                failuresLock.withLock { failures.append("\(error)") }
            }
        }
        #expect(failuresLock.withLock { failures }.isEmpty)
        // 40 matches and 40 listings; each fallback list was sorted once, as alone.
        #expect(shared.fontconfigCallCount == alone.fontconfigCallCount + 80)
    }
}
