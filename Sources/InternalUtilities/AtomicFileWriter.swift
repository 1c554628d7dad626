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
/// What the path names decides how it is written (``OutputTarget``): a regular file, or
/// no file yet, is written atomically, as below, in the folder of the file a symbolic link
/// points to (the link stays); a character device (`/dev/null`), a FIFO, or one of the
/// process's own descriptors (`/dev/stdout`, `/dev/fd/N`) is written through, as a stream,
/// never replaced; a folder, a socket or a block device is refused.
///
/// On Linux the bytes go to an unnamed file in the target's folder (`O_TMPFILE`), which
/// is flushed to disk (`fsync`) and only then given a name: the target's own name when
/// there is no file there yet (`linkat`), else a temporary name
/// (``temporaryName(for:)``, which holds the process's ID) followed at once by a rename
/// over the target. A process killed while writing leaves nothing. The temporary name
/// lives for two system calls, inside a hold of ``TerminationSignals``: a `SIGTERM`,
/// `SIGINT` or `SIGHUP` that arrives then waits for the rename (in a process that installed
/// their handlers, as the `linkbubble` tool does); only `SIGKILL` between the two calls
/// leaves a complete file under the temporary name, which
/// ``removeStaleTemporaryFiles(besides:)`` removes once its process is gone (a batch
/// does, in each folder it writes to). Where unnamed files are not supported (other
/// systems, some file systems), the bytes go to a file under its temporary name from the
/// start (`O_EXCL`), flushed and renamed, inside a hold for the whole write.
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
/// (`ulimit -f`) is an error ("File too large") when `SIGXFSZ` is ignored, as the
/// `linkbubble` tool does; otherwise the system ends the process (leaving no file).
package enum AtomicFileWriter {
    /// Writes `bytes` to `path`, replacing any file there.
    ///
    /// - Throws: ``AtomicFileWriteError`` when the folder does not exist or cannot be
    ///   written, the disk is full, the file is larger than allowed, or `path` is a folder,
    ///   a socket or a block device.
    package static func write(_ bytes: [UInt8], toPath path: String) throws(AtomicFileWriteError) {
        let staged = try stage(bytes, toPath: path)
        if let error = commit([staged])[0] { throw error }
    }

    /// The first half of a write: `bytes` go to a file beside `path` that has no name
    /// yet (or a temporary name), neither flushed nor named. Hand it to ``commit(_:)``,
    /// alone or with others, or to ``StagedFile/discard()``. A process that ends before
    /// the commit leaves nothing behind. A stream (``OutputTarget``) gets the bytes now.
    ///
    /// - Throws: ``AtomicFileWriteError``, as ``write(_:toPath:)`` does.
    package static func stage(_ bytes: [UInt8], toPath path: String) throws(AtomicFileWriteError) -> StagedFile {
        let target: String
        switch try OutputTarget.resolve(path) {
        case .descriptor(let descriptor):
            try writeAll(bytes, to: descriptor, path: path)
            return StagedFile(path: path, target: path, storage: .streamed)
        case .stream(let stream):
            let descriptor = open(stream, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path) }
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            return StagedFile(path: path, target: stream, storage: .streamed)
        case .file(let file): target = file
        }
        if let descriptor = openUnnamedFile(besides: target) {
            do throws(AtomicFileWriteError) {
                try writeAll(bytes, to: descriptor, path: path)
            } catch {
                close(descriptor)
                throw error
            }
            return StagedFile(path: path, target: target, storage: .unnamed(descriptor))
        }
        let temporary = temporaryName(for: target)
        TerminationSignals.beginHold()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let error = failure(path)
            TerminationSignals.endHold()
            throw error
        }
        let staged = StagedFile(path: path, target: target, storage: .temporary(descriptor, path: temporary))
        do throws(AtomicFileWriteError) {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            staged.discard()
            throw error
        }
        return staged
    }

    /// The second half: flushes `files` to disk, gives each its name, and flushes the
    /// folders that hold the names; the error of each file that failed, in order (nil
    /// for a file now on disk under its name, or streamed).
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
                if try name(file), !folders.contains(folder(of: file.target)) { folders.append(folder(of: file.target)) }
            } catch {
                errors[index] = error
            }
        }
        for folder in folders { syncFolder(folder) }
        return errors
    }

    /// Flushes the data of `files` to disk: one `syncfs` for each file system when there
    /// are several files, else (or when that fails) `fsync` of each file. Streamed files
    /// have nothing to flush.
    private static func flush(_ files: [StagedFile]) -> [AtomicFileWriteError?] {
        var flushed = files.map { $0.descriptor == nil }
        if files.count > 1, let syncFileSystem = FileSystemSync.function {
            var devices: [(device: UInt64, succeeded: Bool)] = []
            for (index, file) in files.enumerated() {
                var status = stat()
                guard let descriptor = file.descriptor, fstat(descriptor, &status) == 0 else { continue }
                let device = UInt64(status.st_dev)
                if let known = devices.first(where: { $0.device == device }) {
                    flushed[index] = known.succeeded
                } else {
                    flushed[index] = syncFileSystem(descriptor) == 0
                    devices.append((device, flushed[index]))
                }
            }
        }
        return files.indices.map { index in
            flushed[index] || files[index].descriptor.map { fsync($0) == 0 } == true ? nil : failure(files[index].path)
        }
    }

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

    /// Writes all of `bytes` to `descriptor` (not flushed yet).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(AtomicFileWriteError) {
        guard FileDescriptorWriting.writeAll(bytes, to: descriptor) else { throw failure(path) }
    }

    /// The folder holding `path`: what comes before its last slash, or "." when it has none.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func failure(_ path: String) -> AtomicFileWriteError {
        AtomicFileWriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
