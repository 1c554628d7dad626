/// The layout of a bitmap's pixels.
public enum PixelFormat: Hashable, Sendable {
    /// One byte per pixel: coverage or gray level, 0 to 255.
    case gray8
    /// Four bytes per pixel: red, green, blue and straight (not premultiplied) alpha.
    case rgba8

    /// Bytes per pixel.
    public var bytesPerPixel: Int { self == .gray8 ? 1 : 4 }
}

/// An 8-bit image in memory, rows top to bottom with no padding.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixel layout.
    public let format: PixelFormat
    /// `width * height * format.bytesPerPixel` bytes, row by row from the top.
    public var pixels: [UInt8]

    /// Creates a bitmap filled with zeros (black or transparent).
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` for a side under 1,
    ///   ``RenderError/imageTooLarge(width:height:)`` past ``RenderLimits``.
    public init(width: Int, height: Int, format: PixelFormat) throws(RenderError) {
        try Self.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.format = format
        self.pixels = [UInt8](repeating: 0, count: width * height * format.bytesPerPixel)
    }

    /// Creates a bitmap from pixels, checking that their count fits the size.
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` for a side under 1 or a pixel
    ///   count that does not fit, ``RenderError/imageTooLarge(width:height:)`` past
    ///   ``RenderLimits``.
    public init(width: Int, height: Int, format: PixelFormat, pixels: [UInt8]) throws(RenderError) {
        try Self.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.format = format
        self.pixels = pixels
        try checkPixels()
    }

    /// Checks the size against ``RenderLimits``: sides from 1 through
    /// ``RenderLimits/maximumSide``, at most ``RenderLimits/maximumPixelCount`` pixels.
    static func checkSize(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0 else {
            throw .invalidBitmap(reason: "size \(width) x \(height) has a side under 1")
        }
        guard width <= RenderLimits.maximumSide, height <= RenderLimits.maximumSide,
            width * height <= RenderLimits.maximumPixelCount
        else { throw .imageTooLarge(width: Double(width), height: Double(height)) }
    }

    /// Bytes per row.
    public var bytesPerRow: Int { width * format.bytesPerPixel }

    /// Throws unless ``pixels`` (a public `var`, so it may have been replaced) holds
    /// exactly `height` rows of ``bytesPerRow`` bytes in `format`, as C code reading
    /// the buffer (the PNG encoder) and the canvas's compositing expect.
    func checkPixels(format expected: PixelFormat? = nil) throws(RenderError) {
        if let expected, format != expected {
            throw .invalidBitmap(reason: "the bitmap is \(format) where \(expected) is needed")
        }
        guard pixels.count == bytesPerRow * height else {
            throw .invalidBitmap(
                reason: "\(pixels.count) bytes for \(width) x \(height) \(format) (expected \(bytesPerRow * height))")
        }
    }

    /// The bytes of the pixel at column `x`, row `y` (row 0 is the top).
    public subscript(x: Int, y: Int) -> ArraySlice<UInt8> {
        let start = (y * width + x) * format.bytesPerPixel
        return pixels[start..<start + format.bytesPerPixel]
    }
}
