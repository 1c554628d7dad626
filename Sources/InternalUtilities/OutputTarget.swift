#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path to be written names, and so how ``AtomicFileWriter`` writes it: a regular
/// file (new or replaced atomically), a stream (a character device or a FIFO, written
/// through), or one of this process's own descriptors (`/dev/stdout`, `/dev/fd/N`).
///
/// Symbolic links are followed to their target, so a link to a file stays a link and the
/// file it names is replaced. Anything else that is not a regular file (a folder, a
/// socket, a block device) is refused: writing it atomically would replace the device
/// or the socket with a file.
package enum OutputTarget: Equatable, Sendable {
    /// A regular file, or no file yet, at this path (every symbolic link followed).
    case file(String)
    /// A character device or a FIFO at this path (every symbolic link followed), opened
    /// for writing and written in place.
    case stream(String)
    /// One of this process's open descriptors, named through `/proc/self/fd` (as
    /// `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are): written as it is, at its offset.
    case descriptor(Int32)

    /// The most symbolic links followed: 40, as the Linux kernel follows.
    static let maximumLinks = 40

    /// What `path` names.
    ///
    /// - Throws: ``AtomicFileWriteError`` with the reason "Is a directory" for a folder,
    ///   "it is a socket, not a file" or "it is a block device, not a file", or "Too many
    ///   levels of symbolic links" for a loop. A path that cannot be looked at (a missing
    ///   folder, no permission) is a ``file(_:)``, whose write reports why it fails.
    package static func resolve(_ path: String) throws(AtomicFileWriteError) -> OutputTarget {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else { return .file(current) }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file(current)
            case S_IFCHR, S_IFIFO: return .stream(current)
            case S_IFDIR: throw AtomicFileWriteError(path: path, reason: String(cString: strerror(EISDIR)))
            case S_IFSOCK: throw AtomicFileWriteError(path: path, reason: "it is a socket, not a file")
            case S_IFBLK: throw AtomicFileWriteError(path: path, reason: "it is a block device, not a file")
            case S_IFLNK:
                if let descriptor = ownDescriptor(named: current) { return .descriptor(descriptor) }
                guard let target = linkTarget(of: current) else { return .file(current) }
                current = target.hasPrefix("/") ? target : AtomicFileWriter.folder(of: current) + "/" + target
            default: throw AtomicFileWriteError(path: path, reason: "it is not a regular file")
            }
        }
        throw AtomicFileWriteError(path: path, reason: String(cString: strerror(ELOOP)))
    }

    /// The descriptor `path` names when it is an entry of this process's own descriptor
    /// folder (`/proc/self/fd`, `/proc/PID/fd` or a thread's), however the folder is
    /// reached (`/dev/fd` links there).
    private static func ownDescriptor(named path: String) -> Int32? {
        guard let number = path.split(separator: "/").last.flatMap({ Int32($0) }), number >= 0,
            let folder = realpath(AtomicFileWriter.folder(of: path), nil)
        else { return nil }
        defer { free(folder) }
        let parts = String(cString: folder).split(separator: "/")
        let process = String(getpid())
        let isOwn =
            parts.count >= 3 && parts[0] == "proc" && parts[1] == process && parts.last == "fd"
            && (parts.count == 3 || (parts.count == 5 && parts[2] == "task"))
        return isOwn ? number : nil
    }

    /// What the symbolic link at `path` holds, or nil when it cannot be read.
    private static func linkTarget(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
