import Geometry

/// The top and bottom edges of rects ordered top to bottom (non-decreasing top
/// and bottom edges), as a source for ``MergedRowEdges``.
protocol RowEdges {
    /// The number of rects.
    var count: Int { get }
    /// The top edge of rect `index`.
    func top(_ index: Int) -> Double
    /// The bottom edge of rect `index`.
    func bottom(_ index: Int) -> Double
}

/// The tops and the bottoms of rects ordered top to bottom, merged into one
/// non-decreasing sequence in one linear pass (a top comes before an equal
/// bottom).
///
/// ``tops`` and ``bottoms`` count the edges read so far, so after reading a
/// tolerance group the rects whose top (or bottom) falls in it are the ones
/// between the counts before and after.
struct MergedRowEdges<Edges: RowEdges>: SortedCoordinates {
    private let edges: Edges
    private let count: Int
    /// How many tops have been read.
    private(set) var tops = 0
    /// How many bottoms have been read.
    private(set) var bottoms = 0
    /// The next top and the next bottom (meaningless past the last).
    private var top = 0.0, bottom = 0.0

    init(_ edges: Edges) {
        self.edges = edges
        count = edges.count
        if count > 0 { (top, bottom) = (edges.top(0), edges.bottom(0)) }
    }

    @inline(__always)
    private var nextIsTop: Bool { tops < count && (bottoms >= count || top <= bottom) }

    var next: Double? {
        @inline(__always) get { nextIsTop ? top : bottoms < count ? bottom : nil }
    }

    @inline(__always)
    mutating func removeNext() {
        if nextIsTop {
            tops += 1
            if tops < count { top = edges.top(tops) }
        } else {
            bottoms += 1
            if bottoms < count { bottom = edges.bottom(bottoms) }
        }
    }
}

extension Array: RowEdges where Element == Rect {
    func top(_ index: Int) -> Double { self[index].minY }
    func bottom(_ index: Int) -> Double { self[index].maxY }
}
