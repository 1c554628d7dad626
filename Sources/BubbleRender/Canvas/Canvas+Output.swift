extension Canvas {
    /// The image with straight (not premultiplied) alpha, `.rgba8`: each color
    /// channel divided by alpha, rounded; fully transparent pixels are all zero.
    public func bitmap() -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            Self.unpremultiply(from: premultiplied.base, to: pixels.baseAddress!, count: width * height)
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
        return try _PNGWriter.encode(width: width, height: height, format: .rgba8) { row, target in
            Self.unpremultiply(from: pixels + row * width * 4, to: target, count: width)
        }
    }

    /// `ceil(2^32 / alpha)` for alpha 1 to 255: `(n * reciprocals[alpha]) >> 32` is
    /// exactly `n / alpha` for every n under 2^16 (the error, `n / 2^32`, stays under
    /// `1 / alpha`), so the division below becomes a multiplication.
    private static let reciprocals: [UInt64] = (0...255).map { $0 == 0 ? 0 : ((1 << 32) + UInt64($0) - 1) / UInt64($0) }

    /// A pixel's alpha byte and its color bytes, as a `UInt32` loaded from its RGBA bytes
    /// on this machine (alpha is the last byte in memory).
    private static let alphaBits = UInt32(littleEndian: 0xFF00_0000), colorBits = ~alphaBits

    /// Writes `count` pixels of premultiplied RGBA from `source` to `target` with
    /// straight alpha: each color channel divided by alpha, rounded; a transparent pixel
    /// all zero.
    ///
    /// Pixels that are the same either way are copied whole, 8 at a time where 8 in a
    /// row are: opaque ones, and those without color (transparent, and a shadow's
    /// black at any alpha; premultiplied color never exceeds alpha, so a transparent
    /// pixel is all zero already). Only the others (antialiased edges over
    /// transparency, translucent colors) are divided.
    static func unpremultiply(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        reciprocals.withUnsafeBufferPointer { reciprocals in
            let (from, to) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
            var pixel = 0
            while pixel + 8 <= count {
                let eight = from.loadUnaligned(fromByteOffset: pixel * 4, as: SIMD8<UInt32>.self)
                let same = ((eight & alphaBits) .== alphaBits) .| ((eight & colorBits) .== 0)
                if all(same) {
                    to.storeBytes(of: eight, toByteOffset: pixel * 4, as: SIMD8<UInt32>.self)
                } else {
                    for index in pixel..<pixel + 8 { unpremultiply(pixel: index, from: source, to: target, reciprocals.baseAddress!) }
                }
                pixel += 8
            }
            for index in pixel..<count { unpremultiply(pixel: index, from: source, to: target, reciprocals.baseAddress!) }
        }
    }

    @inline(__always)
    private static func unpremultiply(
        pixel: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
        _ reciprocals: UnsafePointer<UInt64>
    ) {
        let index = pixel * 4
        let value = UnsafeRawPointer(source).loadUnaligned(fromByteOffset: index, as: UInt32.self)
        let alpha = Int(source[index + 3])
        if alpha == 255 || value & colorBits == 0 {
            UnsafeMutableRawPointer(target).storeBytes(of: value, toByteOffset: index, as: UInt32.self)
            return
        }
        target[index + 3] = UInt8(alpha)
        let reciprocal = reciprocals[alpha], half = UInt64(alpha / 2)
        for channel in index..<index + 3 {
            // (color * 255 + alpha / 2) / alpha, under 2^16.
            let quotient = ((UInt64(source[channel]) * 255 + half) &* reciprocal) >> 32
            target[channel] = UInt8(Swift.min(255, quotient))
        }
    }
}
