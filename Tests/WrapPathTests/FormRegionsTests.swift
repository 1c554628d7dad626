import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

/// `RectUnion.formRegions(of:into:)` against `regions(of:)`: the same regions, bit for
/// bit, whatever the array held before, and the ring's memory reused for text lines.
@Suite struct FormRegionsTests {
    /// Text lines of random widths, `count` of them, 18 points apart.
    private static func textLines(_ count: Int, using generator: inout SplitMix64) -> [Rect] {
        (0..<count).map { index in
            Rect(
                x: Double.random(in: 0..<20, using: &generator), y: Double(index) * 18,
                width: Double.random(in: 100..<600, using: &generator), height: 18)
        }
    }

    /// One array takes, in turn, text lines of growing and shrinking counts, random
    /// grid rects (with holes and several regions) and nothing: every result equals
    /// `regions(of:)`'s.
    @Test func everyResultIsTheFreshOne() {
        let seed = TestSeed(default: 0xF0E1_0001)
        var generator = seed.generator
        var regions: [Region] = []
        for trial in 0..<300 {
            let rects: [Rect] = switch trial % 3 {
            case 0: Self.textLines(Int.random(in: 1...2_000, using: &generator), using: &generator)
            case 1: randomGridRects(count: Int.random(in: 0...40, using: &generator), span: 12, using: &generator)
            default: trial % 7 == 0 ? [] : Self.textLines(Int.random(in: 1...20, using: &generator), using: &generator)
            }
            RectUnion.formRegions(of: rects, into: &regions)
            let fresh = RectUnion.regions(of: rects)
            guard regions == fresh else {
                Issue.record("trial \(trial): \(regions.count) regions against \(fresh.count) fresh ones, \(seed)")
                return
            }
        }
    }

    /// The second union of the same text lines writes its ring's points where the
    /// first one's were: no new memory.
    @Test func textLinesReuseTheRingsMemory() {
        var generator = TestSeed(default: 0xF0E1_0002).generator
        let lines = Self.textLines(20_000, using: &generator)
        var regions: [Region] = []
        RectUnion.formRegions(of: lines, into: &regions)
        let first = regions[0].outer.points.withUnsafeBufferPointer { $0.baseAddress }
        RectUnion.formRegions(of: lines, into: &regions)
        let second = regions[0].outer.points.withUnsafeBufferPointer { $0.baseAddress }
        #expect(first == second)
        #expect(regions == RectUnion.regions(of: lines))
    }

    /// A ring that another value still shares is not written over: that value keeps
    /// its points.
    @Test func aSharedRingIsLeftAlone() {
        var generator = TestSeed(default: 0xF0E1_0003).generator
        let lines = Self.textLines(5_000, using: &generator)
        var regions: [Region] = []
        RectUnion.formRegions(of: lines, into: &regions)
        let kept = regions
        RectUnion.formRegions(of: Array(lines.prefix(3_000)), into: &regions)
        #expect(kept == RectUnion.regions(of: lines))
        #expect(regions == RectUnion.regions(of: Array(lines.prefix(3_000))))
    }
}
