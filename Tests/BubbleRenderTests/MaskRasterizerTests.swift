import BubbleRender
import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct MaskRasterizerTests {
    static let scales = [1.0, 2.0, 3.0, 1.5]

    /// Checks the covered area against the exact area within 0.5 %.
    func expectArea(_ path: Path, scale: Double, rule: FillRule = .nonZero, area expected: Double? = nil) throws {
        let mask = try MaskRasterizer.coverage(of: path, scale: scale, fillRule: rule)
        let exact = (expected ?? abs(path.signedArea)) * scale * scale
        #expect(abs(mask.coveredArea - exact) <= 0.005 * exact, "area \(mask.coveredArea) vs \(exact) at \(scale)x")
        let sum = mask.bitmap.pixels.reduce(0) { $0 + Int($1) }
        #expect(mask.coveredArea == Double(sum) / 255)
    }

    @Test(arguments: scales) func rects(scale: Double) throws {
        try expectArea(Path(rect: Rect(x: 0.3, y: 0.7, width: 10, height: 12.25)), scale: scale)
        try expectArea(Path(rect: Rect(x: -40, y: 5, width: 123.4, height: 17)), scale: scale)
    }

    @Test(arguments: scales) func circles(scale: Double) throws {
        // The cubic circle's own area (it differs from pi r^2 by 0.03 %).
        // 10 device pixels across, the smallest size the 0.5 % promise covers.
        try expectArea(TestShapes.circle(center: Point(x: 20.2, y: 30.4), radius: 5 / scale), scale: scale)
        try expectArea(TestShapes.circle(center: Point(x: 20.2, y: 30.4), radius: 6), scale: scale)
        try expectArea(TestShapes.circle(center: Point(x: 100, y: 100), radius: 50), scale: scale)
    }

    @Test(arguments: scales) func roundedBubbles(scale: Double) throws {
        for style in [BubbleStyle.ios, .webkit] {
            try expectArea(Bubble.bubbles(around: TestShapes.threeLines, style: style)[0].path, scale: scale)
        }
    }

    @Test(arguments: scales) func frameWithAHole(scale: Double) throws {
        let outer = Rect(x: 0, y: 0, width: 40, height: 30)
        let inner = Rect(x: 10, y: 8, width: 15, height: 12)
        // Under even-odd the hole's direction does not matter; under non-zero it must run opposite.
        let sameDirection = TestShapes.frame(outer: outer, hole: inner, sameDirection: true)
        let opposite = TestShapes.frame(outer: outer, hole: inner, sameDirection: false)
        let frameArea = 40.0 * 30 - 15 * 12
        try expectArea(sameDirection, scale: scale, rule: .evenOdd, area: frameArea)
        try expectArea(opposite, scale: scale, rule: .evenOdd, area: frameArea)
        try expectArea(opposite, scale: scale, rule: .nonZero, area: frameArea)
        try expectArea(sameDirection, scale: scale, rule: .nonZero, area: 40 * 30)
    }

    @Test func gridOfTheMask() throws {
        let path = Path(rect: Rect(x: 1.25, y: 2.5, width: 10, height: 4))
        let mask = try MaskRasterizer.coverage(of: path, scale: 2)
        #expect(mask.origin == Point(x: 2, y: 5))
        #expect(mask.bitmap.width == 21 && mask.bitmap.height == 8)
        #expect(mask.bitmap.format == .gray8)
        // x 2.5 device px: the first column is half covered; row 0 is the top.
        #expect(mask.bitmap[0, 0] == [128] || mask.bitmap[0, 0] == [127])
        #expect(mask.bitmap[1, 0] == [255])
        #expect(mask.bitmap[20, 7] == [128] || mask.bitmap[20, 7] == [127])

        let framed = try MaskRasterizer.coverage(of: path, scale: 2, bounds: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(framed.origin == .zero)
        #expect(framed.bitmap.width == 40 && framed.bitmap.height == 20)
        #expect(framed.bitmap[3, 6] == [255])
        #expect(framed.bitmap[1, 6] == [0])
        #expect(framed.bitmap[3, 4] == [0], "above the rect: y is not flipped")
        #expect(framed.coveredArea == mask.coveredArea)
        #expect(mask.bounds == Rect(x: 1, y: 2.5, width: 10.5, height: 4))
        #expect(framed.bounds == Rect(x: 0, y: 0, width: 20, height: 10))

        // A grid at a fractional device position: pixel edges at 0.25 + k.
        let offGrid = try MaskRasterizer.coverage(
            of: Path(rect: Rect(x: 0.25, y: 0.25, width: 4, height: 2)), scale: 1,
            bounds: Rect(x: 0.25, y: 0.25, width: 4, height: 2))
        #expect(offGrid.origin == Point(x: 0.25, y: 0.25))
        #expect(offGrid.bitmap.width == 4 && offGrid.bitmap.height == 2)
        #expect(offGrid.bitmap.pixels.allSatisfy { $0 == 255 })
    }

    @Test func quadraticCurvesAreConicArcs() throws {
        // A parabolic segment closed by its chord has 2/3 of its triangle's area.
        let path = Path(elements: [
            .move(to: Point(x: 0, y: 0)), .quadCurve(to: Point(x: 40, y: 0), control: Point(x: 20, y: 40)), .close,
        ])
        try expectArea(path, scale: 2, area: 2.0 / 3 * 40 * 20)
    }

    @Test func pathsOverFreeTypesPointLimitAreSplit() throws {
        // 10,000 separate squares: 40,000 points, two outlines.
        var squares = Path()
        for index in 0..<10_000 {
            squares.addPath(Path(rect: Rect(x: Double(index % 100) * 3, y: Double(index / 100) * 3, width: 2, height: 2)))
        }
        try expectArea(squares, scale: 1, area: 10_000 * 4)
        // One contour of 40,000 points: a polygon close to a circle.
        var polygon = Path()
        let count = 40_000
        for index in 0..<count {
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let point = Point(x: 100 + 80 * cos(angle), y: 100 + 80 * sin(angle))
            if index == 0 { polygon.move(to: point) } else { polygon.addLine(to: point) }
        }
        polygon.closeSubpath()
        try expectArea(polygon, scale: 1)
        try expectArea(polygon, scale: 1, rule: .evenOdd)
    }

    @Test func pgmAndPNG() throws {
        let mask = try MaskRasterizer.coverage(of: Path(rect: Rect(x: 0, y: 0, width: 3, height: 2)), scale: 1)
        #expect(mask.pgm() == Array("P5\n3 2\n255\n".utf8) + [UInt8](repeating: 255, count: 6))
        #expect(try PNGCodec.decode(mask.png(), as: .gray8) == mask.bitmap)
    }

    @Test func badInputsAreTypedErrors() throws {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        for scale in [0, -1, .nan, .infinity] {
            let error = #expect(throws: RenderError.self) { try MaskRasterizer.coverage(of: square, scale: scale) }
            guard case .invalidScale = error else {
                Issue.record("scale \(scale): \(String(describing: error))")
                continue
            }
        }
        #expect(throws: RenderError.emptyPath) { try MaskRasterizer.coverage(of: Path(), scale: 1) }
        #expect(throws: RenderError.nonFinitePath) {
            let path = Path(elements: [.move(to: .zero), .line(to: Point(x: .nan, y: 1)), .line(to: Point(x: 1, y: 1))])
            return try MaskRasterizer.coverage(of: path, scale: 1, bounds: Rect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(throws: RenderError.self) {
            try MaskRasterizer.coverage(of: Path(rect: Rect(x: 0, y: 0, width: 1e6, height: 1e6)), scale: 1)
        }
        #expect(throws: RenderError.self) {
            try MaskRasterizer.coverage(of: square, scale: 1, bounds: Rect(x: 0, y: 0, width: .infinity, height: 1))
        }
        #expect(throws: RenderError.self) {
            let far = Path(rect: Rect(x: 0, y: 0, width: 1e12, height: 1))
            return try MaskRasterizer.coverage(of: far, scale: 1, bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let empty = try MaskRasterizer.coverage(of: Path(), scale: 1, bounds: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(empty.coveredArea == 0)
    }
}
