/// Everything that can go wrong while rasterizing, encoding or writing images.
public enum RenderError: Error, Hashable, Sendable {
    /// A bitmap's pixel buffer does not match its width, height and format.
    case invalidBitmap(reason: String)
    /// libpng could not encode or decode; `message` is libpng's own message.
    case png(message: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// A scale factor that is zero, negative, NaN or infinite.
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
    /// One subpath of a stroke makes an outline with more than 32,767 points.
    case tooManyPoints(Int)
    /// A FreeType call failed with an error code.
    case freeType(function: String, code: Int32)
    /// A glyph range that does not lie within the layout's `count` glyphs.
    case invalidGlyphRange(lowerBound: Int, upperBound: Int, count: Int)
}

/// The size limits of masks and canvases, which keep memory bounded.
public enum RenderLimits {
    /// The longest side of a mask or canvas, in pixels (as ``Bitmap`` allows).
    public static let maximumSide = 1 << 15
    /// The most pixels in one mask or canvas: 64 Mi (256 MiB as RGBA).
    public static let maximumPixelCount = 1 << 26
    /// The largest device coordinate, in pixels, that a path may reach: FreeType's
    /// 26.6 fixed point and its rasterizer's cell arithmetic stay exact below it.
    public static let maximumCoordinate = Double(1 << 23)
}

extension RenderError: CustomStringConvertible {
    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .invalidBitmap(let reason): "invalid bitmap: \(reason)"
        case .png(let message): "PNG error: \(message)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .invalidScale(let scale): "invalid scale \(scale): it must be finite and greater than zero"
        case .invalidArgument(let name, let value): "invalid \(name): \(value)"
        case .nonFinitePath: "the path has a NaN or infinite coordinate"
        case .emptyPath: "the path has no points, so it has no bounds to rasterize"
        case .coordinateOutOfRange(let value): "device coordinate \(value) is beyond +/-\(RenderLimits.maximumCoordinate) pixels"
        case .imageTooLarge(let width, let height):
            "image of \(width) x \(height) pixels exceeds \(RenderLimits.maximumSide) per side or \(RenderLimits.maximumPixelCount) pixels"
        case .tooManyPoints(let count): "an outline of \(count) points exceeds FreeType's 32767"
        case .freeType(let function, let code): "FreeType error \(code) in \(function)"
        case .invalidGlyphRange(let lower, let upper, let count):
            "glyph range \(lower)..<\(upper) is outside the layout's \(count) glyphs"
        }
    }
}
