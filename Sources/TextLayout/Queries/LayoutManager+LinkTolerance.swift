import Geometry

extension LayoutManager {
    /// The link nearest to `point` within `tolerance` points, for touch: the link under
    /// the point when there is one (``link(at:)``), else the link with an enclosing rect
    /// (line-fragment height) nearest to the point, if that rect is at most `tolerance`
    /// away. A fingertip covers about 44 points (Apple's minimum touch target), so a tap
    /// meant for a link can land half of that beside it.
    ///
    /// O(links × their rects); nil for a NaN coordinate or a negative or NaN tolerance.
    public func link(at point: Point, tolerance: Double) -> LinkHit? {
        if let hit = link(at: point) { return hit }
        guard tolerance >= 0, !point.x.isNaN, !point.y.isNaN else { return nil }
        var nearest: (link: LinkHit, distance: Double)?
        for link in text.links {
            let range = graphemeBoundaries.snappedOutward(link.range)
            // The links of the text lie within it, so the range is always valid.
            try? enumerateEnclosingRects(forCharacterRange: range) { rect, _ in
                let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
                let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= tolerance, distance < nearest?.distance ?? .infinity {
                    nearest = (LinkHit(value: link.value, range: range), distance)
                }
            }
        }
        return nearest?.link
    }
}
