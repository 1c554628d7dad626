/// Which pixels of an image lie inside some rects (a pixel is inside when its center
/// is), over the rects' bounding box: counted with a 2-D difference array, so it takes
/// O(rects + box pixels) time and 4 bytes per box pixel however many rects overlap.
struct PixelCoverage {
    /// The box, in image pixels: columns `left..<left + width`, rows `top..<top + height`.
    let left: Int, top: Int, width: Int, height: Int
    /// For each box pixel, row by row, how many rects hold it.
    private let counts: [Int32]

    /// The coverage of `rects` on an image of `imageWidth` x `imageHeight`; nil when no
    /// pixel center lies inside them.
    init?(rects: [Rect], imageWidth: Int, imageHeight: Int) {
        let spans = rects.compactMap { rect -> (columns: Range<Int>, rows: Range<Int>)? in
            guard rect._hasFiniteEdges else { return nil }
            let rect = rect.standardized
            let columns = Self.pixels(from: rect.minX, to: rect.maxX, limit: imageWidth)
            let rows = Self.pixels(from: rect.minY, to: rect.maxY, limit: imageHeight)
            return columns.isEmpty || rows.isEmpty ? nil : (columns, rows)
        }
        guard let first = spans.first else { return nil }
        var box = (first.columns, first.rows)
        for span in spans.dropFirst() {
            box.0 = Swift.min(box.0.lowerBound, span.columns.lowerBound)..<Swift.max(box.0.upperBound, span.columns.upperBound)
            box.1 = Swift.min(box.1.lowerBound, span.rows.lowerBound)..<Swift.max(box.1.upperBound, span.rows.upperBound)
        }
        (left, top, width, height) = (box.0.lowerBound, box.1.lowerBound, box.0.count, box.1.count)
        let stride = width + 1
        var counts = [Int32](repeating: 0, count: stride * (height + 1))
        for span in spans {
            let (x0, x1) = (span.columns.lowerBound - left, span.columns.upperBound - left)
            let (y0, y1) = (span.rows.lowerBound - top, span.rows.upperBound - top)
            counts[y0 * stride + x0] += 1
            counts[y0 * stride + x1] -= 1
            counts[y1 * stride + x0] -= 1
            counts[y1 * stride + x1] += 1
        }
        // Prefix sums along rows, then down columns: each entry becomes its pixel's count.
        for row in 0..<height {
            for column in 1..<stride { counts[row * stride + column] += counts[row * stride + column - 1] }
        }
        for row in 1..<height {
            for column in 0..<stride { counts[row * stride + column] += counts[(row - 1) * stride + column] }
        }
        self.counts = counts
    }

    /// The pixels from `start` to `end` whose centers lie inside, within 0..<limit.
    private static func pixels(from start: Double, to end: Double, limit: Int) -> Range<Int> {
        let first = Int(Swift.max(0, Swift.min(Double(limit), (start - 0.5).rounded(.up))))
        let last = Int(Swift.max(0, Swift.min(Double(limit), (end - 0.5).rounded(.up))))
        return first..<Swift.max(first, last)
    }

    /// Whether the box pixel at `column`, `row` (relative to the box) is inside a rect.
    func contains(column: Int, row: Int) -> Bool { counts[row * (width + 1) + column] > 0 }

    /// Calls `body` with the image row and column of each pixel inside, row by row.
    func forEachPixel(_ body: (_ row: Int, _ column: Int) -> Void) {
        for row in 0..<height {
            for column in 0..<width where contains(column: column, row: row) { body(top + row, left + column) }
        }
    }

    /// How many pixels lie inside.
    var pixelCount: Int {
        var count = 0
        forEachPixel { _, _ in count += 1 }
        return count
    }
}
