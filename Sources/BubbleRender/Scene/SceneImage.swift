import Geometry

/// A bitmap in a ``Scene`` (a screenshot under bubbles): its pixels laid over a rect
/// from ``origin``, ``pointsPerPixel`` points per bitmap pixel each way.
///
/// ``Canvas`` copies the pixels as they are when one bitmap pixel is one device pixel
/// on whole device pixels (an image drawn at its own size, as `linkbubble annotate`
/// does), and otherwise scales them as it scales color glyphs (area averaging when
/// shrinking, bilinear when growing, placed to a quarter pixel). ``SVGWriter`` writes an
/// `<image>` holding the bitmap as an embedded PNG.
///
/// A value: share and copy it freely (the pixels are copied on write).
public struct SceneImage: Hashable, Sendable {
    /// The pixels: `.rgba8`, straight alpha.
    public var bitmap: Bitmap
    /// Where the bitmap's top-left corner sits, in points.
    public var origin: Point
    /// Points per bitmap pixel, the same both ways.
    public var pointsPerPixel: Double

    /// An image of `bitmap` with its top-left corner at `origin`, `pointsPerPixel`
    /// points per pixel (1: one pixel per point, the image's own size in a scene at
    /// scale 1).
    public init(bitmap: Bitmap, origin: Point = .zero, pointsPerPixel: Double = 1) {
        self.bitmap = bitmap
        self.origin = origin
        self.pointsPerPixel = pointsPerPixel
    }

    /// The rect the image covers, in points.
    public var frame: Rect {
        Rect(
            x: origin.x, y: origin.y, width: Double(bitmap.width) * pointsPerPixel,
            height: Double(bitmap.height) * pointsPerPixel)
    }

    /// Throws unless the image can be drawn: RGBA pixels that fit its size, a finite
    /// origin and a positive finite ``pointsPerPixel``.
    func check() throws(RenderError) {
        try bitmap.checkPixels(format: .rgba8)
        guard pointsPerPixel.isFinite, pointsPerPixel > 0 else {
            throw .invalidArgument(name: "pointsPerPixel", value: pointsPerPixel)
        }
        guard origin.x.isFinite else { throw .invalidArgument(name: "origin.x", value: origin.x) }
        guard origin.y.isFinite else { throw .invalidArgument(name: "origin.y", value: origin.y) }
    }
}
