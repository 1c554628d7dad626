import CLibWebP

/// WebP encoding and decoding with libwebp's simple API.
///
/// Lossless WebP keeps every pixel; lossy WebP (VP8 with a lossless alpha plane) is
/// smaller and approximate. Which pays against PNG depends on the image: see the
/// README's "Output formats".
public enum WebPCodec {
    /// Encodes an RGBA bitmap (straight alpha) as WebP: lossless when `quality` is nil,
    /// else lossy at `quality` (0 to 100, libwebp's scale; 75 is cwebp's default).
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for a quality outside 0
    ///   to 100, ``RenderError/invalidBitmap(reason:)`` for a gray bitmap or one whose
    ///   pixels do not fit its size, ``RenderError/webp(message:)`` when libwebp fails
    ///   (WebP images are at most 16,383 pixels on a side).
    public static func encode(_ bitmap: Bitmap, quality: Double? = nil) throws(RenderError) -> [UInt8] {
        if let quality, !(0...100).contains(quality) { throw .invalidArgument(name: "quality", value: quality) }
        try bitmap.checkPixels(format: .rgba8)
        guard bitmap.width <= maximumSide, bitmap.height <= maximumSide else {
            throw .webp(message: "\(bitmap.width) x \(bitmap.height) pixels passes WebP's \(maximumSide) per side")
        }
        let (width, height, stride) = (Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.bytesPerRow))
        var output: UnsafeMutablePointer<UInt8>?
        let size = bitmap.pixels.withUnsafeBufferPointer { pixels in
            if let quality {
                WebPEncodeRGBA(pixels.baseAddress, width, height, stride, Float(quality), &output)
            } else {
                WebPEncodeLosslessRGBA(pixels.baseAddress, width, height, stride, &output)
            }
        }
        defer { WebPFree(output) }
        guard size > 0, let output else { throw .webp(message: "libwebp failed to encode the image") }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// The longest side of a WebP image: 16,383 pixels (its header's 14 bits).
    public static let maximumSide = 16_383

    /// Decodes WebP bytes into straight RGBA, the size checked against ``RenderLimits``
    /// from the header before any pixel is decoded.
    ///
    /// - Throws: ``RenderError/webp(message:)`` for bytes libwebp cannot read (a
    ///   truncated file included), ``RenderError/imageTooLarge(width:height:)``.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> Bitmap {
        var width: Int32 = 0, height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0 else { throw .webp(message: "the header cannot be read") }
        var bitmap = try Bitmap(width: Int(width), height: Int(height), format: .rgba8)
        let stride = bitmap.bytesPerRow
        let decoded = bytes.withUnsafeBufferPointer { bytes in
            bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                WebPDecodeRGBAInto(bytes.baseAddress, bytes.count, pixels.baseAddress, pixels.count, Int32(stride))
            }
        }
        guard decoded != nil else { throw .webp(message: "the image data is truncated or damaged") }
        return bitmap
    }
}
