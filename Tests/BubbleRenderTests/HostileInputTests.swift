import BubbleRender
import Geometry
import LinkBubbleTestSupport
import Testing

/// Random paths built from hostile numbers (NaN, infinities, the largest doubles,
/// denormals, values at and past the device-coordinate limit) through every painter
/// and the mask rasterizer, at scales across and past the limits: each call draws or
/// throws a ``RenderError``, never traps or crashes.
@Suite struct HostileInputTests {
    static let values: [Double] = [
        0, -0.0, 1, -1, 0.5, 3, 1e-300, .leastNonzeroMagnitude, 1e-5, 1e5, 8_388_607, 8_388_609, 1e12, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    func value(_ generator: inout SplitMix64) -> Double {
        Bool.random(using: &generator)
            ? Double.random(in: -30...30, using: &generator)
            : Self.values[Int.random(in: 0..<Self.values.count, using: &generator)]
    }

    func point(_ generator: inout SplitMix64) -> Point {
        Point(x: value(&generator), y: value(&generator))
    }

    func path(_ generator: inout SplitMix64) -> Path {
        var path = Path()
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: path.move(to: point(&generator))
            case 1: path.addLine(to: point(&generator))
            case 2: path.addQuadCurve(to: point(&generator), control: point(&generator))
            case 3: path.addCurve(to: point(&generator), control1: point(&generator), control2: point(&generator))
            default: path.closeSubpath()
            }
        }
        return path
    }

    @Test func hostilePathsAndNumbersNeverCrash() throws {
        let seed = TestSeed(default: 0x5EED_D0C5)
        var generator = seed.generator
        let scales = [1, 2, 1e-6, 0.01, 4096, 1e-7, 5000, 0, .nan]
        for _ in 0..<600 {
            let scale = scales[Int.random(in: 0..<scales.count, using: &generator)]
            let shape = path(&generator)
            let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)
            if var canvas = try? Canvas(width: 16, height: 12, scale: scale, origin: Point(x: -2, y: -1)) {
                try? canvas.fill(shape, color: color, fillRule: Bool.random(using: &generator) ? .nonZero : .evenOdd)
                try? canvas.stroke(shape, color: color, width: abs(value(&generator)))
                try? canvas.drawShadow(
                    of: shape, color: color, blurRadius: abs(value(&generator)), offset: point(&generator))
                try? canvas.fill(Rect(origin: point(&generator), size: Size(width: value(&generator), height: value(&generator))), color: color)
                #expect(canvas.bitmap().pixels.count == 16 * 12 * 4, "\(seed)")
            }
            if let mask = try? MaskRasterizer.coverage(of: shape, scale: scale) {
                #expect(mask.bitmap.width * mask.bitmap.height <= RenderLimits.maximumPixelCount, "\(seed)")
                #expect(mask.coveredArea.isFinite, "\(seed)")
            }
            var writer = SVGWriter(size: Size(width: 16, height: 12), viewBox: Rect(x: 0, y: 0, width: 8, height: 6))
            try? writer.fill(shape, color: color)
            try? writer.stroke(shape, color: color, width: value(&generator))
            try? writer.drawShadow(of: shape, color: color, blurRadius: value(&generator), offset: point(&generator))
            #expect(!writer.document.contains("nan") && !writer.document.contains("inf"), "\(seed)")
        }
    }
}
