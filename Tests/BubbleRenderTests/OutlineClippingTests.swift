import CFreeType
import Geometry
import Testing

@testable import BubbleRender

/// Outlines that reach far outside the grid are clamped onto a box around it before
/// FreeType rasterizes them (`OutlineClipping`): the coverage on the grid stays that
/// of the whole outline, and no edge left for the rasterizer to walk is longer than
/// the box.
@Suite struct OutlineClippingTests {
    /// Two closed contours reaching about 1,700 units beyond a 40 x 30 region at the
    /// origin on every side (past the box, 1,024 pixels around the grid, at scales
    /// 0.75 and 1) and crossing it several times: a polygon and, with `curves`, a quadratic and
    /// a cubic curve through the region.
    static func farShape(curves: Bool) -> Path {
        var path = Path()
        path.move(to: Point(x: -1700, y: 12))
        path.addLine(to: Point(x: 1750, y: -3))
        if curves {
            path.addQuadCurve(to: Point(x: 25, y: 1725), control: Point(x: 2000, y: 1200))
            path.addCurve(to: Point(x: 7.5, y: -1650), control1: Point(x: -1300, y: 600), control2: Point(x: 1300, y: -900))
        } else {
            path.addLine(to: Point(x: 25, y: 1725))
            path.addLine(to: Point(x: 7.5, y: -1650))
        }
        path.addLine(to: Point(x: 33.25, y: 1690))
        path.closeSubpath()
        // A second contour whose left side crosses the region, winding with the first.
        path.addPath(Path(rect: Rect(x: 20.5, y: -925, width: 1065, height: 1890)))
        return path
    }

    /// The largest difference between the pixels of `small` (a grid inside `big`'s)
    /// and `big`'s pixels at the same device positions.
    static func largestDifference(_ small: Bitmap, at origin: Point, in big: Bitmap, at bigOrigin: Point) -> Int {
        let dx = Int((origin.x - bigOrigin.x).rounded()), dy = Int((origin.y - bigOrigin.y).rounded())
        var largest = 0
        for y in 0..<small.height {
            for x in 0..<small.width {
                for (a, b) in zip(small[x, y], big[x + dx, y + dy]) { largest = max(largest, abs(Int(a) - Int(b))) }
            }
        }
        return largest
    }

    /// The coverage of `path` on the small region (its outline clipped) and on a
    /// grid holding the whole path within its box at scales up to 1 (not clipped;
    /// both grids start on whole device pixels at both scales):
    /// the largest difference where they overlap.
    static func fillDifference(_ path: Path, fillRule: FillRule, scale: Double) throws -> Int {
        let small = try MaskRasterizer.coverage(
            of: path, scale: scale, fillRule: fillRule, bounds: Rect(x: -4, y: -4, width: 40, height: 32))
        let big = try MaskRasterizer.coverage(
            of: path, scale: scale, fillRule: fillRule, bounds: Rect(x: -900, y: -900, width: 1800, height: 1800))
        // Edges cross the region (partial coverage), so the comparison can fail.
        #expect(Set(small.bitmap.pixels).count > 2)
        return largestDifference(small.bitmap, at: small.origin, in: big.bitmap, at: big.origin)
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], [0.75, 1.0])
    func clippedPolygonCoversTheGridAsTheWholeOutline(fillRule: FillRule, scale: Double) throws {
        // Lines are cut where they cross the box's sides; the 26.6 rounding of those
        // points turns an edge by up to 1/128 pixel: at most 2 levels of 255.
        #expect(try Self.fillDifference(Self.farShape(curves: false), fillRule: fillRule, scale: scale) <= 2)
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], [0.75, 1.0])
    func clippedCurvesCoverTheGridWithinTheFlatness(fillRule: FillRule, scale: Double) throws {
        // Arcs that cross the box's sides are halved, and FreeType flattens the halves
        // instead of the whole: their chords move by less than 1/128 pixel, two levels
        // of 255 at most on the pixels they pass through.
        #expect(try Self.fillDifference(Self.farShape(curves: true), fillRule: fillRule, scale: scale) <= 2)
    }

    @Test func clippedStrokeCoversTheCanvasAsTheWholeStroke() throws {
        // FreeType's stroker makes the outline; clipping happens after it, so joins
        // and caps far away cannot change what the canvas shows.
        let open = Path(elements: Array(Self.farShape(curves: true).elements.prefix(5)))
        var small = try Canvas(width: 40, height: 30, scale: 1, origin: Point(x: -3, y: -2))
        try small.stroke(open, color: .black, width: 9)
        var big = try Canvas(width: 1800, height: 1800, scale: 1, origin: Point(x: -900, y: -900))
        try big.stroke(open, color: .black, width: 9)
        let image = small.bitmap()
        #expect(Set(image.pixels).count > 2)
        #expect(Self.largestDifference(image, at: Point(x: -3, y: -2), in: big.bitmap(), at: Point(x: -900, y: -900)) <= 2)
    }

    @Test func pathsFarPastTheRasterizersRangeStillDraw() throws {
        // FreeType's smooth rasterizer refuses an outline reaching past 262,144
        // pixels (`FT_Err_Invalid_Outline`), although RenderLimits allows 2^23. The
        // clipped outline stays within the box, so a triangle whose edge y = x crosses
        // the canvas draws exactly as a small triangle with the same edge.
        func coverage(reach: Double) throws -> Bitmap {
            var path = Path()
            path.move(to: Point(x: -reach, y: -reach))
            path.addLine(to: Point(x: reach, y: reach))
            path.addLine(to: Point(x: reach, y: -reach))
            path.closeSubpath()
            var canvas = try Canvas(width: 48, height: 48, scale: 1)
            try canvas.fill(path, color: .black)
            try canvas.stroke(path, color: .black, width: 3)
            return canvas.bitmap()
        }
        let far = try coverage(reach: 4_000_000)
        #expect(far == (try coverage(reach: 1_000)))
        #expect(Set(far.pixels).count > 2)
    }

    @Test func clippedOutlineStaysInsideTheBox() throws {
        // Edges millions of pixels long (the limit is 2^23) around a 48 x 48 grid:
        // FreeType would walk every cell they cross.
        let far = FT_Pos(RenderLimits.maximumCoordinate * 64) - 1
        var builder = FTOutlineBuilder()
        builder.start(FT_Vector(x: -far, y: 100))
        builder.line(to: FT_Vector(x: far, y: 3000))
        builder.conic(control: FT_Vector(x: far, y: far), to: FT_Vector(x: 1000, y: far))
        builder.cubic(
            control1: FT_Vector(x: -far, y: -far), control2: FT_Vector(x: far / 2, y: -far),
            to: FT_Vector(x: -far, y: 100))
        var outlines = builder.finish()
        let box = OutlineClipping.box(width: 48, height: 48)
        let pieces = try #require(
            try outlines[0].withOutline(flags: 0) { outline in OutlineClipping.clipped(&outline, to: box) })
        let points = pieces.flatMap(\.points)
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { box.xMin...box.xMax ~= $0.x && box.yMin...box.yMax ~= $0.y })
        // An outline already inside the box is left alone.
        var inside = FTOutlineBuilder()
        inside.start(FT_Vector(x: 0, y: 0))
        inside.line(to: FT_Vector(x: 48 * 64, y: 10))
        inside.line(to: FT_Vector(x: 10, y: 48 * 64))
        var insideOutlines = inside.finish()
        let untouched = try insideOutlines[0].withOutline(flags: 0) { outline in
            OutlineClipping.clipped(&outline, to: box)
        }
        #expect(untouched == nil)
    }
}
