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

    /// Writes `count` pixels of premultiplied RGBA from `source` to `target` with
    /// straight alpha: each color channel divided by alpha, rounded.
    private static func unpremultiply(
        from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        reciprocals.withUnsafeBufferPointer { reciprocals in
            unpremultiply(from: source, to: target, count: count, reciprocals: reciprocals.baseAddress!)
        }
    }

    private static func unpremultiply(
        from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int,
        reciprocals: UnsafePointer<UInt64>
    ) {
        let (from, to) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
        for index in stride(from: 0, to: count * 4, by: 4) {
            let alpha = Int(source[index + 3])
            if alpha == 0 || alpha == 255 {
                // Opaque pixels are the same either way, and transparent ones all zero
                // (premultiplied pixels keep color <= alpha): copied as they are.
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: index, as: UInt32.self), toByteOffset: index, as: UInt32.self)
                continue
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
}
