import InternalUtilities
import LinkBubble

/// Writing a command's image or document: atomically (a temporary file, then a
/// rename), so a failure never leaves half a file, and never over a folder.
enum OutputFile {
    /// Writes `bytes` to `path` atomically; its error reads "cannot write PATH: reason".
    static func write(_ bytes: [UInt8], to path: String) throws {
        try RenderError.writing(bytes, toPath: path)
    }

    /// Writes `bytes` to a file that gets the name `path` only when ``commit(_:)``
    /// flushes it (`batch` commits several jobs' files at once).
    static func stage(_ bytes: [UInt8], to path: String) throws -> StagedFile {
        do {
            return try AtomicFileWriter.stage(bytes, toPath: path)
        } catch {
            throw RenderError(error)
        }
    }

    /// Flushes and names staged files (see `AtomicFileWriter.commit`): each file's
    /// error, in order, nil for a file now written.
    static func commit(_ files: [StagedFile]) -> [RenderError?] {
        AtomicFileWriter.commit(files).map { $0.map(RenderError.init) }
    }
}
