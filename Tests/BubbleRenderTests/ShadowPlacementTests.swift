import BubbleRender
import Geometry
import LinkBubbleTestSupport
import Testing

/// Shadows whose blurred grid lies partly or wholly past the canvas (issue 12: the
/// trap "Range requires lowerBound <= upperBound" in `Canvas+Compositing`).
@Suite struct ShadowPlacementTests {
    /// The blurred grid of a shadow starts `spread` pixels before the shape and may
    /// reach `spread` pixels past the canvas: with blur radius 2 (a spread of 2
    /// pixels) a square offset by 23 pixels has its grid start at pixel 21 of a
    /// 20-pixel canvas, and with radius 8 (a spread of 10) one offset by 35 at 25.
    @Test(arguments: [
        (2.0, Point(x: 0, y: 23)), (2.0, Point(x: 23, y: 0)), (2.0, Point(x: 23, y: 23)), (8.0, Point(x: 0, y: 35)),
        (8.0, Point(x: 35, y: -3)),
    ])
    func shadowJustBelowOrRightOfTheCanvasDrawsNothing(blurRadius: Double, offset: Point) throws {
        var canvas = try Canvas(width: 20, height: 20, scale: 1)
        let square = Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))
        try canvas.drawShadow(of: square, color: .black, blurRadius: blurRadius, offset: offset)
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 }, "offset \(offset)")
    }

    @Test func shadowJustAboveOrLeftOfTheCanvasStillBlursIntoIt() throws {
        var canvas = try Canvas(width: 20, height: 20, scale: 1)
        let square = Path(rect: Rect(x: 5, y: 5, width: 5, height: 5))
        try canvas.drawShadow(of: square, color: .black, blurRadius: 4, offset: Point(x: -11, y: -11))
        #expect(canvas.bitmap()[0, 0].last! > 0, "the blur reaches the corner")
    }

    /// A wide blur (standard deviation 10 pixels: blurred 3 times smaller, then scaled
    /// up) scales up only the part of its grid on the canvas: a small canvas shows
    /// exactly the pixels a larger one around it shows there.
    @Test func aWideBlurScalesUpOnlyWhatTheCanvasShows() throws {
        var shape = Path(rect: Rect(x: 4, y: 6, width: 30, height: 20))
        shape.addPath(Path(rect: Rect(x: 10.5, y: 3.25, width: 7, height: 30)))
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)
        var small = try Canvas(width: 40, height: 36, scale: 1)
        try small.drawShadow(of: shape, color: color, blurRadius: 20, offset: Point(x: 3, y: 5))
        var large = try Canvas(width: 120, height: 110, scale: 1, origin: Point(x: -40, y: -37))
        try large.drawShadow(of: shape, color: color, blurRadius: 20, offset: Point(x: 3, y: 5))
        let (smallPixels, largePixels) = (small.bitmap(), large.bitmap())
        for y in 0..<36 {
            for x in 0..<40 { #expect(smallPixels[x, y] == largePixels[x + 40, y + 37], "pixel (\(x), \(y))") }
        }
        #expect(largePixels[38, 35].last! > 0, "the blur reaches past the small canvas")
    }

    /// Random paths, offsets, blurs and scales around and past the canvas's edges.
    @Test func randomShadowsNeverTrap() throws {
        let seed = TestSeed(default: 0x5EED_0C12)
        var generator = seed.generator
        for _ in 0..<400 {
            let scale = [1.0, 0.5, 2, 3][Int.random(in: 0..<4, using: &generator)]
            let (width, height) = (Int.random(in: 1...24, using: &generator), Int.random(in: 1...24, using: &generator))
            var canvas = try Canvas(width: width, height: height, scale: scale)
            func coordinate() -> Double { Double.random(in: -40...60, using: &generator) }
            var path = Path()
            path.move(to: Point(x: coordinate(), y: coordinate()))
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                if Bool.random(using: &generator) {
                    path.addLine(to: Point(x: coordinate(), y: coordinate()))
                } else {
                    path.addQuadCurve(to: Point(x: coordinate(), y: coordinate()), control: Point(x: coordinate(), y: coordinate()))
                }
            }
            path.closeSubpath()
            let blur = [0.0, 0.3, 2, 9, 40][Int.random(in: 0..<5, using: &generator)]
            let offset = Point(x: Double.random(in: -60...60, using: &generator), y: Double.random(in: -60...60, using: &generator))
            try canvas.drawShadow(
                of: path, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), blurRadius: blur, offset: offset)
            #expect(canvas.bitmap().pixels.allSatisfy { $0 <= 128 }, "\(seed)")
        }
    }
}
