/// The whole pixels of an image inside some rects, each counted once: per row, the
/// rects' column ranges merged.
struct PixelSpans {
    /// For each row that any rect covers, its merged column ranges.
    let rows: [(row: Int, columns: [Range<Int>])]

    /// The pixels of a `width` x `height` image whose centers lie inside `rects`.
    init(rects: [Rect], width: Int, height: Int) {
        var byRow: [Int: [Range<Int>]] = [:]
        for rect in rects where rect._hasFiniteEdges {
            let rect = rect.standardized
            // Pixel i covers i..<i + 1: it is inside when its center i + 0.5 is.
            let columns = Self.pixels(from: rect.minX, to: rect.maxX, limit: width)
            let rowRange = Self.pixels(from: rect.minY, to: rect.maxY, limit: height)
            guard !columns.isEmpty else { continue }
            for row in rowRange { byRow[row, default: []].append(columns) }
        }
        rows = byRow.keys.sorted().map { row in (row, Self.merged(byRow[row] ?? [])) }
    }

    /// The pixels from `start` to `end` whose centers lie inside, within 0..<limit.
    private static func pixels(from start: Double, to end: Double, limit: Int) -> Range<Int> {
        let first = Int(Swift.max(0, Swift.min(Double(limit), (start - 0.5).rounded(.up))))
        let last = Int(Swift.max(0, Swift.min(Double(limit), (end - 0.5).rounded(.up))))
        return first..<Swift.max(first, last)
    }

    /// `ranges` sorted and merged where they overlap or touch.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// How many pixels the spans hold.
    var pixelCount: Int { rows.reduce(0) { $0 + $1.columns.reduce(0) { $0 + $1.count } } }

    /// Calls `body` with each pixel's row and column, row by row.
    func forEachPixel(_ body: (_ row: Int, _ column: Int) -> Void) {
        for (row, columns) in rows {
            for range in columns {
                for column in range { body(row, column) }
            }
        }
    }
}
