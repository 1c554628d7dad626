import BubbleRender
import Geometry

/// Paths of every element kind (zero-length and unclosed subpaths included) through
/// the mask rasterizer, at raw and ordinary scales, with and without bounds.
enum MaskRasterizerTarget {
    static func run(_ input: inout FuzzInput) {
        let path = input.path(maximumElements: 24)
        let scale = FuzzScale.scale(&input)
        let fillRule: FillRule = input.bool() ? .nonZero : .evenOdd
        let bounds = input.bool() ? input.coordinateRect() : nil
        guard let mask = try? MaskRasterizer.coverage(of: path, scale: scale, fillRule: fillRule, bounds: bounds) else {
            return
        }
        _ = mask.bounds
        _ = mask.coveredArea
    }
}

/// Device scales as a renderer sees them: mostly 1, 2 or 3, sometimes any double.
enum FuzzScale {
    static func scale(_ input: inout FuzzInput) -> Double {
        switch input.choice(8) {
        case 0: input.double()
        case 1: 0.5
        case 2, 3: 2
        case 4: 3
        default: 1
        }
    }
}
