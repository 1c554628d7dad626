/// Everything that can go wrong while rasterizing, encoding or writing images.
public enum RenderError: Error, Hashable, Sendable {
    /// A bitmap's pixel buffer does not match its width, height and format.
    case invalidBitmap(reason: String)
    /// libpng could not encode or decode; `message` is libpng's own message.
    case png(message: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// An image file could not be read, or is larger than
    /// ``RenderLimits/maximumImageFileBytes``.
    case cannotRead(path: String, reason: String)
    /// Bytes that are not a PNG, JPEG or WebP image (see ``ImageFileFormat``).
    case unsupportedImage
    /// libjpeg-turbo could not decode a JPEG; `message` is libjpeg's own message.
    case jpeg(message: String)
    /// libwebp could not encode or decode a WebP image.
    case webp(message: String)
    /// A scale factor that is NaN, infinite, or outside
    /// ``RenderLimits/minimumScale`` through ``RenderLimits/maximumScale``.
    case invalidScale(Double)
    /// A numeric argument (stroke width, blur radius, origin, bounds) that is
    /// NaN, infinite or out of its range; `name` names the argument.
    case invalidArgument(name: String, value: Double)
    /// A path with a NaN or infinite coordinate.
    case nonFinitePath
    /// A path with no points, where the pixel grid had to come from its bounds.
    case emptyPath
    /// A device coordinate beyond what FreeType's 26.6 fixed point can hold.
    case coordinateOutOfRange(Double)
    /// An image larger than ``RenderLimits/maximumPixelCount`` pixels or
    /// ``RenderLimits/maximumSide`` pixels on a side.
    case imageTooLarge(width: Double, height: Double)
    /// One segment of a stroke makes an outline with more than
    /// ``RenderLimits/maximumOutlinePoints`` points (longer subpaths are stroked in
    /// pieces).
    case tooManyPoints(Int)
    /// A FreeType call failed with an error code.
    case freeType(function: String, code: Int32)
    /// A glyph range that does not lie within the layout's `count` glyphs.
    case invalidGlyphRange(lowerBound: Int, upperBound: Int, count: Int)
    /// A path of more than ``RenderLimits/maximumPathElementCount`` elements.
    case tooManyPathElements(Int)
    /// An SVG document that would pass ``RenderLimits/maximumSVGBytes`` bytes.
    case documentTooLarge(limit: Int)
    /// A color glyph image (a font's CBDT or sbix strike bitmap) wider or taller than
    /// ``RenderLimits/maximumGlyphImageSide``.
    case glyphImageTooLarge(width: Int, height: Int)
}

/// The limits of rendering, which keep memory and time bounded: every public entry
/// point of BubbleRender checks its input against them before allocating, and
/// reports a value past one as a ``RenderError`` with a one-line description.
public enum RenderLimits {
    /// The longest side of a bitmap, mask or canvas, in pixels: 32,768.
    public static let maximumSide = 1 << 15
    /// The most pixels in one bitmap, mask or canvas: 64 Mi (256 MiB as RGBA).
    public static let maximumPixelCount = 1 << 26
    /// The smallest scale (device pixels per path unit) of a canvas, mask or scene:
    /// 10⁻⁶. Below it, a scene's frame (its pixel size divided by the scale) could
    /// overflow.
    public static let minimumScale = 1e-6
    /// The largest scale (device pixels per path unit) of a canvas, mask or scene:
    /// 4,096. Anything larger makes a 12-point glyph 49,152 pixels tall, past
    /// ``maximumSide``.
    public static let maximumScale = 4096.0
    /// The most elements in one path that a canvas, the mask rasterizer or the SVG
    /// writer takes: 4 Mi (4,194,304). Past it, a path is refused with
    /// ``RenderError/tooManyPathElements(_:)`` before any work is done.
    public static let maximumPathElementCount = 1 << 22
    /// The most bytes (UTF-8) of one SVG document: 256 MiB. The writer checks it as
    /// it goes, before appending each element, so a scene too large for SVG (the
    /// glyphs of a text of many megabytes) throws
    /// ``RenderError/documentTooLarge(limit:)`` having built at most this much.
    public static let maximumSVGBytes = 1 << 28
    /// The largest device coordinate, in pixels, that a path may reach: FreeType's
    /// 26.6 fixed point stays exact below it. An outline reaching more than 1,024
    /// pixels beyond the canvas or mask is clamped onto a box that far around it
    /// before it is rasterized, so drawing costs time for the edges near the grid
    /// only, and FreeType's rasterizer (which refuses outlines past 262,144 pixels)
    /// draws the whole range.
    public static let maximumCoordinate = Double(1 << 23)
    /// The most points of one FreeType outline: 32,767 (its `n_points` is a C
    /// `short`). Fills split longer paths into several outlines and strokes split
    /// longer subpaths into pieces; only the stroke of a single segment that passes
    /// it throws ``RenderError/tooManyPoints(_:)``.
    public static let maximumOutlinePoints = Int(Int16.max)
    /// The widest or tallest color glyph image (a CBDT or sbix strike bitmap) drawn:
    /// 2,048 pixels. Real emoji strikes are a few hundred pixels; a font with a larger
    /// one makes drawing its glyph throw ``RenderError/glyphImageTooLarge(width:height:)``,
    /// which keeps scaling it bounded.
    public static let maximumGlyphImageSide = 2048
    /// The largest image file read (PNG, JPEG or WebP): 256 MiB, as many bytes as the
    /// largest bitmap holds (``maximumPixelCount`` RGBA pixels). Reading stops as soon
    /// as a file passes it. The size in a file's header is then checked against
    /// ``maximumSide`` and ``maximumPixelCount`` before a pixel is decoded.
    public static let maximumImageFileBytes = 1 << 28
}

extension RenderError: CustomStringConvertible {
    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .invalidBitmap(let reason): "invalid bitmap: \(reason)"
        case .png(let message): "PNG error: \(message)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): "cannot read the image \(path): \(reason)"
        case .unsupportedImage: "the image is not a PNG, JPEG or WebP file"
        case .jpeg(let message): "JPEG error: \(message)"
        case .webp(let message): "WebP error: \(message)"
        case .invalidScale(let scale):
            "invalid scale \(scale): it must be between \(RenderLimits.minimumScale) and \(RenderLimits.maximumScale)"
        case .invalidArgument(let name, let value): "invalid \(name): \(value)"
        case .nonFinitePath: "the path has a NaN or infinite coordinate"
        case .emptyPath: "the path has no points, so it has no bounds to rasterize"
        case .coordinateOutOfRange(let value): "device coordinate \(value) is beyond +/-\(RenderLimits.maximumCoordinate) pixels"
        case .imageTooLarge(let width, let height):
            "image of \(width) x \(height) pixels exceeds \(RenderLimits.maximumSide) per side or \(RenderLimits.maximumPixelCount) pixels"
        case .tooManyPoints(let count):
            "a stroke outline of \(count) points exceeds FreeType's \(RenderLimits.maximumOutlinePoints)"
        case .freeType(let function, let code): "FreeType error \(code) in \(function)"
        case .invalidGlyphRange(let lower, let upper, let count):
            "glyph range \(lower)..<\(upper) is outside the layout's \(count) glyphs"
        case .tooManyPathElements(let count):
            "a path of \(count) elements exceeds the limit of \(RenderLimits.maximumPathElementCount)"
        case .documentTooLarge(let limit): "the SVG document would exceed the limit of \(limit) bytes"
        case .glyphImageTooLarge(let width, let height):
            "a color glyph image of \(width) x \(height) pixels exceeds \(RenderLimits.maximumGlyphImageSide) per side"
        }
    }
}
