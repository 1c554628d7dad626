import Testing

@testable import TextLayout

/// The pool of ICU iterators (`BreakerPool`) that layouts with fresh caches share:
/// iterators are reused, bounded, and give the same answers as new ones. The tests
/// use pools of their own, as other tests lay out through the shared one meanwhile.
@Suite struct BreakerPoolTests {
    static let locale = "sv@lb=loose"

    @Test func givenIteratorIsTakenAgainAndAnswersAsANewOne() throws {
        let text = "Läs mer på https://example.com/notes, eller ring 08-123 45 67. Tack!"
        let pool = BreakerPool()
        let first = try pool.take(locale: Self.locale)
        let expected = try first.opportunities(in: text)
        pool.give(first, locale: Self.locale)
        let second = try pool.take(locale: Self.locale)
        defer { pool.give(second, locale: Self.locale) }
        #expect(second === first)
        #expect(try second.opportunities(in: "日本語のテキスト") == LineBreaker(locale: Self.locale).opportunities(in: "日本語のテキスト"))
        #expect(try second.opportunities(in: text) == expected)
        #expect(try LineBreaker(locale: Self.locale).opportunities(in: text) == expected)
    }

    @Test func poolKeepsAtMostItsBound() throws {
        let locale = "sv@lb=strict", pool = BreakerPool()
        let breakers = try (0..<(BreakerPool.maximumPerLocale + 4)).map { _ in try pool.take(locale: locale) }
        #expect(Set(breakers.map(ObjectIdentifier.init)).count == breakers.count)
        for breaker in breakers { pool.give(breaker, locale: locale) }
        var kept: [LineBreaker] = []
        for _ in breakers.indices {
            let breaker = try pool.take(locale: locale)
            if breakers.contains(where: { $0 === breaker }) { kept.append(breaker) }
        }
        // Exactly the bound came back; the others were closed.
        #expect(kept.count == BreakerPool.maximumPerLocale)
        for breaker in kept { pool.give(breaker, locale: locale) }
        #expect(pool.idleCount == BreakerPool.maximumPerLocale)
        // The bound in all: locales beyond it are not kept.
        for index in 0..<(BreakerPool.maximumIterators / BreakerPool.maximumPerLocale + 2) {
            let others = try (0..<BreakerPool.maximumPerLocale).map { _ in try pool.take(locale: "sv-x-\(index)") }
            for breaker in others { pool.give(breaker, locale: "sv-x-\(index)") }
        }
        #expect(pool.idleCount == BreakerPool.maximumIterators)
    }

    /// Layouts with fresh caches on several threads at once (sharing the pool) give
    /// the lines and glyphs of the same layouts made one after another.
    @Test func concurrentColdLayoutsMatchSerialOnes() async throws {
        let texts = (0..<16).map { index in
            "Paragraph \(index): the link preview bubble wraps words, up-to-date, 日本語のリンク, "
                + String(repeating: "typography office affine ", count: index % 4 + 1)
        }
        let container = TextContainer(width: 180)
        @Sendable func layOut(_ text: String) throws -> [[Int]] {
            let layout = try LayoutManager(
                text: AttributedText(text, attributes: TextAttributes(size: 16)), container: container,
                cache: LayoutCache(), fontSource: TestFontSet.source)
            return layout.lineFragments.map { [$0.characterRange.lowerBound, $0.characterRange.upperBound] }
                + (0..<layout.glyphs.count).map { [Int(layout.glyphs[$0].id), Int(bitPattern: UInt(layout.glyphs[$0].position.x.bitPattern))] }
        }
        let serial = try texts.map(layOut)
        let concurrent = try await withThrowingTaskGroup(of: (Int, [[Int]]).self) { group in
            for (index, text) in texts.enumerated() { group.addTask { (index, try layOut(text)) } }
            var results = [[[Int]]](repeating: [], count: texts.count)
            for try await (index, result) in group { results[index] = result }
            return results
        }
        #expect(concurrent == serial)
    }
}
