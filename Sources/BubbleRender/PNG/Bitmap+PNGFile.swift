import InternalUtilities

extension Bitmap {
    /// Encodes the bitmap as PNG and writes it to `path` atomically (a temporary file
    /// beside it, then a rename), so a failed write never leaves a half-written image.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` when the file cannot be written.
    public func writePNG(toFile path: String) throws(RenderError) {
        try RenderError.writing(PNGCodec.encode(self), toPath: path)
    }
}

extension RenderError {
    /// Writes `bytes` atomically, reporting a failure as ``cannotWrite(path:reason:)``.
    package static func writing(_ bytes: [UInt8], toPath path: String) throws(RenderError) {
        do {
            try AtomicFileWriter.write(bytes, toPath: path)
        } catch {
            throw RenderError(error)
        }
    }

    /// A failed atomic write as ``cannotWrite(path:reason:)``.
    package init(_ failure: AtomicFileWriteError) {
        self = .cannotWrite(path: failure.path, reason: failure.reason)
    }
}
