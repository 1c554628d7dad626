import CLibPNG

/// PNG encoding and decoding with libpng's simplified API (`png_image_*`).
public enum PNGCodec {
    /// libpng's PNG_FORMAT_RGBA (PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA), which
    /// Swift does not import because it is a macro expression.
    static let formatRGBA: UInt32 = 3

    /// Encodes a bitmap as PNG bytes, favouring speed over size (libpng's
    /// `PNG_IMAGE_FLAG_FAST`).
    ///
    /// - Throws: ``RenderError/invalidBitmap(reason:)`` when the bitmap's pixels
    ///   were replaced by a buffer of the wrong size (libpng would read past it),
    ///   ``RenderError/png(message:)``.
    public static func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        try bitmap.checkPixels()
        var image = makeImage(for: bitmap)
        // One compression pass: the buffer starts at libpng's worst-case size
        // (PNG_IMAGE_PNG_SIZE_MAX, a little over the raw pixels) and is trimmed.
        var size = maximumEncodedSize(of: bitmap)
        var output = [UInt8](repeating: 0, count: size)
        let written = bitmap.pixels.withUnsafeBytes { pixels in
            output.withUnsafeMutableBytes { out in
                png_image_write_to_memory(
                    &image, out.baseAddress, &size, 0, pixels.baseAddress, Int32(bitmap.bytesPerRow), nil)
            }
        }
        guard written != 0 else { throw .png(message: message(of: &image)) }
        output.removeLast(output.count - size)
        return output
    }

    /// libpng's `PNG_IMAGE_PNG_SIZE_MAX` for an 8-bit gray or RGBA image without
    /// a color map: zlib's bound on the filtered rows, plus the signature, the
    /// IHDR, gAMA, cHRM and IEND chunks and 12 bytes per IDAT chunk of
    /// `PNG_ZBUF_SIZE` (8 KiB).
    static func maximumEncodedSize(of bitmap: Bitmap) -> Int {
        let data = (bitmap.bytesPerRow + 1) * bitmap.height
        let compressed = data + (data + 7) / 8 + (data + 63) / 64 + 11
        return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
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

    private static func makeImage(for bitmap: Bitmap) -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = bitmap.format == .rgba8 ? formatRGBA : UInt32(PNG_FORMAT_GRAY)
        // PNG_IMAGE_FLAG_FAST: libpng's faster filter and zlib settings. Previews are
        // written often and read by machines; the files come out somewhat larger.
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        return image
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
