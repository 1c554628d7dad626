#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an atomic write failed: the path and the system's one-line reason.
package struct AtomicFileWriteError: Error, Sendable {
    /// The file that could not be written.
    package var path: String
    /// The system's reason (`strerror`), such as "No such file or directory".
    package var reason: String
}

/// Writing a file by way of a temporary file and a rename, so that readers never see
/// a half-written file and a failure leaves whatever was there before.
///
/// Each write gets its own temporary file beside the target (`mkstemp`), so several
/// threads may write files at once, even the same file (the last rename wins).
package enum AtomicFileWriter {
    /// Writes `bytes` to `path`, replacing any file there.
    ///
    /// - Throws: ``AtomicFileWriteError`` when the folder does not exist or cannot be
    ///   written, the disk is full, or `path` is a folder.
    package static func write(_ bytes: [UInt8], toPath path: String) throws(AtomicFileWriteError) {
        var template = Array((path + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                _systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            guard written > 0 else {
                let error = failure(path)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            offset += written
        }
        // mkstemp creates the file readable by its owner only; give it the usual mode.
        fchmod(descriptor, 0o644)
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String) -> AtomicFileWriteError {
        AtomicFileWriteError(path: path, reason: String(cString: strerror(errno)))
    }
}

/// The system's `write(2)`, named apart from ``AtomicFileWriter/write(_:toPath:)``.
@inline(__always)
private func _systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
