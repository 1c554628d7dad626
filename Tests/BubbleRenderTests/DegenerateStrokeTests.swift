import BubbleRender
import Geometry
import LinkBubbleTestSupport
import Testing
import WrapPath

/// Strokes that FreeType's stroker would crash on (issue 12: a segmentation fault in
/// `FT_Stroker_EndSubPath` for a subpath of zero length), and their siblings.
@Suite struct DegenerateStrokeTests {
    /// The ink of a canvas: the sum of alpha / 255.
    func ink(_ canvas: Canvas) -> Double {
        let pixels = canvas.bitmap().pixels
        return stride(from: 3, to: pixels.count, by: 4).reduce(0.0) { $0 + Double(pixels[$1]) / 255 }
    }

    @Test func strokeOfAnEmptyRectAtScaleOneDrawsNothing() throws {
        var canvas = try Canvas(width: 10, height: 10, scale: 1)
        try canvas.stroke(Path(rect: Rect(x: 4, y: 4, width: 0, height: 0)), color: .black, width: 2)
        try canvas.stroke(Path(rect: .zero), color: .black, width: 1)
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 })
    }

    @Test func zeroLengthSubpathsNextToRealOnesLeaveTheRealOnesDrawn() throws {
        var path = Path(rect: Rect(x: 2, y: 2, width: 0, height: 0))
        path.move(to: Point(x: 1, y: 5))
        path.addLine(to: Point(x: 9, y: 5))
        path.move(to: Point(x: 3, y: 3))
        path.addQuadCurve(to: Point(x: 3, y: 3), control: Point(x: 3, y: 3))
        path.addCurve(to: Point(x: 3, y: 3), control1: Point(x: 3, y: 3), control2: Point(x: 3, y: 3))
        var canvas = try Canvas(width: 10, height: 10, scale: 1)
        try canvas.stroke(path, color: .black, width: 2)
        // The one real line: 8 x 2 pixels of ink.
        #expect(abs(ink(canvas) - 16) < 0.1, "ink \(ink(canvas))")
    }

    @Test func bubbleAtATinyScaleStrokesToNothing() throws {
        // Every point of the path lands on one 26.6 position, and the half width
        // rounds to 0: the stroke of `render --highlight --scale 1e-5`.
        var canvas = try Canvas(width: 3, height: 2, scale: 1e-5)
        try canvas.stroke(TestShapes.threeLineBubble, color: .black, width: 2)
        try canvas.stroke(TestShapes.threeLineBubble, color: .black, width: 1e5)
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 })
    }

    @Test func linesNarrowerThanA64thOfAPixelDrawNothing() throws {
        var canvas = try Canvas(width: 10, height: 10, scale: 1)
        let line = Path(elements: [.move(to: Point(x: 1, y: 5)), .line(to: Point(x: 9, y: 5))])
        try canvas.stroke(line, color: .black, width: 1.0 / 128)
        #expect(canvas.bitmap().pixels.allSatisfy { $0 == 0 })
        try canvas.stroke(line, color: .black, width: 1.0 / 16)
        #expect(ink(canvas) > 0.3)
    }

    /// Arcs a few 1/64 pixel long, which FreeType's stroker turns into an outline its
    /// rasterizer rejects (`FT_Err_Invalid_Outline`); found by the random test below
    /// with seed 13. The subpath is stroked again with its arc pieces as chords.
    @Test func tinyArcsThatFreeTypeStrokesBadlyStillDraw() throws {
        let path = Path(elements: [
            .move(to: Point(x: 965.2443624664943, y: 1218.916207671684)),
            .curve(
                to: Point(x: 952.7443624664943, y: 1225.166207671684),
                control1: Point(x: 965.2443624664943, y: 1237.666207671684),
                control2: Point(x: 958.9943624664943, y: 1218.916207671684)),
            .quadCurve(to: Point(x: 977.7443624664943, y: 1225.166207671684), control: Point(x: 958.9943624664943, y: 1212.666207671684)),
        ])
        var canvas = try Canvas(width: 24, height: 24, scale: 0.01)
        try canvas.stroke(path, color: .black, width: 500)
        // A 5-pixel line about a quarter of a pixel long, with round joins: its ink
        // is at least its width times its length.
        #expect(ink(canvas) > 1, "ink \(ink(canvas))")
    }

    /// Random subpaths whose points crowd within a few 1/64 pixels of each other, so
    /// that many segments are ones FreeType skips, at random widths and scales.
    @Test func randomNearlyDegenerateStrokesNeverCrash() throws {
        let seed = TestSeed(default: 0x5EED_0012)
        var generator = seed.generator
        for _ in 0..<300 {
            let scale = [1.0, 1e-5, 0.01, 3][Int.random(in: 0..<4, using: &generator)]
            let spread = [0.0, 1.0 / 64, 1.0 / 16, 4][Int.random(in: 0..<4, using: &generator)] / scale
            let base = Point(x: Double.random(in: 0..<20, using: &generator) / scale, y: Double.random(in: 0..<20, using: &generator) / scale)
            func near() -> Point {
                Point(
                    x: base.x + Double(Int.random(in: -2...2, using: &generator)) * spread,
                    y: base.y + Double(Int.random(in: -2...2, using: &generator)) * spread)
            }
            var path = Path()
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                path.move(to: near())
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: path.addLine(to: near())
                    case 1: path.addQuadCurve(to: near(), control: near())
                    default: path.addCurve(to: near(), control1: near(), control2: near())
                    }
                }
                if Bool.random(using: &generator) { path.closeSubpath() }
            }
            let width = [0.0, 1.0 / 200, 1, 5][Int.random(in: 0..<4, using: &generator)] / scale
            var canvas = try Canvas(width: 24, height: 24, scale: scale)
            try canvas.stroke(path, color: .black, width: width)
            #expect(ink(canvas) <= 24 * 24, "\(seed)")
        }
    }
}
