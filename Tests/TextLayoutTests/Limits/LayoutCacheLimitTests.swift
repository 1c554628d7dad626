import Testing
import TextLayout

/// The layout cache keeps words of at most `LayoutCache.maximumWordLength` code units,
/// so a huge run of text without break opportunities (a 10 MB "word") is never kept
/// alive by a long-lived cache.
@Suite struct LayoutCacheLimitTests {
    @Test func wordsLongerThanTheLimitAreShapedButNotKept() throws {
        let cache = LayoutCache()
        let long = String(repeating: "x", count: LayoutCache.maximumWordLength + 1)
        let container = TextContainer(width: 300)
        let first = try LayoutManager(text: AttributedText(long), container: container, cache: cache)
        #expect(cache.count == 0)
        let again = try LayoutManager(text: AttributedText(long), container: container, cache: cache)
        #expect(cache.statistics.hits == 0)
        #expect(again.lineFragments == first.lineFragments)
        // A word at the limit is kept and found again.
        let kept = String(repeating: "x", count: LayoutCache.maximumWordLength)
        _ = try LayoutManager(text: AttributedText(kept), container: container, cache: cache)
        _ = try LayoutManager(text: AttributedText(kept), container: container, cache: cache)
        #expect(cache.count == 1)
        #expect(cache.statistics.hits == 1)
    }
}
