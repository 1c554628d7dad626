import Geometry
import WrapPath

/// Rect union, bubbles, rounding and clipping of up to 16 rects built from raw doubles
/// (NaN, infinities and huge values included).
enum RectUnionTarget {
    static func run(_ input: inout FuzzInput) {
        let rects = (0..<input.choice(17)).map { _ in input.rect() }
        let tolerance = input.double()
        for region in RectUnion.regions(of: rects, tolerance: tolerance) {
            _ = region.area
            _ = region.contains(input.point())
            let radius = input.double()
            _ = region.roundedPath(radius: radius, concaveRadius: input.double(), cornerShape: cornerShape(&input))
        }
        let style = BubbleStyle(
            outsetX: input.double(), outsetY: input.double(), radius: input.double(), concaveRadius: input.double(),
            cornerShape: cornerShape(&input), snapTolerance: input.double())
        for bubble in Bubble.bubbles(around: rects, style: style, tolerance: tolerance) {
            _ = bubble.bounds
            _ = bubble.path.signedArea
        }
        let ancestors = (0..<input.choice(3)).map { _ in ClippingAncestor(frame: input.rect(), clipsContent: input.bool()) }
        let layout = BubbleLayout(
            rects: rects, style: style, visibleRect: input.bool() ? input.rect() : nil, ancestors: ancestors,
            tolerance: tolerance)
        _ = layout.center
    }

    private static func cornerShape(_ input: inout FuzzInput) -> CornerShape {
        input.bool() ? .circular : .continuous
    }
}
