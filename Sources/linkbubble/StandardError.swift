#if canImport(Glibc)
    import Glibc
#endif

/// Writing to standard error without touching C's shared `stderr` stream.
enum StandardError {
    /// Writes `text` to file descriptor 2.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }
}
