import InternalUtilities

/// Writing to standard error without touching C's shared `stderr` stream.
enum StandardError {
    /// Writes `text` to file descriptor 2.
    static func write(_ text: String) {
        FileDescriptorWriting.writeAll(Array(text.utf8), to: 2)
    }
}
