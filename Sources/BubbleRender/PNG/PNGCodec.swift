import CLibPNG

/// PNG encoding (ISA-L's zlib stream in chunks written here) and decoding
/// (libpng's simplified API, `png_image_*`).
public enum PNGCodec {
    /// libpng's PNG_FORMAT_RGBA (PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA), which
    /// Swift does not import because it is a macro expression.
    static let formatRGBA: UInt32 = 3

    /// Encodes a bitmap as PNG bytes: 8-bit gray or RGBA, the rows unfiltered,
    /// compressed by ISA-L's igzip at level 2, which on previews was 5 to 6 times faster
    /// than libdeflate, zlib, libspng and libpng's fast mode, with files about the size
    /// of libpng's fast mode (Benchmarks/README.md, "PNG encoding").
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` when the bitmap's pixels
    ///   were replaced by a buffer of the wrong size, ``RenderError/png(message:)`` when
    ///   igzip reports a failure.
    public static func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        try bitmap.checkPixels()
        let bytesPerRow = bitmap.bytesPerRow
        return try bitmap.pixels.withUnsafeBufferPointer { pixels throws(RenderError) in
            try PNGWriter.encode(width: bitmap.width, height: bitmap.height, format: bitmap.format) { row, target in
                target.update(from: pixels.baseAddress! + row * bytesPerRow, count: bytesPerRow)
            }
        }
    }

    /// Decodes PNG bytes into a gray or RGBA bitmap (`format`), converting as needed.
    public static func decode(_ bytes: [UInt8], as format: PixelFormat = .rgba8) throws(RenderError) -> Bitmap {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .png(message: message(of: &image)) }
        image.format = format == .rgba8 ? formatRGBA : UInt32(PNG_FORMAT_GRAY)
        var bitmap: Bitmap
        do {
            bitmap = try Bitmap(width: Int(image.width), height: Int(image.height), format: format)
        } catch {
            png_image_free(&image)
            throw error
        }
        let stride = Int32(bitmap.bytesPerRow)
        let finished = bitmap.pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, stride, nil)
        }
        guard finished != 0 else { throw .png(message: message(of: &image)) }
        return bitmap
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
