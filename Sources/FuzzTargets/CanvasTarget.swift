import BubbleRender
import Geometry

/// A small canvas driven through a sequence of fills, strokes, shadows, mask fills
/// and clips, then encoded as PNG.
enum CanvasTarget {
    static func run(_ input: inout FuzzInput) {
        let width = 1 + input.choice(48), height = 1 + input.choice(48)
        guard var canvas = try? Canvas(width: width, height: height, scale: FuzzScale.scale(&input), origin: input.coordinatePoint())
        else { return }
        for _ in 0..<input.choice(6) {
            switch input.choice(6) {
            case 0:
                try? canvas.fill(input.path(maximumElements: 12), color: input.color(), fillRule: input.bool() ? .nonZero : .evenOdd)
            case 1:
                try? canvas.stroke(input.path(maximumElements: 12), color: input.color(), width: input.double())
            case 2:
                try? canvas.drawShadow(
                    of: input.path(maximumElements: 12), color: input.color(), blurRadius: input.double(),
                    offset: input.coordinatePoint())
            case 3:
                try? canvas.fill(input.coordinateRect(), color: input.color())
            case 4:
                if let mask = try? MaskRasterizer.coverage(of: input.path(maximumElements: 8), scale: canvas.scale) {
                    try? canvas.fill(mask: mask, color: input.color())
                }
            default:
                if let mask = try? MaskRasterizer.coverage(of: input.path(maximumElements: 8), scale: canvas.scale) {
                    try? canvas.clip(to: mask)
                }
            }
        }
        _ = try? canvas.png()
    }
}
