/// Snapping of ragged steps onto a bubble's bounding edges.
enum _Snapping {
    /// The regions again, after moving every rect edge within `distance` of its
    /// region's bounding box onto that box and taking the union anew.
    ///
    /// Rects only grow and stay inside their region's bounds, so the result still
    /// contains every rect. Each rect belongs to the region holding its center.
    /// O(n × v) for n rects and v corners in all, plus the union.
    static func snapped(_ regions: [Region], rects: [Rect], within distance: Double, tolerance: Double) -> [Region] {
        var snapped: [Region] = []
        snapped.reserveCapacity(regions.count)
        for region in regions {
            let bounds = region.bounds
            var members: [Rect] = []
            for rect in rects where rect.isFinite && !rect.isEmpty {
                let rect = rect.standardized
                guard bounds.contains(rect.center), region.contains(rect.center) else { continue }
                members.append(Rect(
                    minX: rect.minX - bounds.minX <= distance ? bounds.minX : rect.minX,
                    minY: rect.minY - bounds.minY <= distance ? bounds.minY : rect.minY,
                    maxX: bounds.maxX - rect.maxX <= distance ? bounds.maxX : rect.maxX,
                    maxY: bounds.maxY - rect.maxY <= distance ? bounds.maxY : rect.maxY))
            }
            snapped.append(contentsOf: RectUnion.regions(of: members, tolerance: tolerance))
        }
        return snapped
    }
}
