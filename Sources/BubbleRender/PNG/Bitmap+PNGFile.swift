extension Bitmap {
    /// Encodes the bitmap as PNG and writes it to `path` atomically (see
    /// ``AtomicFile``), so a failed write never leaves a half-written image behind.
    public func writePNG(toFile path: String) throws(RenderError) {
        try AtomicFile.write(PNGCodec.encode(self), toPath: path)
    }
}
