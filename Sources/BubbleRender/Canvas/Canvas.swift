import TextLayout
import WrapPath

/// An RGBA image being drawn: paths, strokes, soft shadows and laid-out glyphs,
/// composited "source over" with correct alpha, then clipped by masks.
///
/// The canvas covers the path-space rect from ``origin`` to
/// `origin + (width, height) / scale`: a path point p lands on device pixel
/// position `(p - origin) * scale`, y down, and pixel (i, j) covers device x from
/// i to i + 1. Pixels are stored premultiplied by alpha, 8 bits per channel, and
/// handed out straight (un-premultiplied) by ``bitmap()``, as PNG needs.
///
/// ## Threading
/// A canvas is a value: each copy draws on its own pixels, so give every thread
/// or task its own canvas rather than sharing one. Each drawing call creates
/// and releases its own FreeType library, and reaches fonts only through
/// `Font.withFace`, which serializes use of a face.
public struct Canvas: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Device pixels per path unit.
    public let scale: Double
    /// The path-space point at the canvas's top-left corner.
    public let origin: Point
    /// The pixels, premultiplied RGBA.
    var premultiplied: Bitmap

    /// Creates a transparent canvas of `width` x `height` pixels showing the
    /// path-space rect from `origin` at `scale` device pixels per unit.
    ///
    /// - Throws: ``RenderError/invalidScale(_:)``,
    ///   ``RenderError/invalidArgument(name:value:)`` (a non-finite origin),
    ///   ``RenderError/imageTooLarge(width:height:)`` or
    ///   ``RenderError/invalidBitmap(reason:)`` (a side under 1).
    public init(width: Int, height: Int, scale: Double, origin: Point = .zero) throws(RenderError) {
        try _DeviceGrid.checkScale(scale)
        guard origin.x.isFinite else { throw .invalidArgument(name: "origin.x", value: origin.x) }
        guard origin.y.isFinite else { throw .invalidArgument(name: "origin.y", value: origin.y) }
        _ = try _DeviceGrid.checkedSize(width: Double(width), height: Double(height))
        self.premultiplied = try Bitmap(width: width, height: height, format: .rgba8)
        self.width = width
        self.height = height
        self.scale = scale
        self.origin = origin
    }

    /// The image with straight (not premultiplied) alpha, `.rgba8`: each color
    /// channel divided by alpha, rounded; fully transparent pixels are all zero.
    public func bitmap() -> Bitmap {
        var straight = premultiplied
        straight.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = Int(pixels[index + 3])
                guard alpha != 0, alpha != 255 else { continue }
                for channel in index..<index + 3 {
                    pixels[channel] = UInt8(Swift.min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
                }
            }
        }
        return straight
    }

    /// The image as RGBA PNG bytes, straight alpha (libpng's simplified API).
    public func png() throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(bitmap())
    }

    /// The device position of the canvas's top-left corner.
    var deviceOrigin: Point { Point(x: origin.x * scale, y: origin.y * scale) }

    /// The grid of canvas pixels that a path-space box touches, grown by `outset`
    /// pixels and clipped to the canvas grown by `margin` pixels, with the canvas
    /// pixel of its top-left corner; nil when nothing is left. Throws
    /// ``RenderError/imageTooLarge(width:height:)`` past ``RenderLimits``.
    func grid(covering bounds: Rect, outset: Int = 0, margin: Int = 0) throws(RenderError) -> _PlacedGrid? {
        guard bounds.isFinite else { throw .nonFinitePath }
        let device = deviceOrigin
        let minX = Swift.max(Double(-margin), (bounds.minX * scale - device.x).rounded(.down) - Double(outset))
        let minY = Swift.max(Double(-margin), (bounds.minY * scale - device.y).rounded(.down) - Double(outset))
        let maxX = Swift.min(Double(width + margin), (bounds.maxX * scale - device.x).rounded(.up) + Double(outset))
        let maxY = Swift.min(Double(height + margin), (bounds.maxY * scale - device.y).rounded(.up) + Double(outset))
        guard minX < maxX, minY < maxY else { return nil }
        _ = try _DeviceGrid.checkedSize(width: maxX - minX, height: maxY - minY)
        let grid = _DeviceGrid(
            scale: scale, originX: device.x + minX, originY: device.y + minY, width: Int(maxX - minX),
            height: Int(maxY - minY))
        return _PlacedGrid(grid: grid, x: Int(minX), y: Int(minY))
    }
}

/// A device grid placed on a canvas: its pixel (0, 0) is canvas pixel (x, y).
struct _PlacedGrid {
    var grid: _DeviceGrid
    var x: Int
    var y: Int
}
