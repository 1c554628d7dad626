import BubbleRender
import Testing
import TextLayout
import Geometry
import LinkBubbleTestSupport
import WrapPath

/// The straight RGBA of pixel (x, y).
func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] { bitmap[x, y].map(Int.init) }

@Suite struct CanvasTests {
    @Test func halfBlackOverOpaqueWhiteIsMidGray() throws {
        var canvas = try Canvas(width: 4, height: 4, scale: 1)
        let whole = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        try canvas.fill(whole, color: .white)
        try canvas.fill(whole, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let gray = pixel(canvas.bitmap(), 2, 2)
        #expect(gray[3] == 255)
        #expect(gray[0] == gray[1] && gray[1] == gray[2])
        #expect((127...128).contains(gray[0]))
    }

    @Test func translucentOverTransparentKeepsItsColor() throws {
        var canvas = try Canvas(width: 4, height: 4, scale: 1)
        let whole = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        try canvas.fill(whole, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.4))
        #expect(pixel(canvas.bitmap(), 1, 1) == [255, 128, 0, 102])
        // Two layers: alpha 1 - 0.6 * 0.6 = 0.64.
        try canvas.fill(whole, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.4))
        let twice = pixel(canvas.bitmap(), 1, 1)
        #expect(abs(twice[3] - 163) <= 1 && abs(twice[1] - 128) <= 1 && twice[0] == 255)
    }

    @Test func transparentStaysTransparent() throws {
        var canvas = try Canvas(width: 6, height: 6, scale: 2)
        try canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)), color: .clear)
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 })
        try canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: .black)
        let image = canvas.bitmap()
        #expect(pixel(image, 1, 1) == [0, 0, 0, 255])
        #expect(pixel(image, 3, 3) == [0, 0, 0, 0], "outside the 2 x 2 device pixels of the square")
    }

    @Test func straightAlphaRoundTripsThroughPNG() throws {
        var canvas = try Canvas(width: 20, height: 10, scale: 1.5, origin: Point(x: -2, y: -1))
        try canvas.fill(TestShapes.circle(center: Point(x: 5, y: 3), radius: 4), color: Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
        let image = canvas.bitmap()
        #expect(image.format == .rgba8 && image.width == 20 && image.height == 10)
        #expect(try PNGCodec.decode(canvas.png()) == image)
        // The circle's center: device (5 + 2, 3 + 1) * 1.5 = (10.5, 6).
        let center = pixel(image, 10, 6)
        #expect(center[0] == 51 && abs(center[1] - 153) <= 1 && center[2] == 255 && center[3] == 179, "8-bit premultiplied rounding")
        #expect(pixel(image, 0, 0)[3] == 0)
    }

    @Test func fillMaskPlacesTheMaskByItsOrigin() throws {
        let square = Path(rect: Rect(x: 4, y: 2, width: 2, height: 2))
        let mask = try MaskRasterizer.coverage(of: square, scale: 2)
        var canvas = try Canvas(width: 16, height: 16, scale: 2)
        try canvas.fill(mask: mask, color: .black)
        var direct = try Canvas(width: 16, height: 16, scale: 2)
        try direct.fill(square, color: .black)
        #expect(canvas == direct)
        #expect(pixel(canvas.bitmap(), 8, 4)[3] == 255 && pixel(canvas.bitmap(), 7, 4)[3] == 0)
    }

    @Test func masksOnACanvasAtAFractionalOriginMatchDirectFills() throws {
        let origin = Point(x: 0.3, y: -0.7)
        let circle = TestShapes.circle(center: Point(x: 8, y: 6), radius: 5)
        var direct = try Canvas(width: 30, height: 24, scale: 1.5, origin: origin)
        try direct.fill(circle, color: .black)
        let mask = try MaskRasterizer.coverage(
            of: circle, scale: 1.5, bounds: Rect(x: origin.x, y: origin.y, width: 20, height: 16))
        #expect(mask.origin == Point(x: 0.3 * 1.5, y: -0.7 * 1.5))
        var masked = try Canvas(width: 30, height: 24, scale: 1.5, origin: origin)
        try masked.fill(mask: mask, color: .black)
        #expect(masked == direct)
        #expect(direct.bitmap().pixels.contains(255))
    }

    @Test func clipLeavesZeroAlphaOutside() throws {
        var canvas = try Canvas(width: 30, height: 20, scale: 1)
        try canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 20)), color: .black)
        let window = try MaskRasterizer.coverage(of: Path(rect: Rect(x: 5.5, y: 5, width: 10, height: 6)), scale: 1)
        try canvas.clip(to: window)
        let image = canvas.bitmap()
        for y in 0..<20 {
            for x in 0..<30 {
                let alpha = pixel(image, x, y)[3]
                let inside = (6...14).contains(x) && (5...10).contains(y)
                let outside = x < 5 || x > 15 || y < 5 || y > 10
                if inside { #expect(alpha == 255) }
                if outside { #expect(alpha == 0, "(\(x), \(y))") }
            }
        }
        #expect((127...128).contains(pixel(image, 5, 7)[3]), "half-covered edge column")
    }

    @Test func strokeCoversTheEdgeAndNotTheInside() throws {
        var canvas = try Canvas(width: 40, height: 40, scale: 2)
        try canvas.stroke(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)), color: .black, width: 2)
        let image = canvas.bitmap()
        // Edges at device 10 and 30; the stroke spans 2 device px on each side.
        for (x, y) in [(10, 20), (30, 20), (20, 10), (20, 30), (9, 9), (30, 30), (8, 20)] {
            #expect(pixel(image, x, y)[3] == 255, "(\(x), \(y))")
        }
        for (x, y) in [(20, 20), (14, 20), (4, 20), (35, 20), (20, 35)] {
            #expect(pixel(image, x, y)[3] == 0, "(\(x), \(y))")
        }
        // The stroke's area: the outer square minus the inner one (round outer corners trim a little).
        let ink = image.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0.0) { $0 + Double($1.element) / 255 }
        #expect(abs(ink - (24 * 24 - 16 * 16)) < 6)
    }

    @Test func strokeFollowsACurvedBubble() throws {
        let bubble = TestShapes.threeLineBubble
        let bounds = try #require(bubble.bounds)
        var canvas = try Canvas(width: 680, height: 180, scale: 2, origin: Point(x: bounds.minX - 10, y: bounds.minY - 10))
        try canvas.stroke(bubble, color: .black, width: 2)
        let image = canvas.bitmap()
        func device(_ point: Point) -> (Int, Int) {
            (Int(((point.x - canvas.origin.x) * 2).rounded(.down)), Int(((point.y - canvas.origin.y) * 2).rounded(.down)))
        }
        // The stroke is 4 device pixels wide: every pixel the path passes through is covered.
        let points = bubble.flattened(tolerance: 0.05).flatMap { $0 }
        #expect(points.count > 40)
        for point in points {
            let (x, y) = device(point)
            #expect(pixel(image, x, y)[3] == 255, "\(point)")
        }
        // Nothing in the middle of the bubble, nothing far outside.
        let (midX, midY) = device(Point(x: 150, y: 33))
        #expect(pixel(image, midX, midY)[3] == 0)
        #expect(pixel(image, 2, 2)[3] == 0)
    }

    @Test func openSubpathsGetButtCaps() throws {
        var canvas = try Canvas(width: 20, height: 10, scale: 1)
        try canvas.stroke(Path(elements: [.move(to: Point(x: 5, y: 5)), .line(to: Point(x: 15, y: 5))]), color: .black, width: 4)
        let image = canvas.bitmap()
        #expect(pixel(image, 5, 4)[3] == 255 && pixel(image, 14, 6)[3] == 255)
        #expect(pixel(image, 4, 5)[3] == 0 && pixel(image, 15, 5)[3] == 0)
        #expect(pixel(image, 10, 2)[3] == 0 && pixel(image, 10, 7)[3] == 0)
    }

    /// At 3x the blur (sigma 9 device pixels) runs on coverage 3 times smaller.
    @Test(arguments: [1.0, 3.0]) func shadowIsSoftAndOffset(scale: Double) throws {
        var canvas = try Canvas(width: Int(60 * scale), height: Int(60 * scale), scale: scale)
        let square = Path(rect: Rect(x: 15, y: 15, width: 20, height: 20))
        try canvas.drawShadow(of: square, color: .black, blurRadius: 6, offset: Point(x: 5, y: 5))
        let image = canvas.bitmap()
        func alpha(_ x: Double, _ y: Double) -> Int { pixel(image, Int(x * scale), Int(y * scale))[3] }
        #expect(alpha(30, 30) == 255, "well inside the moved square")
        let edge = alpha(20, 30)  // the moved square's left edge
        #expect((100...155).contains(edge), "about half at the edge: \(edge)")
        #expect(alpha(15, 30) > 0 && alpha(15, 30) < edge, "blurred beyond the edge")
        #expect(alpha(5, 30) == 0, "a Gaussian of sigma 3 is gone 15 units out")
        // Symmetric about the moved square's center (30, 30).
        #expect(abs(alpha(18, 30) - alpha(41.99, 30)) <= 2 && abs(alpha(30, 18) - alpha(30, 41.99)) <= 2)
        // Blurring keeps the amount of ink.
        let ink = image.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0.0) { $0 + Double($1.element) / 255 }
        #expect(abs(ink - 400 * scale * scale) < 0.01 * 400 * scale * scale)
    }

    @Test func badInputsAreTypedErrors() throws {
        #expect(throws: RenderError.self) { try Canvas(width: 0, height: 5, scale: 1) }
        #expect(throws: RenderError.self) { try Canvas(width: 5, height: 5, scale: .nan) }
        #expect(throws: RenderError.self) { try Canvas(width: 30_000, height: 30_000, scale: 1) }
        #expect(throws: RenderError.self) { try Canvas(width: 5, height: 5, scale: 1, origin: Point(x: .infinity, y: 0)) }
        var canvas = try Canvas(width: 5, height: 5, scale: 1)
        let square = Path(rect: Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(throws: RenderError.self) { try canvas.stroke(square, color: .black, width: -1) }
        #expect(throws: RenderError.self) { try canvas.stroke(square, color: .black, width: 1e308) }
        #expect(throws: RenderError.self) { try canvas.drawShadow(of: square, color: .black, blurRadius: .nan, offset: .zero) }
        #expect(throws: RenderError.self) { try canvas.drawShadow(of: square, color: .black, blurRadius: 1e9, offset: .zero) }
        #expect(throws: RenderError.self) {
            try canvas.fill(Path(elements: [.move(to: .zero), .line(to: Point(x: 1, y: .infinity)), .line(to: Point(x: 2, y: 2))]), color: .black)
        }
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 })
    }
}
