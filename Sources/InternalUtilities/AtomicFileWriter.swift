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
/// A write is two halves that may run apart: ``stage(_:toPath:)`` writes the bytes
/// to the unnamed file, and ``commit(_:)`` flushes and names a group of such files at
/// once, with one flush of the file system for all of them (`syncfs`) instead of one per
/// file; `linkbubble batch` stages each job's file as the job ends and commits them on a
/// thread of its own.
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
        let staged = try stage(bytes, toPath: path)
        if let error = commit([staged])[0] { throw error }
    }

    /// The first half of a write: `bytes` go to a file beside `path` that has no name
    /// yet (or a temporary name), neither flushed nor named. Hand it to ``commit(_:)``,
    /// alone or with others, or to ``StagedFile/discard()``. A process that ends before
    /// the commit leaves nothing behind (an unnamed file) or its temporary file.
    ///
    /// - Throws: ``AtomicFileWriteError``, as ``write(_:toPath:)`` does.
    package static func stage(_ bytes: [UInt8], toPath path: String) throws(AtomicFileWriteError) -> StagedFile {
        if let descriptor = openUnnamedFile(besides: path) {
            do throws(AtomicFileWriteError) {
                try writeAll(bytes, to: descriptor, path: path)
            } catch {
                close(descriptor)
                throw error
            }
            return StagedFile(path: path, descriptor: descriptor, temporaryPath: nil)
        }
        var template = Array((path + ".linkbubble-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let staged = StagedFile(
            path: path, descriptor: descriptor,
            temporaryPath: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        do throws(AtomicFileWriteError) {
            // mkstemp creates the file readable by its owner only; give it the usual mode.
            fchmod(descriptor, 0o644)
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            staged.discard()
            throw error
        }
        return staged
    }

    /// The second half: flushes `files` to disk, gives each its name, and flushes the
    /// folders that hold the names; the error of each file that failed, in order (nil
    /// for a file now on disk under its name).
    ///
    /// A group of files on one file system costs one flush of its data (`syncfs`) and
    /// one of each folder, where ``write(_:toPath:)`` pays two flushes per file.
    /// Consumes `files`: every descriptor is closed.
    package static func commit(_ files: [StagedFile]) -> [AtomicFileWriteError?] {
        var errors = flush(files)
        var folders: [String] = []
        for (index, file) in files.enumerated() {
            guard errors[index] == nil else {
                file.discard()
                continue
            }
            do throws(AtomicFileWriteError) {
                if try name(file), !folders.contains(folder(of: file.path)) { folders.append(folder(of: file.path)) }
            } catch {
                errors[index] = error
            }
        }
        for folder in folders { syncFolder(folder) }
        return errors
    }

    /// Flushes the data of `files` to disk: one `syncfs` for each file system when there
    /// are several files, else (or when that fails) `fsync` of each file.
    private static func flush(_ files: [StagedFile]) -> [AtomicFileWriteError?] {
        var flushed = [Bool](repeating: false, count: files.count)
        if files.count > 1, let syncFileSystem = FileSystemSync.function {
            var devices: [(device: UInt64, succeeded: Bool)] = []
            for (index, file) in files.enumerated() {
                var status = stat()
                guard fstat(file.descriptor, &status) == 0 else { continue }
                let device = UInt64(status.st_dev)
                if let known = devices.first(where: { $0.device == device }) {
                    flushed[index] = known.succeeded
                } else {
                    flushed[index] = syncFileSystem(file.descriptor) == 0
                    devices.append((device, flushed[index]))
                }
            }
        }
        return files.indices.map { index in
            flushed[index] || fsync(files[index].descriptor) == 0 ? nil : failure(files[index].path)
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
            guard procSelfFDIsReachable else { return nil }
            let descriptor = UnnamedFile.make(in: folder(of: path), access: O_WRONLY, permissions: 0o644)
            return descriptor >= 0 ? descriptor : nil
        #else
            return nil
        #endif
    }

    /// Whether `/proc/self/fd` can be searched, looked at once per process (not per file).
    private static let procSelfFDIsReachable = access("/proc/self/fd", X_OK) == 0

    /// Gives the flushed `file` its name and closes it; false when another writer's file
    /// took the name meanwhile (that writer flushes the folder). A file that fails keeps
    /// no name.
    private static func name(_ file: StagedFile) throws(AtomicFileWriteError) -> Bool {
        let path = file.path
        if let temporary = file.temporaryPath {
            guard close(file.descriptor) == 0, rename(temporary, path) == 0 else {
                let error = failure(path)
                unlink(temporary)
                throw error
            }
            return true
        }
        defer { close(file.descriptor) }
        let source = "/proc/self/fd/\(file.descriptor)"
        // Linking under `path` fails when a file is there, which costs the folder's lock
        // and a look-up: a file seen there (`lstat`, no lock) goes straight to the rename.
        var existing = stat()
        if lstat(path, &existing) != 0 {
            if linkat(AT_FDCWD, source, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return true }
            guard errno == EEXIST else { throw failure(path) }
        }
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
                if errno == ENOENT, access(folder(of: path), F_OK) == 0 { return false }
                guard errno == EEXIST else { throw failure(path) }
                unlink(temporary)
                continue
            }
            if rename(temporary, path) == 0 { return true }
            guard errno == ENOENT else {
                let error = failure(path)
                unlink(temporary)
                throw error
            }
        }
        throw AtomicFileWriteError(path: path, reason: "other writers of the same file kept taking its temporary name")
    }

    /// Writes all of `bytes` to `descriptor` (not flushed yet).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(AtomicFileWriteError) {
        guard FileDescriptorWriting.writeAll(bytes, to: descriptor) else { throw failure(path) }
    }

    /// Flushes `folder`, so that the new names in it survive a power loss. Best effort:
    /// a folder that cannot be opened or flushed leaves the files in place.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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
