import Glibc

extension Bitmap {
    /// Encodes the bitmap as PNG and writes it to `path` atomically: the bytes go to
    /// a temporary file beside it, which is then renamed, so a failed write never
    /// leaves a half-written image behind.
    public func writePNG(toFile path: String) throws(RenderError) {
        try _AtomicFile.write(PNGCodec.encode(self), toPath: path)
    }
}

/// Writing a file by way of a temporary file and a rename.
enum _AtomicFile {
    static func write(_ bytes: [UInt8], toPath path: String) throws(RenderError) {
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "wb") else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}
