import Geometry

/// The antialiased 8-bit coverage of a path on a pixel grid, as made by
/// ``MaskRasterizer/coverage(of:scale:fillRule:bounds:)``.
///
/// A mask is a value (`Sendable`): share and copy it freely.
public struct Mask: Hashable, Sendable {
    /// The coverage, `.gray8`: 0 outside the path, 255 fully inside, partial
    /// values along its edges. Row 0 is the top.
    public var bitmap: Bitmap
    /// The device-pixel position of the bitmap's top-left corner, that is path
    /// units times ``scale``: pixel (i, j) covers device x from `origin.x + i` to
    /// `origin.x + i + 1`, and y likewise (y grows downward).
    public var origin: Point
    /// Device pixels per path unit.
    public var scale: Double
    /// The sum of the coverage values divided by 255: the covered area in device
    /// pixels (path area times `scale * scale`, up to antialiasing error).
    public var coveredArea: Double

    /// Creates a mask from its parts; `coveredArea` is not recomputed.
    public init(bitmap: Bitmap, origin: Point, scale: Double, coveredArea: Double) {
        self.bitmap = bitmap
        self.origin = origin
        self.scale = scale
        self.coveredArea = coveredArea
    }

    /// The region the mask covers, in path units.
    public var bounds: Rect {
        Rect(
            x: origin.x / scale, y: origin.y / scale, width: Double(bitmap.width) / scale,
            height: Double(bitmap.height) / scale)
    }
}
