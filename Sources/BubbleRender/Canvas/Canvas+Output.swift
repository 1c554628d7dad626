extension Canvas {
    /// The image with straight (not premultiplied) alpha, `.rgba8`: each color
    /// channel divided by alpha, rounded; fully transparent pixels are all zero.
    public func bitmap() -> Bitmap {
        // Every byte is written by `unpremultiply`: no clearing first.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { pixels, count in
            Self.unpremultiply(from: premultiplied.base, to: pixels.baseAddress!, count: width * height)
            count = width * height * 4
        }
        // The size was checked when the canvas was made.
        return try! Bitmap(width: width, height: height, format: .rgba8, pixels: pixels)
    }

    /// The image as RGBA PNG bytes, straight alpha (see ``PNGCodec/encode(_:)``).
    ///
    /// The pixels are made straight row by row into the encoder's buffer, without a
    /// copy of the image.
    public func png() throws(RenderError) -> [UInt8] {
        let (pixels, width) = (premultiplied.base, width)
        return try PNGWriter.encode(width: width, height: height, format: .rgba8) { row, target in
            Self.unpremultiply(from: pixels + row * width * 4, to: target, count: width)
        }
    }

    /// The image as WebP bytes, lossless when `quality` is nil, else lossy at
    /// `quality` (0 to 100; see ``WebPCodec/encode(_:quality:)``).
    public func webp(quality: Double? = nil) throws(RenderError) -> [UInt8] {
        try WebPCodec.encode(bitmap(), quality: quality)
    }

    /// `ceil(2^32 / alpha)` for alpha 1 to 255: `(n * reciprocals[alpha]) >> 32` is
    /// exactly `n / alpha` for every n under 2^16 (the error, `n / 2^32`, stays under
    /// `1 / alpha`), so the division below becomes a multiplication.
    private static let reciprocals: [UInt64] = (0...255).map { $0 == 0 ? 0 : ((1 << 32) + UInt64($0) - 1) / UInt64($0) }

    /// The alpha bytes and the color bytes of two pixels, as a `UInt64` loaded from their
    /// RGBA bytes on this machine (alpha is each pixel's last byte in memory).
    private static let alphaBits = UInt64(littleEndian: 0xFF00_0000_FF00_0000), colorBits = ~alphaBits

    /// Writes `count` pixels of premultiplied RGBA from `source` to `target` with
    /// straight alpha: each color channel divided by alpha, rounded; a transparent pixel
    /// all zero.
    ///
    /// The pixels are copied as they are, 16 at a time, and those that differ are
    /// divided: a pixel is the same either way when it is opaque or has no color
    /// (transparent, or a shadow's black at any alpha; premultiplied color never exceeds
    /// alpha, so a transparent pixel is all zero already). Groups of 16 pixels that are
    /// all opaque or all colorless, most of a preview, are done after two word tests.
    static func unpremultiply(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        reciprocals.withUnsafeBufferPointer { reciprocals in
            let groups = count / 16
            for group in 0..<groups {
                let first = group * 16
                let from = UnsafeRawPointer(source + first * 4), to = UnsafeMutableRawPointer(target + first * 4)
                let words = (
                    from.loadUnaligned(as: SIMD2<UInt64>.self),
                    from.loadUnaligned(fromByteOffset: 16, as: SIMD2<UInt64>.self),
                    from.loadUnaligned(fromByteOffset: 32, as: SIMD2<UInt64>.self),
                    from.loadUnaligned(fromByteOffset: 48, as: SIMD2<UInt64>.self))
                to.storeBytes(of: words.0, as: SIMD2<UInt64>.self)
                to.storeBytes(of: words.1, toByteOffset: 16, as: SIMD2<UInt64>.self)
                to.storeBytes(of: words.2, toByteOffset: 32, as: SIMD2<UInt64>.self)
                to.storeBytes(of: words.3, toByteOffset: 48, as: SIMD2<UInt64>.self)
                let all = words.0 & words.1 & words.2 & words.3, any = words.0 | words.1 | words.2 | words.3
                if all[0] & all[1] & alphaBits != alphaBits, (any[0] | any[1]) & colorBits != 0 {
                    for index in first..<first + 16 { divide(pixel: index, from: source, to: target, reciprocals.baseAddress!) }
                }
            }
            let rest = groups * 16
            (target + rest * 4).update(from: source + rest * 4, count: (count - rest) * 4)
            for index in rest..<count { divide(pixel: index, from: source, to: target, reciprocals.baseAddress!) }
        }
    }

    /// Divides pixel `pixel`'s color by its alpha into `target`, unless it is opaque or
    /// colorless (then `target` holds it already).
    @inline(__always)
    private static func divide(
        pixel: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
        _ reciprocals: UnsafePointer<UInt64>
    ) {
        let index = pixel * 4
        let alpha = Int(source[index + 3])
        guard alpha != 255, source[index] | source[index + 1] | source[index + 2] != 0 else { return }
        let reciprocal = reciprocals[alpha], half = UInt64(alpha / 2)
        for channel in index..<index + 3 {
            // (color * 255 + alpha / 2) / alpha, under 2^16.
            let quotient = ((UInt64(source[channel]) * 255 + half) &* reciprocal) >> 32
            target[channel] = UInt8(Swift.min(255, quotient))
        }
    }
}
