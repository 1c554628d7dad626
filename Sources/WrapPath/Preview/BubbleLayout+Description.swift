import Geometry

extension BubbleLayout: CustomStringConvertible {
    /// A one-line summary: `BubbleLayout(1 bubble, bounds [-4, -3, 128, 46], center (60, 20))`.
    public var description: String {
        "BubbleLayout(\(summary))"
    }

    /// The bubble count, bounds and center, as the descriptions of values built on a
    /// bubble layout show them.
    package var summary: String {
        let count = "\(bubbles.count) bubble\(bubbles.count == 1 ? "" : "s")"
        guard let bounds, let center else { return count + ", nothing visible" }
        let skipped = nonFiniteRectCount > 0 ? ", \(nonFiniteRectCount) non-finite rects left out" : ""
        return "\(count), bounds \(bounds.shortDescription), center \(center.shortDescription)\(skipped)"
    }
}

extension PreviewParameters: CustomStringConvertible {
    /// A one-line summary:
    /// `PreviewParameters(2 text-line rects, 1 bubble, bounds [-4, -3, 128, 46], center (60, 20))`.
    public var description: String {
        "PreviewParameters(\(textLineRects.count) text-line rect\(textLineRects.count == 1 ? "" : "s"), \(bubbleLayout.summary))"
    }
}
