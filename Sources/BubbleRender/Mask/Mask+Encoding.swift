extension Mask {
    /// The coverage as a binary PGM image (`P5`, maxval 255), rows top to bottom.
    public func pgm() -> [UInt8] {
        var bytes = Array("P5\n\(bitmap.width) \(bitmap.height)\n255\n".utf8)
        bytes.reserveCapacity(bytes.count + bitmap.pixels.count)
        bytes.append(contentsOf: bitmap.pixels)
        return bytes
    }

    /// The coverage as an 8-bit grayscale PNG (see ``PNGCodec/encode(_:)``).
    public func png() throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(bitmap)
    }
}
