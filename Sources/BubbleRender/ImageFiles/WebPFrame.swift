import CLibWebP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One frame of an animated WebP: the smallest rectangle holding every pixel that differs
/// from the previous frame, encoded lossless on its own, and where it goes.
///
/// The animation replaces that rectangle (no blending) and keeps the rest of the previous
/// frame (no disposal), so the decoder's canvas equals the drawn frame pixel for pixel.
/// WebP frame offsets are even, so the rectangle's left and top are rounded down to even.
/// A frame equal to the previous one is its top-left pixel alone, as a frame has at least one.
/// Frames are independent of each other once drawn, so they are encoded on any thread.
struct WebPFrame: Sendable {
    /// The rectangle's left and top edges on the canvas, in pixels: even.
    let x: Int, y: Int
    /// The rectangle's size, in pixels.
    let width: Int, height: Int
    /// The rectangle as a lossless single-image WebP file.
    let bytes: [UInt8]

    /// The pixels of `canvas` that differ from `previous` (every pixel without one),
    /// encoded lossless at libwebp's fastest effort.
    ///
    /// - Throws: ``RenderError/webp(message:)`` when libwebp fails, or
    ///   ``RenderError/invalidArgument(name:value:)`` when the canvases' sizes differ.
    init(_ canvas: Canvas, after previous: Canvas?) throws(RenderError) {
        var (left, top, right, bottom) = (0, 0, canvas.width, canvas.height)
        if let previous {
            guard previous.width == canvas.width, previous.height == canvas.height else {
                throw .invalidArgument(name: "frame width", value: Double(canvas.width))
            }
            (left, top, right, bottom) = Self.changedRect(canvas, previous) ?? (0, 0, 1, 1)
        }
        (x, y) = (left & ~1, top & ~1)
        (width, height) = (right - x, bottom - y)
        bytes = try Self.encode(canvas, x: x, y: y, width: width, height: height)
    }

    /// The bounds (left, top, right, bottom; right and bottom exclusive) of the pixels
    /// that differ between two canvases of one size, or nil when none does. Rows are
    /// compared whole first; only differing rows are searched for their first and last
    /// differing pixel.
    private static func changedRect(_ canvas: Canvas, _ previous: Canvas) -> (Int, Int, Int, Int)? {
        let (width, height) = (canvas.width, canvas.height)
        let (new, old) = (UnsafeRawPointer(canvas.premultiplied.base), UnsafeRawPointer(previous.premultiplied.base))
        defer { withExtendedLifetime((canvas, previous)) {} }
        let rowBytes = width * 4
        func pixel(_ base: UnsafeRawPointer, _ row: Int, _ column: Int) -> UInt32 {
            base.loadUnaligned(fromByteOffset: row * rowBytes + column * 4, as: UInt32.self)
        }
        var (left, top, right, bottom) = (width, height, 0, 0)
        for row in 0..<height where memcmp(new + row * rowBytes, old + row * rowBytes, rowBytes) != 0 {
            if top == height { top = row }
            bottom = row + 1
            var first = 0
            while first < left, pixel(new, row, first) == pixel(old, row, first) { first += 1 }
            left = first
            var last = width
            while last > right, pixel(new, row, last - 1) == pixel(old, row, last - 1) { last -= 1 }
            right = last
        }
        return top == height ? nil : (left, top, right, bottom)
    }

    /// The rectangle of `canvas` from (`x`, `y`), `width` x `height` pixels, with straight
    /// alpha as a lossless WebP file (libwebp's method 0, quality 0: its fastest). The
    /// pixels are unpremultiplied directly into the picture's ARGB words; transparent pixels
    /// are already all zero, so libwebp is told to keep every pixel as it is.
    private static func encode(_ canvas: Canvas, x: Int, y: Int, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .webp(message: "libwebp's version differs") }
        config.lossless = 1
        config.method = 0
        config.quality = 0
        config.exact = 1
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .webp(message: "libwebp's version differs") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        guard WebPPictureAlloc(&picture) != 0, let argb = picture.argb else {
            throw .webp(message: "libwebp could not take a frame")
        }
        let (source, canvasWidth, stride) = (canvas.premultiplied.base, canvas.width, Int(picture.argb_stride))
        for row in 0..<height {
            let target = argb + row * stride
            Canvas.unpremultiply(
                from: source + ((y + row) * canvasWidth + x) * 4,
                to: UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt8.self), count: width)
            // RGBA bytes to ARGB words (B, G, R, A in memory on this little-endian machine).
            for column in 0..<width {
                let rgba = UInt32(littleEndian: target[column])
                target[column] = rgba & 0xFF00_FF00 | (rgba & 0xFF) << 16 | (rgba >> 16) & 0xFF
            }
        }
        withExtendedLifetime(canvas) {}
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        picture.writer = WebPMemoryWrite
        let encoded = withUnsafeMutablePointer(to: &writer) { writer in
            picture.custom_ptr = UnsafeMutableRawPointer(writer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let memory = writer.mem else {
            throw .webp(message: "libwebp could not encode a frame (error \(picture.error_code.rawValue))")
        }
        return Array(UnsafeBufferPointer(start: memory, count: writer.size))
    }
}
