import ArgumentParser
import InternalUtilities
import LinkBubble

/// Writing a command's image or document (`AtomicFileWriter`): a file atomically (an
/// unnamed file, then a link or a rename), so a failure never leaves half a file; a
/// character device, a FIFO or `/dev/stdout` as a stream; never over a folder, a socket
/// or a block device.
///
/// A path with a control character is refused before anything is written: the system
/// ends a path at its first NUL, so a batch job's `"victim.txt\u0000.pgm"` passed the
/// check of its extension and then replaced `victim.txt`.
package enum OutputFile {
    /// Writes `bytes` to `path` atomically; its error reads "cannot write PATH: reason".
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try checkCharacters(of: path)
        try RenderError.writing(bytes, toPath: path)
    }

    /// Writes `bytes` to a file that gets the name `path` only when it is committed
    /// (`AtomicFileWriter.commit`; `batch` commits several jobs' files at once). The first
    /// file of a folder removes the temporary files that writers killed by `SIGKILL` left
    /// there (`AtomicFileWriter.removeStaleTemporaryFiles(besides:)`). A batch's worker
    /// prints its answers on its standard output, so a job cannot write to the worker's
    /// descriptors (`/dev/stdout`, `/dev/fd/N`).
    package static func stage(_ bytes: [UInt8], to path: String) throws -> StagedFile {
        try checkCharacters(of: path)
        do {
            if case .descriptor = try OutputTarget.resolve(path) {
                throw ValidationError("a batch job cannot write to \(path): a worker's descriptors carry the batch's messages")
            }
            AtomicFileWriter.removeStaleTemporaryFiles(besides: path)
            return try AtomicFileWriter.stage(bytes, toPath: path)
        } catch let error as AtomicFileWriteError {
            throw RenderError(error)
        }
    }

    /// Refuses a path holding NUL or another control character (U+0001 to U+001F, U+007F).
    private static func checkCharacters(of path: String) throws {
        guard !path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw ValidationError("the output path has a control character (such as NUL or a newline) in it")
        }
    }
}
