import Testing
import Geometry
import LinkBubbleTestSupport
@testable import WrapPath

/// The chunked path of the general union sweep (large inputs cut into chunks,
/// each reduced to disjoint rects, then swept together) against the one sweep
/// over every rect, forced on small inputs by a small chunk size.
@Suite struct ChunkedUnionTests {
    private static let direct = Chunking(threshold: .max, chunkSize: .max, givesUpWhenSparse: false)

    /// Random rects (grid-aligned, overlapping, nested, identical, noisy) give the
    /// same regions, bit for bit, through chunks of 1 to 9 rects as through one
    /// sweep, whether or not the chunking gives up on sparse inputs.
    @Test func chunksGiveTheDirectSweepsRegions() throws {
        let seed = TestSeed(default: 0xC4A2_0001)
        var generator = seed.generator
        var holes = 0, pieces = 0
        for trial in 0..<1500 {
            let rects = Self.randomRects(trial: trial, using: &generator)
            let chunking = Chunking(
                threshold: 0, chunkSize: Int.random(in: 1...9, using: &generator), givesUpWhenSparse: trial % 4 == 0)
            let expected = try #require(SweepUnion.regions(of: rects, tolerance: RectUnion.defaultTolerance, chunking: Self.direct))
            let chunked = try #require(SweepUnion.regions(of: rects, tolerance: RectUnion.defaultTolerance, chunking: chunking))
            holes += expected.reduce(0) { $0 + $1.holes.count }
            pieces += expected.count
            guard chunked == expected else {
                Issue.record("chunks of \(chunking.chunkSize) differ for \(rects): \(chunked) against \(expected), \(seed)")
                return
            }
        }
        #expect(holes > 50 && pieces > 1500, "the sets include holes (\(holes)) and several regions (\(pieces)) (\(seed))")
    }

    /// Each chunk's rects are disjoint, and together they cover exactly the union
    /// (the same cells as the input); dense chunks give fewer rects than their
    /// input, and sparse ones make the chunking give up.
    @Test func chunkRectsAreDisjointAndCoverTheUnion() {
        let seed = TestSeed(default: 0xC4A2_0002)
        var generator = seed.generator
        var reduced = 0, gaveUp = 0
        for _ in 0..<400 {
            let rects = randomGridRects(count: Int.random(in: 1...40, using: &generator), span: 10, using: &generator)
            let columns = rects.flatMap { [Int32($0.minX), Int32($0.maxX)] }
            let rows = rects.flatMap { [Int32($0.minY), Int32($0.maxY)] }
            let chunkSize = Int.random(in: 1...12, using: &generator)
            let all = ChunkedUnion.disjointRects(
                count: rects.count, columns: columns, rows: rows,
                chunking: Chunking(threshold: 0, chunkSize: chunkSize, givesUpWhenSparse: false))!
            var cells = [[Int]](repeating: [Int](repeating: 0, count: 10), count: 10)
            for rect in all {
                for row in Int(rect.top)..<Int(rect.bottom) {
                    for column in Int(rect.lower)..<Int(rect.upper) { cells[row][column] += 1 }
                }
            }
            var expected = [[Int]](repeating: [Int](repeating: 0, count: 10), count: 10)
            for rect in rects {
                for row in Int(rect.minY)..<Int(rect.maxY) {
                    for column in Int(rect.minX)..<Int(rect.maxX) { expected[row][column] = 1 }
                }
            }
            // Chunks overlap each other, but no chunk's rects overlap: each cell is
            // covered at most once per chunk.
            let chunks = (rects.count + chunkSize - 1) / chunkSize
            guard cells.joined().allSatisfy({ $0 <= chunks }),
                zip(cells.joined(), expected.joined()).allSatisfy({ ($0 > 0) == ($1 > 0) })
            else {
                Issue.record("chunk rects \(all) do not tile the union of \(rects), \(seed)")
                return
            }
            if chunks == 1 && cells.joined().contains(where: { $0 > 1 }) {
                Issue.record("overlapping rects \(all) for \(rects), \(seed)")
                return
            }
            if rects.count >= 24 && chunkSize >= 8 && all.count < rects.count { reduced += 1 }
            let sparse = (0..<40).map { Rect(x: Double(3 * $0), y: Double($0 % 5), width: 1, height: 1) }
            if ChunkedUnion.disjointRects(
                count: sparse.count, columns: sparse.flatMap { [Int32($0.minX), Int32($0.maxX)] },
                rows: sparse.flatMap { [Int32($0.minY), Int32($0.maxY)] },
                chunking: Chunking(threshold: 0, chunkSize: chunkSize, givesUpWhenSparse: true)) == nil
            {
                gaveUp += 1
            }
        }
        #expect(reduced > 20 && gaveUp == 400, "dense chunks shrink, sparse ones give up (\(seed))")
    }

    /// Rect sets of several kinds, by trial.
    private static func randomRects(trial: Int, using generator: inout SplitMix64) -> [Rect] {
        switch trial % 5 {
        case 0:
            return randomGridRects(count: Int.random(in: 1...30, using: &generator), span: 12, using: &generator)
        case 1:
            // Dense: many rects over a small square, with holes near its border.
            return randomGridRects(count: Int.random(in: 20...60, using: &generator), span: 8, using: &generator)
        case 2:
            // Nested and identical rects.
            let count = Int.random(in: 1...20, using: &generator)
            return (0..<count).map { index in
                let inset = Double(Int.random(in: 0...3, using: &generator))
                return index % 3 == 0
                    ? Rect(x: 2, y: 2, width: 6, height: 6) : Rect(x: inset, y: inset, width: 10 - 2 * inset, height: 10 - 2 * inset)
            }
        case 3:
            // Coordinates with noise far below the tolerance: the grouping is global.
            return randomGridRects(count: Int.random(in: 1...25, using: &generator), span: 10, using: &generator).map {
                Rect(
                    minX: $0.minX + Double.random(in: -1e-9...1e-9, using: &generator),
                    minY: $0.minY + Double.random(in: -1e-9...1e-9, using: &generator),
                    maxX: $0.maxX + Double.random(in: -1e-9...1e-9, using: &generator),
                    maxY: $0.maxY + Double.random(in: -1e-9...1e-9, using: &generator))
            }
        default:
            // Real coordinates, some rects thinner than the tolerance.
            return (0..<Int.random(in: 1...25, using: &generator)).map { _ in
                Rect(
                    x: Double.random(in: 0..<100, using: &generator), y: Double.random(in: 0..<100, using: &generator),
                    width: Bool.random(using: &generator) ? Double.random(in: 1..<50, using: &generator) : 1e-8,
                    height: Double.random(in: 1..<50, using: &generator))
            }
        }
    }
}
