import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFileWriter {
    /// The suffix of every temporary name: `.linkbubble-tmp`.
    package static let temporarySuffix = ".linkbubble-tmp"

    /// A name no other writer uses, beside `path`, for a file before it is renamed over
    /// `path`: `PATH.PID-N.linkbubble-tmp`, where PID is this process's ID and N counts
    /// this process's temporary names. The process ID tells
    /// ``removeStaleTemporaryFiles(besides:)`` whether the writer is gone.
    package static func temporaryName(for path: String) -> String {
        let number = temporaryNames.add(1, ordering: .relaxed).newValue
        return "\(path).\(getpid())-\(number)\(temporarySuffix)"
    }

    /// How many temporary names this process has made.
    private static let temporaryNames = Atomic<Int>(0)

    /// Removes a temporary file and ends the hold of ``TerminationSignals`` it was made in.
    static func removeTemporary(_ path: String) {
        unlink(path)
        TerminationSignals.endHold()
    }

    /// Gives the flushed `file` its name and closes it; false when nothing was named (the
    /// bytes were streamed). A file that fails keeps no name.
    static func name(_ file: StagedFile) throws(AtomicFileWriteError) -> Bool {
        let target = file.target
        switch file.storage {
        case .streamed: return false
        case .temporary(let descriptor, let temporary):
            guard close(descriptor) == 0, rename(temporary, target) == 0 else {
                let error = failure(file.path)
                removeTemporary(temporary)
                throw error
            }
            TerminationSignals.endHold()
            return true
        case .unnamed(let descriptor):
            defer { close(descriptor) }
            let source = "/proc/self/fd/\(descriptor)"
            // Linking under `target` fails when a file is there, which costs the folder's
            // lock and a look-up: a file seen there (`lstat`, no lock) goes straight to the rename.
            var existing = stat()
            if lstat(target, &existing) != 0 {
                if linkat(AT_FDCWD, source, AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 { return true }
                guard errno == EEXIST else { throw failure(file.path) }
            }
            // A file is there: link under a temporary name of this process's own and
            // rename it over the file, holding termination signals back meanwhile.
            return try TerminationSignals.whileHeld { () throws(AtomicFileWriteError) -> Bool in
                let temporary = temporaryName(for: target)
                guard linkat(AT_FDCWD, source, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else { throw failure(file.path) }
                guard rename(temporary, target) == 0 else {
                    let error = failure(file.path)
                    unlink(temporary)
                    throw error
                }
                return true
            }
        }
    }

    /// Removes, from the folder of the file `path` names, the temporary files of writers
    /// that are gone: names ending in `.PID-N.linkbubble-tmp` (``temporaryName(for:)``)
    /// whose process no longer runs, which only `SIGKILL` at the wrong moment leaves.
    /// Each folder is looked through once per process; best effort (a folder that cannot
    /// be read is left as it is). A writer in another PID namespace whose ID is not in
    /// this one would look gone: writers sharing a folder share their PID namespace.
    package static func removeStaleTemporaryFiles(besides path: String) {
        guard case .file(let target)? = try? OutputTarget.resolve(path) else { return }
        let folder = folder(of: target)
        guard sweptFolders.withLock({ $0.insert(folder).inserted }), let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = directoryEntryName(entry)
            guard let process = writer(ofTemporaryName: name), kill(process, 0) != 0, errno == ESRCH else { continue }
            let stale = folder + "/" + name
            var status = stat()
            if lstat(stale, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(stale) }
        }
    }

    /// The folders ``removeStaleTemporaryFiles(besides:)`` has looked through.
    private static let sweptFolders = PthreadMutex<Set<String>>([])

    /// The process ID in a name that ``temporaryName(for:)`` made, nil for any other name.
    package static func writer(ofTemporaryName name: String) -> pid_t? {
        guard name.hasSuffix(temporarySuffix) else { return nil }
        let stem = name.dropLast(temporarySuffix.count)
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
        let numbers = stem[stem.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let process = pid_t(numbers[0]), process > 0, Int(numbers[1]) != nil
        else { return nil }
        return process
    }

    /// Flushes `folder`, so that the new names in it survive a power loss. Best effort:
    /// a folder that cannot be opened or flushed leaves the files in place.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
