import Geometry
import LinkBubbleTestSupport
import WrapPath

/// Random rects on a coarse grid, so edges often coincide, touch and nest.
func randomGridRects(count: Int, span: Int, using generator: inout SplitMix64) -> [Rect] {
    (0..<count).map { _ in
        let x = Int.random(in: 0..<span, using: &generator), y = Int.random(in: 0..<span, using: &generator)
        let width = Int.random(in: 1...(span - x), using: &generator)
        let height = Int.random(in: 1...(span - y), using: &generator)
        return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }
}

/// An independent, brute-force model of a union of rects: the covered cells of
/// the grid made by all rect edges.
struct CoverageGrid {
    var xs: [Double]
    var ys: [Double]
    /// Whether each cell is covered, row by row: `rows` rows of `columns` cells (one flat
    /// array: a debug build retains and releases a row of nested arrays on every read).
    var covered: [Bool]
    let rows: Int, columns: Int

    init(_ rects: [Rect]) {
        xs = Array(Set(rects.flatMap { [$0.minX, $0.maxX] })).sorted()
        ys = Array(Set(rects.flatMap { [$0.minY, $0.maxY] })).sorted()
        (rows, columns) = (max(ys.count - 1, 0), max(xs.count - 1, 0))
        covered = Array(repeating: false, count: rows * columns)
        for rect in rects where !rect.isEmpty {
            let x0 = xs.firstIndex(of: rect.minX)!, x1 = xs.firstIndex(of: rect.maxX)!
            let y0 = ys.firstIndex(of: rect.minY)!, y1 = ys.firstIndex(of: rect.maxY)!
            for row in y0..<y1 { for column in x0..<x1 { covered[row * columns + column] = true } }
        }
    }

    /// The union's area.
    var area: Double {
        var sum = 0.0
        for row in 0..<rows {
            for column in 0..<columns where covered[row * columns + column] {
                sum += (xs[column + 1] - xs[column]) * (ys[row + 1] - ys[row])
            }
        }
        return sum
    }

    private func isCovered(_ row: Int, _ column: Int) -> Bool {
        // A guard, not `&&`: its autoclosures would copy the grid (three arrays) per call.
        guard row >= 0, column >= 0, row < rows, column < columns else { return false }
        return covered[row * columns + column]
    }

    /// How many corners the exact outline has: one at each grid point with one or
    /// three covered cells around it, two where two diagonal cells touch.
    var cornerCount: Int {
        var count = 0
        for row in ys.indices {
            for column in xs.indices {
                let topLeft = isCovered(row - 1, column - 1), topRight = isCovered(row - 1, column)
                let bottomRight = isCovered(row, column), bottomLeft = isCovered(row, column - 1)
                let coveredAround = (topLeft ? 1 : 0) + (topRight ? 1 : 0) + (bottomRight ? 1 : 0) + (bottomLeft ? 1 : 0)
                switch coveredAround {
                case 1, 3: count += 1
                case 2 where topLeft == bottomRight: count += 2
                default: break
                }
            }
        }
        return count
    }
}

/// The edges of a ring as point pairs.
func edges(of ring: Ring) -> [(Point, Point)] {
    ring.points.indices.map { (ring.points[$0], ring.points[($0 + 1) % ring.points.count]) }
}

/// Whether two axis-aligned segments share more than a common endpoint: a proper
/// crossing, a T-junction or a collinear overlap.
func segmentsConflict(_ a: (Point, Point), _ b: (Point, Point)) -> Bool {
    let ax0 = min(a.0.x, a.1.x), ax1 = max(a.0.x, a.1.x), ay0 = min(a.0.y, a.1.y), ay1 = max(a.0.y, a.1.y)
    let bx0 = min(b.0.x, b.1.x), bx1 = max(b.0.x, b.1.x), by0 = min(b.0.y, b.1.y), by1 = max(b.0.y, b.1.y)
    let x0 = max(ax0, bx0), x1 = min(ax1, bx1), y0 = max(ay0, by0), y1 = min(ay1, by1)
    guard x0 <= x1, y0 <= y1 else { return false }
    if x0 < x1 || y0 < y1 { return true }
    let shared = Point(x: x0, y: y0)
    let endpointOfA = shared == a.0 || shared == a.1, endpointOfB = shared == b.0 || shared == b.1
    return !(endpointOfA && endpointOfB)
}
