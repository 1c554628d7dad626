extension Canvas {
    /// The image with straight (not premultiplied) alpha, `.rgba8`: each color
    /// channel divided by alpha, rounded; fully transparent pixels are all zero.
    public func bitmap() -> Bitmap {
        var straight = premultiplied
        straight.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = Int(pixels[index + 3])
                guard alpha != 0, alpha != 255 else { continue }
                for channel in index..<index + 3 {
                    pixels[channel] = UInt8(Swift.min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
                }
            }
        }
        return straight
    }

    /// The image as RGBA PNG bytes, straight alpha (libpng's simplified API).
    public func png() throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(bitmap())
    }
}
