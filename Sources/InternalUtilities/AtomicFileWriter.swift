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

/// Writing a file so that readers never see a half-written file, a failure leaves
/// whatever was there before, and a process killed at any moment leaves no temporary
/// file behind.
///
/// On Linux the bytes go to an unnamed file in the target's folder (`O_TMPFILE`), which
/// is flushed to disk (`fsync`) and only then given a name: the target's own name when
/// there is no file there yet (`linkat`), else ``temporaryName(for:)`` followed at once
/// by a rename over the target. A process killed while writing leaves nothing; one
/// killed in the two system calls between that link and the rename leaves a complete
/// file under the temporary name, which the next write of the same target removes.
/// Where unnamed files are not supported (other systems, some file systems), the bytes
/// go to a named temporary file (`mkstemp`, `NAME.linkbubble-XXXXXX`), flushed and renamed.
///
/// Several threads or processes may write files at once, even the same file: each
/// writer's bytes stay in its own file until its rename, so the target always holds
/// one writer's whole bytes (the last rename wins). Writing past the file size limit
/// (`ulimit -f`) is an error ("File too large") when `SIGXFSZ` is ignored, as
/// `linkbubble batch` does; otherwise the system ends the process.
package enum AtomicFileWriter {
    /// Writes `bytes` to `path`, replacing any file there.
    ///
    /// - Throws: ``AtomicFileWriteError`` when the folder does not exist or cannot be
    ///   written, the disk is full, the file is larger than allowed, or `path` is a folder.
    package static func write(_ bytes: [UInt8], toPath path: String) throws(AtomicFileWriteError) {
        if let descriptor = openUnnamedFile(besides: path) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            try name(descriptor, path: path)
        } else {
            try writeNamedTemporary(bytes, toPath: path)
        }
    }

    /// The name an unnamed file briefly takes before it is renamed over an existing
    /// `path`: `path` followed by `.linkbubble-tmp`.
    package static func temporaryName(for path: String) -> String { path + ".linkbubble-tmp" }

    /// An unnamed file in `path`'s folder, open for writing, or nil where the system or
    /// the file system has none (the caller then uses a named temporary file).
    private static func openUnnamedFile(besides path: String) -> Int32? {
        #if os(Linux)
            // Naming the file later goes through /proc/self/fd.
            guard access("/proc/self/fd", X_OK) == 0 else { return nil }
            // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`; Swift does not import the macro.
            let unnamedFileFlag: Int32 = 0o20000000 | O_DIRECTORY
            let descriptor = open(folder(of: path), unnamedFileFlag | O_WRONLY | O_CLOEXEC, 0o644)
            return descriptor >= 0 ? descriptor : nil
        #else
            return nil
        #endif
    }

    /// Gives the flushed unnamed file `descriptor` the name `path`.
    private static func name(_ descriptor: Int32, path: String) throws(AtomicFileWriteError) {
        let source = "/proc/self/fd/\(descriptor)"
        if linkat(AT_FDCWD, source, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return syncFolder(of: path) }
        guard errno == EEXIST else { throw failure(path) }
        // A file is there: link under the temporary name and rename over it. Another
        // writer of the same path, or a stale link left by a killed process, may hold
        // the temporary name (remove it and link again), and another writer may remove
        // ours before the rename (then that writer's bytes win).
        let temporary = temporaryName(for: path)
        for _ in 0..<100 {
            if linkat(AT_FDCWD, source, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
                // ENOENT while the folder is there: another writer removed the name our
                // file had taken, and a file once linked and unlinked cannot be linked
                // again. That writer's bytes replace ours, as if it had written after us.
                if errno == ENOENT, access(folder(of: path), F_OK) == 0 { return }
                guard errno == EEXIST else { throw failure(path) }
                unlink(temporary)
                continue
            }
            if rename(temporary, path) == 0 { return syncFolder(of: path) }
            guard errno == ENOENT else {
                let error = failure(path)
                unlink(temporary)
                throw error
            }
        }
        throw AtomicFileWriteError(path: path, reason: "other writers of the same file kept taking its temporary name")
    }

    /// The fallback: a named temporary file beside `path`, flushed and renamed.
    private static func writeNamedTemporary(_ bytes: [UInt8], toPath path: String) throws(AtomicFileWriteError) {
        var template = Array((path + ".linkbubble-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(AtomicFileWriteError) {
            // mkstemp creates the file readable by its owner only; give it the usual mode.
            fchmod(descriptor, 0o644)
            try writeAll(bytes, to: descriptor, path: path)
            guard close(descriptor) == 0 else { throw failure(path) }
            guard rename(temporary, path) == 0 else { throw failure(path) }
            syncFolder(of: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    /// Writes all of `bytes` to `descriptor` and flushes them to disk.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(AtomicFileWriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                _systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw failure(path) }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw failure(path) }
    }

    /// Flushes the folder holding `path`, so that the new name survives a power loss.
    /// Best effort: a folder that cannot be opened or flushed leaves the file in place.
    private static func syncFolder(of path: String) {
        let descriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The folder holding `path`: what comes before its last slash, or "." when it has none.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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
