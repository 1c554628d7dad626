import Geometry

/// Clipping of link rects to what is actually visible.
public enum RectClipping {
    /// The parts of `rects` inside `visibleRect` (when given) and inside every
    /// clipping ancestor, in input order; rects clipped to nothing are dropped.
    ///
    /// A link half scrolled out of view keeps only its visible part. Ancestors
    /// whose ``ClippingAncestor/clipsContent`` is false do not change anything.
    /// O(n × (a + 1)) for n rects and a ancestors.
    public static func clip(_ rects: [Rect], to visibleRect: Rect?, ancestors: [ClippingAncestor] = []) -> [Rect] {
        var window = visibleRect?.standardized
        for ancestor in ancestors where ancestor.clipsContent {
            let frame = ancestor.frame.standardized
            guard let current = window else {
                window = frame
                continue
            }
            guard let overlap = current.intersection(frame) else { return [] }
            window = overlap
        }
        guard let window else { return rects.filter { !$0.isEmpty } }
        return rects.compactMap { $0.standardized.intersection(window) }
    }
}
