import CFreeType
import Geometry

/// A pixel grid in device space, and the mapping of path points onto it in
/// FreeType's 26.6 fixed point.
///
/// Device pixels are path units times `scale`. The grid's top-left corner sits at
/// device position (`originX`, `originY`); FreeType's y axis points up, so a point
/// at device row `r` maps to FreeType y = `height - r`. Rows of coverage bitmaps
/// run top to bottom as usual.
struct DeviceGrid: Sendable {
    var scale: Double
    var originX: Double
    var originY: Double
    var width: Int
    var height: Int

    /// Checks a pixel size computed in floating point against ``RenderLimits``.
    static func checkedSize(width: Double, height: Double) throws(RenderError) -> (width: Int, height: Int) {
        guard width.isFinite, height.isFinite, width <= Double(RenderLimits.maximumSide),
            height <= Double(RenderLimits.maximumSide),
            width * height <= Double(RenderLimits.maximumPixelCount)
        else { throw .imageTooLarge(width: width, height: height) }
        return (Swift.max(1, Int(width)), Swift.max(1, Int(height)))
    }

    /// Throws unless `scale` lies within ``RenderLimits/minimumScale`` through
    /// ``RenderLimits/maximumScale`` (NaN does not).
    static func checkScale(_ scale: Double) throws(RenderError) {
        guard scale >= RenderLimits.minimumScale, scale <= RenderLimits.maximumScale else {
            throw .invalidScale(scale)
        }
    }

    /// Throws unless `path` has at most ``RenderLimits/maximumPathElementCount`` elements.
    static func checkElementCount(of path: Path) throws(RenderError) {
        guard path.elements.count <= RenderLimits.maximumPathElementCount else {
            throw .tooManyPathElements(path.elements.count)
        }
    }

    /// A path point in grid pixels, y up, checked against
    /// ``RenderLimits/maximumCoordinate``.
    @inline(__always)
    func device(_ point: Point) throws(RenderError) -> Point {
        guard point.isFinite else { throw .nonFinitePath }
        let x = point.x * scale - originX
        let y = Double(height) - (point.y * scale - originY)
        let limit = RenderLimits.maximumCoordinate
        guard abs(x) <= limit else { throw .coordinateOutOfRange(x) }
        guard abs(y) <= limit else { throw .coordinateOutOfRange(y) }
        return Point(x: x, y: y)
    }

    /// A point in grid pixels (as ``device(_:)`` returns) in 26.6, rounded half
    /// away from zero (by truncation, which compiles inline, unlike `rounded()`).
    @inline(__always)
    static func vector(_ point: Point) -> FT_Vector {
        let x = point.x * 64, y = point.y * 64
        return FT_Vector(x: FT_Pos(x + (x < 0 ? -0.5 : 0.5)), y: FT_Pos(y + (y < 0 ? -0.5 : 0.5)))
    }
}
