import Geometry

/// Snapping of ragged steps onto a bubble's bounding edges.
enum Snapping {
    /// The regions again, after moving every rect edge within `distance` of its
    /// region's bounding box onto that box and taking the union anew.
    ///
    /// Rects only grow and stay inside their region's bounds, so the result still
    /// contains every rect. Each rect belongs to the region holding its center,
    /// found by the regions' bounds (looked up in a ``BoundsGrid``, so a million
    /// bubbles do not test a million boxes per rect) and, only where several bounds
    /// hold it, by the regions' rings. About O(n + b) for n rects and b regions of
    /// similar sizes, plus O(v) for each rect whose center lies in several regions'
    /// bounds, plus the union.
    static func snapped(_ regions: [Region], rects: [Rect], within distance: Double, tolerance: Double) -> [Region] {
        let grid = BoundsGrid(regions.map(\.bounds))
        let bounds = grid.boxes
        var members = [[Rect]](repeating: [], count: regions.count)
        for rect in rects where rect._hasFiniteEdges && !rect.isEmpty {
            let rect = rect.standardized
            let center = rect.center
            let candidates = grid.boxes(containing: center)
            let owner = candidates.count == 1 ? candidates.first : candidates.first { regions[$0].contains(center) }
            guard let owner else { continue }
            let box = bounds[owner]
            members[owner].append(Rect(
                minX: rect.minX - box.minX <= distance ? box.minX : rect.minX,
                minY: rect.minY - box.minY <= distance ? box.minY : rect.minY,
                maxX: box.maxX - rect.maxX <= distance ? box.maxX : rect.maxX,
                maxY: box.maxY - rect.maxY <= distance ? box.maxY : rect.maxY))
        }
        return members.flatMap { RectUnion.regions(of: $0, tolerance: tolerance) }
    }
}
