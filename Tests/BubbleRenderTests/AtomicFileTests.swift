import BubbleRender
import Glibc
import Testing

@Suite struct AtomicFileTests {
    @Test func concurrentWritesToOnePathLeaveOneWholeFile() async throws {
        let path = "/tmp/linkbubble-atomic-\(UInt32.random(in: 0...UInt32.max)).bin"
        defer { unlink(path) }
        let contents = (0..<8).map { [UInt8](repeating: UInt8($0), count: 200_000) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for bytes in contents { group.addTask { try AtomicFile.write(bytes, toPath: path) } }
            try await group.waitForAll()
        }
        let written = try readFile(path)
        #expect(contents.contains(written), "exactly one writer's bytes, whole")
    }

    @Test func aFolderOrAMissingFolderIsATypedError() {
        #expect(throws: RenderError.self) { try AtomicFile.write([1, 2, 3], toPath: "/tmp") }
        #expect(throws: RenderError.cannotWrite(path: "/nonexistent-folder/x.bin", reason: "No such file or directory")) {
            try AtomicFile.write([1], toPath: "/nonexistent-folder/x.bin")
        }
    }
}
