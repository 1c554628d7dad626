import Geometry

/// Bounding boxes in a uniform grid, to find the boxes holding a point without testing
/// every box: each box is listed in the cells its closed extent overlaps, and a point is
/// looked up in its one cell.
///
/// A cell is as large as the median box, so a typical box lies in at most four cells;
/// a box over more than ``maximumCellsPerBox`` cells (one around many others) is kept in
/// a short list every lookup also tests. The grid has at most four cells per box, and
/// its lists are flat arrays (a count per cell, then the boxes by cell).
struct BoundsGrid {
    /// The boxes, in the order given.
    let boxes: [Rect]
    /// The grid's corner, and its cells' size.
    private let originX: Double, originY: Double, cellWidth: Double, cellHeight: Double
    private let columns: Int, rows: Int
    /// Where each cell's boxes start in ``cellBoxes``; the last entry is its count.
    private var cellStarts: [Int]
    /// The boxes of each cell in turn, each cell's in ascending order.
    private var cellBoxes: [Int32]
    /// The boxes over more than ``maximumCellsPerBox`` cells, ascending.
    private var largeBoxes: [Int] = []

    /// The most cells a box is listed in; a larger box goes to the list every lookup tests.
    static let maximumCellsPerBox = 64

    /// A grid of `boxes` (at most `Int32.max` of them), each with finite edges.
    init(_ boxes: [Rect]) {
        self.boxes = boxes
        let minX = boxes.lazy.map(\.minX).min() ?? 0, maxX = boxes.lazy.map(\.maxX).max() ?? 0
        let minY = boxes.lazy.map(\.minY).min() ?? 0, maxY = boxes.lazy.map(\.maxY).max() ?? 0
        let widths = boxes.map(\.width).sorted(), heights = boxes.map(\.height).sorted()
        var cellWidth = Swift.max(widths.isEmpty ? 1 : widths[widths.count / 2], (maxX - minX) / 4096, .leastNormalMagnitude)
        var cellHeight = Swift.max(heights.isEmpty ? 1 : heights[heights.count / 2], (maxY - minY) / 4096, .leastNormalMagnitude)
        // At most four cells per box: grow the cells (both ways alike) until they fit.
        while ((maxX - minX) / cellWidth + 1) * ((maxY - minY) / cellHeight + 1) > Double(4 * Swift.max(boxes.count, 1)) {
            cellWidth *= 2
            cellHeight *= 2
        }
        (originX, originY, self.cellWidth, self.cellHeight) = (minX, minY, cellWidth, cellHeight)
        columns = Int((maxX - minX) / cellWidth) + 1
        rows = Int((maxY - minY) / cellHeight) + 1
        cellStarts = [Int](repeating: 0, count: columns * rows + 1)
        cellBoxes = []
        var spans: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)?] = []
        spans.reserveCapacity(boxes.count)
        for (index, box) in boxes.enumerated() {
            let columnSpan = column(of: box.minX)...column(of: box.maxX), rowSpan = row(of: box.minY)...row(of: box.maxY)
            guard columnSpan.count * rowSpan.count <= Self.maximumCellsPerBox else {
                largeBoxes.append(index)
                spans.append(nil)
                continue
            }
            spans.append((columnSpan, rowSpan))
            for row in rowSpan { for column in columnSpan { cellStarts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<(columns * rows) { cellStarts[cell + 1] += cellStarts[cell] }
        var next = cellStarts
        cellBoxes = [Int32](repeating: 0, count: cellStarts[columns * rows])
        for (index, span) in spans.enumerated() {
            guard let span else { continue }
            for row in span.rows {
                for column in span.columns {
                    cellBoxes[next[row * columns + column]] = Int32(index)
                    next[row * columns + column] += 1
                }
            }
        }
    }

    /// The boxes holding `point` (edges included), ascending.
    func boxes(containing point: Point) -> [Int] {
        let cell = row(of: point.y) * columns + column(of: point.x)
        var found = cellBoxes[cellStarts[cell]..<cellStarts[cell + 1]].lazy.map(Int.init).filter { boxes[$0].contains(point) }
            + largeBoxes.filter { boxes[$0].contains(point) }
        if !largeBoxes.isEmpty { found.sort() }
        return found
    }

    /// The most boxes one cell lists (what a lookup tests besides the large boxes).
    var largestCell: Int { (0..<(columns * rows)).lazy.map { cellStarts[$0 + 1] - cellStarts[$0] }.max() ?? 0 }

    private func column(of x: Double) -> Int { Self.cell(of: (x - originX) / cellWidth, count: columns) }
    private func row(of y: Double) -> Int { Self.cell(of: (y - originY) / cellHeight, count: rows) }

    /// The cell at `offset` cells from the grid's edge, clamped into the grid (before the
    /// conversion to `Int`, which a far-away point would overflow).
    private static func cell(of offset: Double, count: Int) -> Int {
        Int(Swift.min(Swift.max(offset.rounded(.down), 0), Double(count - 1)))
    }
}
