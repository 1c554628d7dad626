import Glibc
import InternalUtilities
import LinkBubbleTestSupport
import Testing

/// What a path to be written names, and how each kind is written: devices, FIFOs and
/// descriptors as streams, symbolic links followed, folders, sockets and block devices refused.
@Suite struct OutputTargetTests {
    @Test func writingToDevNullLeavesItACharacterDevice() throws {
        #expect(try OutputTarget.resolve("/dev/null") == .stream("/dev/null"))
        try AtomicFileWriter.write([1, 2, 3], toPath: "/dev/null")
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "still a character device")
    }

    @Test func theProcessesOwnDescriptorsAreWrittenAsTheyAre() throws {
        #expect(try OutputTarget.resolve("/dev/stdout") == .descriptor(1))
        #expect(try OutputTarget.resolve("/dev/stderr") == .descriptor(2))
        #expect(try OutputTarget.resolve("/proc/self/fd/0") == .descriptor(0))
        let folder = try makeFolder("-descriptor")
        defer { removeFolder(folder) }
        let descriptor = open(folder + "/out.bin", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(descriptor) }
        #expect(try OutputTarget.resolve("/dev/fd/\(descriptor)") == .descriptor(descriptor))
        try AtomicFileWriter.write([1, 2], toPath: "/dev/fd/\(descriptor)")
        try AtomicFileWriter.write([3], toPath: "/dev/fd/\(descriptor)")
        #expect(try readFile(folder + "/out.bin") == [1, 2, 3], "written at the descriptor's offset, one write after the other")
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() async throws {
        let folder = try makeFolder("-fifo")
        defer { removeFolder(folder) }
        let fifo = folder + "/pipe.bin"
        #expect(mkfifo(fifo, 0o644) == 0)
        let bytes = [UInt8](repeating: 7, count: 200_000)
        // Each end waits in open() for the other: both on threads of their own, so neither
        // holds one of Swift Testing's threads while the other waits for one.
        async let read = onOwnThread { try readFile(fifo) }
        try await onOwnThread { try AtomicFileWriter.write(bytes, toPath: fifo) }
        #expect(try await read == bytes)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(folderEntries(folder) == ["pipe.bin"])
    }

    @Test func aSymbolicLinkStaysAndItsTargetIsReplaced() throws {
        let (links, files) = (try makeFolder("-links"), try makeFolder("-targets"))
        defer {
            removeFolder(links)
            removeFolder(files)
        }
        #expect(symlink(files + "/image.png", links + "/absolute.png") == 0)
        #expect(symlink("../" + files.split(separator: "/").last! + "/other.png", links + "/relative.png") == 0)
        #expect(symlink("absolute.png", links + "/chain.png") == 0)
        try AtomicFileWriter.write([1], toPath: links + "/absolute.png")
        try AtomicFileWriter.write([2, 2], toPath: links + "/chain.png")
        try AtomicFileWriter.write([3], toPath: links + "/relative.png")
        #expect(try readFile(files + "/image.png") == [2, 2], "the link's target, replaced")
        #expect(try readFile(files + "/other.png") == [3], "a missing target is made, beside the links' target")
        #expect(folderEntries(files) == ["image.png", "other.png"])
        #expect(folderEntries(links) == ["absolute.png", "chain.png", "relative.png"])
        for link in ["absolute.png", "chain.png", "relative.png"] {
            var status = stat()
            #expect(lstat(links + "/" + link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "\(link) is still a link")
        }
    }

    @Test func foldersSocketsAndLinkLoopsAreRefused() throws {
        let folder = try makeFolder("-refused")
        defer { removeFolder(folder) }
        let socketPath = folder + "/socket.png"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(symlink("loop-b", folder + "/loop-a") == 0 && symlink("loop-a", folder + "/loop-b") == 0)
        for (path, reason) in [
            (folder, "Is a directory"), (socketPath, "it is a socket, not a file"),
            (folder + "/loop-a", "Too many levels of symbolic links"),
        ] {
            let error = #expect(throws: AtomicFileWriteError.self) { try AtomicFileWriter.write([1], toPath: path) }
            #expect(error?.path == path && error?.reason == reason)
        }
        #expect(folderEntries(folder) == ["loop-a", "loop-b", "socket.png"])
    }

    private func makeFolder(_ suffix: String) throws -> String {
        let folder = temporaryPath(suffix: suffix)
        try #require(mkdir(folder, 0o755) == 0)
        return folder
    }

    /// Removes `folder` and the files, links, FIFOs and sockets in it.
    private func removeFolder(_ folder: String) {
        for name in folderEntries(folder) { unlink(folder + "/" + name) }
        rmdir(folder)
    }
}
