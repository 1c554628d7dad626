/// The union of a large set of grid rects as a much smaller set of disjoint grid
/// rects with the same union: the rects are cut into chunks in input order, and
/// each chunk's union is swept on its own by ``MaximalRunSweep``.
///
/// Why: over a million rects the coverage tree of the one sweep over every rect
/// spans two million x intervals (an 8 MB bottom level), and each event reads two
/// random lines of it from memory. A chunk's tree spans only the columns its own
/// rects use (256 KB for ``Chunking/standard``'s chunks), so it stays in the
/// cache. The union of the chunks' unions is the union, so the final sweep over
/// their rects gives the same outline; where the input overlaps a lot (a million
/// random rects cover their square hundreds of times), that is about 10,000
/// rects instead of a million.
///
/// The grid (and so the tolerance grouping) is the whole input's: chunks only
/// renumber the columns they use. When the chunks' rects stop being much fewer
/// than their inputs (sparse rects with a large union), the chunking gives up
/// as soon as it sees it, so such inputs cost at most one more chunk's sweep.
enum ChunkedUnion {
    /// The chunks' rects, or `nil` when `chunking` gives up on sparse rects and
    /// they outnumber a quarter of the rects of the chunks so far (checked at
    /// every row, so a sparse input costs part of one chunk).
    ///
    /// - Parameters:
    ///   - count: The number of kept rects: rect `i` spans grid columns
    ///     `columns[2i]..<columns[2i + 1]` and rows `rows[2i]..<rows[2i + 1]`
    ///     (empty ones are skipped).
    static func disjointRects(count: Int, columns: [Int32], rows: [Int32], chunking: Chunking) -> [GridRect]? {
        let chunkSize = Swift.max(1, chunking.chunkSize)
        var result: [GridRect] = []
        var chunk: [GridRect] = []
        var edges: [Double] = []
        var events: [SweepUnion.Event] = []
        chunk.reserveCapacity(Swift.min(count, chunkSize))
        edges.reserveCapacity(2 * chunk.capacity)
        events.reserveCapacity(2 * chunk.capacity)
        var first = 0
        while first < count {
            let end = Swift.min(count, first + chunkSize)
            chunk._removeAllKeepingCapacity()
            for index in first..<end {
                let rect = GridRect(
                    lower: columns[2 * index], upper: columns[2 * index + 1], top: rows[2 * index],
                    bottom: rows[2 * index + 1])
                if rect.lower < rect.upper && rect.top < rect.bottom { chunk.append(rect) }
            }
            first = end
            guard !chunk.isEmpty else { continue }
            let local = SweepUnion.ownColumns(of: chunk, edges: &edges, events: &events)
            SweepUnion.sortByRow(&events)
            let firstOfChunk = result.count
            var sweep = MaximalRunSweep(intervalCount: local.values.count - 1)
            // Sparse rects are found (and given up on) early in the chunk.
            let limit = chunking.givesUpWhenSparse ? first / 4 : Int.max
            SweepUnion.forEachBand(of: events) { row, band in
                sweep.advance(row: row, band: band, closing: &result)
                return result.count <= limit
            }
            if result.count > limit { return nil }
            for index in firstOfChunk..<result.count {
                result[index].lower = Int32(local.values[Int(result[index].lower)])
                result[index].upper = Int32(local.values[Int(result[index].upper)])
            }
        }
        return result
    }
}

/// When and how ``SweepUnion`` cuts its input into chunks.
struct Chunking {
    /// Inputs of more rects than this are swept in chunks.
    var threshold: Int
    /// Rects per chunk.
    var chunkSize: Int
    /// Whether to give up and sweep the whole input once the chunks' rects stop
    /// being much fewer than their inputs (tests turn it off to check the merge
    /// on small sparse inputs).
    var givesUpWhenSparse: Bool

    /// What ``RectUnion`` uses: below 131,072 rects the one sweep's memory (the
    /// tree and the grids) still mostly fits the caches and chunking gains
    /// nothing; a chunk of 32,768 rects sweeps a tree of at most 65,536
    /// intervals (256 KB at the bottom), well inside the 2 MB L2 cache.
    static let standard = Chunking(threshold: 131_072, chunkSize: 32_768, givesUpWhenSparse: true)
}
