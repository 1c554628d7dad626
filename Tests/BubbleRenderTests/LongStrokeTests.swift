import BubbleRender
import Geometry
import Testing

/// A subpath whose stroke outline passes FreeType's 32,767 points is stroked in
/// pieces that meet without gaps, missing joins or doubled edges.
@Suite struct LongStrokeTests {
    @Test(arguments: [false, true]) func longSubpathsStrokeLikeShortOnes(closed: Bool) throws {
        // A zigzag of 6,000 rows 200 pixels wide, 2 pixels apart, on pixel centers:
        // 12,000 segments and as many round joins, far past one outline's points.
        let rows = 6000
        var path = Path()
        path.move(to: Point(x: 2.5, y: 2.5))
        for row in 0..<rows {
            let y = 2.5 + Double(2 * row)
            path.addLine(to: Point(x: row % 2 == 0 ? 202.5 : 2.5, y: y))
            path.addLine(to: Point(x: row % 2 == 0 ? 202.5 : 2.5, y: y + 2))
        }
        if closed { path.closeSubpath() }
        var canvas = try Canvas(width: 206, height: 2 * rows + 6, scale: 1)
        try canvas.stroke(path, color: .black, width: 1)
        let image = canvas.bitmap()
        // The pixels are read through a buffer pointer, in plain loops: through the
        // bitmap's subscript and a range's `contains(where:)`, a debug build takes most of
        // the test's time reading these 1.2 million pixels.
        let (gaps, corner, odd) = image.pixels.withUnsafeBufferPointer { pixels in
            func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * image.width + x) * 4 + 3]) }
            // Every pixel inside a horizontal run is fully covered: no gap at a cut.
            var gaps = 0
            for row in 0..<rows {
                var x = 4
                while x <= 200 && alpha(x, 2 + 2 * row) == 255 { x += 1 }
                if x <= 200 { gaps += 1 }
            }
            // Every outer corner has the same coverage: the round join is drawn at every
            // cut, and no edge is drawn twice.
            let corner = alpha(202, 2)
            var odd = 0
            // (Outer corners on the right: a closed zigzag's closing line runs down the
            // left side.)
            for row in stride(from: 2, to: rows - 1, by: 2) where abs(alpha(202, 2 + 2 * row) - corner) > 2 { odd += 1 }
            return (gaps, corner, odd)
        }
        #expect(gaps == 0)
        #expect(odd == 0, "corner coverage \(corner)")
    }
}
