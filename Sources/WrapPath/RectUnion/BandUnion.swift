import Geometry

/// The union outline of rects already ordered top to bottom (non-decreasing top
/// and bottom edges, as text lines are), band by band in O(n) for a bounded
/// number of rects per band.
///
/// The rects covering each band form a contiguous window of the input, so the
/// band's covered runs come from that window alone. The outline's horizontal edges
/// are the differences between consecutive bands. An x coordinate within the
/// tolerance of the band above's is replaced by it, so noise never leaves a notch;
/// y coordinates are merged like ``CoordinateGrid`` does, in one linear pass.
enum BandUnion {
    /// Bands with more rects than this go to the general sweep instead.
    static let maximumWindow = 32

    /// The regions, or `nil` when the rects are not ordered top to bottom, some band
    /// holds more than ``maximumWindow`` rects, or the outline has more than
    /// `maximumCorners` corners (the general sweep then reports it).
    static func regions(of rects: [Rect], tolerance: Double, maximumCorners: Int = .max) -> [Region]? {
        var kept: [Rect] = []
        kept.reserveCapacity(rects.count)
        for rect in rects where rect._hasFiniteEdges && !rect.isEmpty {
            let rect = rect.standardized
            if let last = kept.last, rect.minY < last.minY || rect.maxY < last.maxY { return nil }
            kept.append(rect)
        }
        guard !kept.isEmpty else { return [] }
        let rows = Rows(kept, tolerance: tolerance)
        var sweep = UnionSweep(front: BandFront(tolerance: tolerance), capacity: 4 * kept.count)
        var lower = 0, upper = 0
        for row in rows.values.indices {
            while upper < kept.count && rows.top[upper] <= row { upper += 1 }
            while lower < upper && rows.bottom[lower] <= row { lower += 1 }
            guard upper - lower <= maximumWindow else { return nil }
            sweep.advance(y: rows.values[row], band: kept[lower..<upper])
            guard sweep.builder.points.count <= maximumCorners else { return nil }
        }
        return sweep.builder.regions()
    }

    /// The merged y coordinates and each rect's top and bottom row.
    private struct Rows {
        var values: [Double] = []
        var top: [Int]
        var bottom: [Int]

        /// Merges the sorted tops and bottoms in one pass into tolerance groups
        /// (see ``SortedCoordinates/nextGroup(tolerance:)``).
        init(_ rects: [Rect], tolerance: Double) {
            top = Array(repeating: 0, count: rects.count)
            bottom = Array(repeating: 0, count: rects.count)
            var edges = MergedRowEdges(rects)
            var tops = 0, bottoms = 0
            while let group = edges.nextGroup(tolerance: tolerance) {
                for index in tops..<edges.tops { top[index] = values.count }
                for index in bottoms..<edges.bottoms { bottom[index] = values.count }
                (tops, bottoms) = (edges.tops, edges.bottoms)
                values.append(group.representative)
            }
        }
    }
}
