import InternalUtilities
import LinkBubble

/// Writing a command's image or document: atomically (a temporary file, then a
/// rename), so a failure never leaves half a file, and never over a folder.
package enum OutputFile {
    /// Writes `bytes` to `path` atomically; its error reads "cannot write PATH: reason".
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try RenderError.writing(bytes, toPath: path)
    }

    /// Writes `bytes` to a file that gets the name `path` only when it is committed
    /// (`AtomicFileWriter.commit`; `batch` commits several jobs' files at once).
    package static func stage(_ bytes: [UInt8], to path: String) throws -> StagedFile {
        do {
            return try AtomicFileWriter.stage(bytes, toPath: path)
        } catch {
            throw RenderError(error)
        }
    }
}
