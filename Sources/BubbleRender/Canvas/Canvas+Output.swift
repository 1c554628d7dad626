extension Canvas {
    /// The image with straight (not premultiplied) alpha, `.rgba8`: each color
    /// channel divided by alpha, rounded; fully transparent pixels are all zero.
    public func bitmap() -> Bitmap {
        var straight = premultiplied
        Self.unpremultiply(&straight.pixels)
        return straight
    }

    /// The image as RGBA PNG bytes, straight alpha (libpng's simplified API).
    ///
    /// Consuming: a canvas used no more after this (a temporary, as in
    /// ``Scene/png()``) lends its pixels to the image, which is made straight in
    /// place instead of in a copy; a canvas used afterwards is copied first, as
    /// ``bitmap()`` does.
    public consuming func png() throws(RenderError) -> [UInt8] {
        var pixels: [UInt8] = []
        swap(&pixels, &premultiplied.pixels)
        Self.unpremultiply(&pixels)
        return try PNGCodec.encode(try Bitmap(width: width, height: height, format: .rgba8, pixels: pixels))
    }

    /// Divides each color channel of premultiplied RGBA `pixels` by its alpha, rounded.
    private static func unpremultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = Int(pixels[index + 3])
                guard alpha != 0, alpha != 255 else { continue }
                for channel in index..<index + 3 {
                    pixels[channel] = UInt8(Swift.min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
                }
            }
        }
    }
}
