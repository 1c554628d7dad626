import InternalUtilities

extension Bitmap {
    /// Encodes the bitmap as PNG and writes it to `path` atomically (an unnamed file
    /// beside it, flushed, then a link or a rename), so a failed write never leaves a
    /// half-written image. A symbolic link's target is replaced and the link stays; a
    /// character device (`/dev/null`), a FIFO or `/dev/stdout` is written through.
    ///
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` when the file cannot be written,
    ///   or `path` is a folder, a socket or a block device.
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
