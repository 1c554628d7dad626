import Glibc
import InternalUtilities
import LinkBubbleTestSupport
import Testing

@Suite struct AtomicWriteTests {
    @Test func concurrentWritesToOnePathLeaveOneWholeFile() async throws {
        let path = temporaryPath(suffix: ".bin")
        defer { unlink(path) }
        let contents = (0..<8).map { [UInt8](repeating: UInt8($0), count: 200_000) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for bytes in contents { group.addTask { try AtomicFileWriter.write(bytes, toPath: path) } }
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
        try AtomicFileWriter.write([1, 2, 3], toPath: path)
        #expect(try readFile(path) == [1, 2, 3])
        try AtomicFileWriter.write([4, 5], toPath: path)
        #expect(try readFile(path) == [4, 5])
        #expect(folderEntries(folder) == ["out.bin"])
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o644 & ~currentUmask(), "the usual mode, not the temporary file's 0600")
    }

    @Test func temporaryNamesHoldTheWritersProcessID() {
        let name = AtomicFileWriter.temporaryName(for: "/tmp/out.png")
        #expect(name.hasPrefix("/tmp/out.png.\(getpid())-") && name.hasSuffix(".linkbubble-tmp"))
        #expect(AtomicFileWriter.temporaryName(for: "/tmp/out.png") != name, "each name is new")
        #expect(AtomicFileWriter.writer(ofTemporaryName: "out.png.123-4.linkbubble-tmp") == 123)
        for other in ["out.png.linkbubble-tmp", "out.png.12a-4.linkbubble-tmp", "out.png.123.linkbubble-tmp", ".1-2.linkbubble-tmp"] {
            #expect(AtomicFileWriter.writer(ofTemporaryName: other) == nil, "\(other)")
        }
    }

    @Test func theTemporaryFilesOfGoneWritersAreRemovedOthersStay() throws {
        let folder = temporaryPath(suffix: "-stale")
        mkdir(folder, 0o755)
        // A process killed between naming its file and the rename leaves a whole file
        // under its temporary name. No process has an ID above the kernel's limit (2^22).
        let gone = folder + "/out.bin.99999999-1.linkbubble-tmp"
        let running = folder + "/out.bin.\(getpid())-1.linkbubble-tmp"
        let unrelated = folder + "/notes.linkbubble-tmp"
        defer {
            for path in [gone, running, unrelated, folder + "/out.bin"] { unlink(path) }
            rmdir(folder)
        }
        for path in [gone, running, unrelated] { try AtomicFileWriter.write([9], toPath: path) }
        AtomicFileWriter.removeStaleTemporaryFiles(besides: folder + "/out.bin")
        #expect(folderEntries(folder) == ["notes.linkbubble-tmp", "out.bin.\(getpid())-1.linkbubble-tmp"])
    }

    @Test func aGroupCommitWritesEveryFileWholeInTwoFolders() throws {
        let folders = [temporaryPath(suffix: "-group-a"), temporaryPath(suffix: "-group-b")]
        for folder in folders { mkdir(folder, 0o755) }
        let paths = (0..<6).map { folders[$0 % 2] + "/out-\($0 / 2).bin" }
        defer {
            for path in paths { unlink(path) }
            for folder in folders { rmdir(folder) }
        }
        try AtomicFileWriter.write([7], toPath: paths[0])
        let contents = paths.indices.map { [UInt8](repeating: UInt8($0), count: 1_000 * ($0 + 1)) }
        let staged = try zip(contents, paths).map { try AtomicFileWriter.stage($0, toPath: $1) }
        #expect(try readFile(paths[0]) == [7], "a staged file replaces nothing before its commit")
        #expect(folderEntries(folders[1]).isEmpty, "a staged file has no name")
        let errors = AtomicFileWriter.commit(staged)
        #expect(errors.allSatisfy { $0 == nil })
        for (bytes, path) in zip(contents, paths) { #expect(try readFile(path) == bytes) }
        #expect(folderEntries(folders[0]) == ["out-0.bin", "out-1.bin", "out-2.bin"])
        #expect(folderEntries(folders[1]) == ["out-0.bin", "out-1.bin", "out-2.bin"])
    }

    @Test func aFileWhoseFolderWentAwayFailsAloneInItsGroup() throws {
        let kept = temporaryPath(suffix: "-kept")
        let removed = temporaryPath(suffix: "-removed")
        mkdir(kept, 0o755)
        mkdir(removed, 0o755)
        defer {
            unlink(kept + "/a.bin")
            unlink(kept + "/b.bin")
            rmdir(kept)
            rmdir(removed)
        }
        let staged = [
            try AtomicFileWriter.stage([1], toPath: kept + "/a.bin"),
            try AtomicFileWriter.stage([2], toPath: removed + "/x.bin"),
            try AtomicFileWriter.stage([3], toPath: kept + "/b.bin"),
        ]
        // The staged file in `removed` has no name there, so the folder can go.
        #expect(rmdir(removed) == 0)
        let errors = AtomicFileWriter.commit(staged)
        #expect(errors[0] == nil && errors[2] == nil)
        #expect(errors[1]?.path == removed + "/x.bin" && errors[1]?.reason == "No such file or directory")
        #expect(try readFile(kept + "/a.bin") == [1])
        #expect(try readFile(kept + "/b.bin") == [3])
    }

    @Test func aDiscardedStagedFileLeavesNothing() throws {
        let folder = temporaryPath(suffix: "-discarded")
        mkdir(folder, 0o755)
        defer { rmdir(folder) }
        try AtomicFileWriter.stage([1, 2, 3], toPath: folder + "/out.bin").discard()
        #expect(folderEntries(folder).isEmpty)
    }

    @Test func aFolderOrAMissingFolderIsATypedError() {
        #expect(throws: AtomicFileWriteError.self) { try AtomicFileWriter.write([1, 2, 3], toPath: "/tmp") }
        let error = #expect(throws: AtomicFileWriteError.self) {
            try AtomicFileWriter.write([1], toPath: "/nonexistent-folder/x.bin")
        }
        #expect(error?.path == "/nonexistent-folder/x.bin" && error?.reason == "No such file or directory")
    }
}

/// The names in `folder`, sorted, without "." and "..".
func folderEntries(_ folder: String) -> [String] {
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
