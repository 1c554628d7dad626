import BubbleRender
import Glibc
import LinkBubbleTestSupport
import Testing

@Suite struct AtomicWriteTests {
    @Test func concurrentWritesToOnePathLeaveOneWholeFile() async throws {
        let path = temporaryPath(suffix: ".bin")
        defer { unlink(path) }
        let contents = (0..<8).map { [UInt8](repeating: UInt8($0), count: 200_000) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for bytes in contents { group.addTask { try RenderError.writing(bytes, toPath: path) } }
            try await group.waitForAll()
        }
        let written = try readFile(path)
        #expect(contents.contains(written), "exactly one writer's bytes, whole")
    }

    @Test func writingAndOverwritingLeaveNoOtherFile() throws {
        let folder = temporaryPath(suffix: "-atomic")
        mkdir(folder, 0o755)
        defer { rmdir(folder) }
        let path = folder + "/out.bin"
        defer { unlink(path) }
        try RenderError.writing([1, 2, 3], toPath: path)
        #expect(try readFile(path) == [1, 2, 3])
        try RenderError.writing([4, 5], toPath: path)
        #expect(try readFile(path) == [4, 5])
        #expect(folderEntries(folder) == ["out.bin"])
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o644 & ~currentUmask(), "the usual mode, not the temporary file's 0600")
    }

    @Test func aTemporaryLeftByAKilledWriterGoesWithTheNextWrite() throws {
        let folder = temporaryPath(suffix: "-stale")
        mkdir(folder, 0o755)
        defer { rmdir(folder) }
        let path = folder + "/out.bin"
        let stale = path + ".linkbubble-tmp"
        defer {
            unlink(path)
            unlink(stale)
        }
        // A process killed between naming its file and the rename leaves a whole file
        // under the temporary name.
        try RenderError.writing([1], toPath: path)
        try RenderError.writing([9, 9], toPath: stale)
        try RenderError.writing([2, 3], toPath: path)
        #expect(try readFile(path) == [2, 3])
        #expect(folderEntries(folder) == ["out.bin"])
    }

    @Test func aFolderOrAMissingFolderIsATypedError() {
        #expect(throws: RenderError.self) { try RenderError.writing([1, 2, 3], toPath: "/tmp") }
        #expect(throws: RenderError.cannotWrite(path: "/nonexistent-folder/x.bin", reason: "No such file or directory")) {
            try RenderError.writing([1], toPath: "/nonexistent-folder/x.bin")
        }
    }
}

/// The names in `folder`, sorted, without "." and "..".
private func folderEntries(_ folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// The process's file mode creation mask.
private func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
}
