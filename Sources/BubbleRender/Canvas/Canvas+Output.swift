extension Canvas {
    /// The image with straight (not premultiplied) alpha, `.rgba8`: each color
    /// channel divided by alpha, rounded; fully transparent pixels are all zero.
    public func bitmap() -> Bitmap {
        var straight = premultiplied
        Self.unpremultiply(&straight.pixels)
        return straight
    }

    /// The image as RGBA PNG bytes, straight alpha (libpng's simplified API).
    public func png() throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(bitmap())
    }

    /// ``png()`` for a canvas that is drawn no more (``Scene/png()``'s): its pixels are
    /// made straight in place, not in a copy, and the canvas is left empty (0 bytes).
    mutating func pngReleasingPixels() throws(RenderError) -> [UInt8] {
        var straight = premultiplied
        premultiplied.pixels = []  // the image's pixels now have one owner: no copy below
        Self.unpremultiply(&straight.pixels)
        return try PNGCodec.encode(straight)
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
