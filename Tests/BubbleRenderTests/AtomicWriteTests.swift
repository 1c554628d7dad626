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

    @Test func aFolderOrAMissingFolderIsATypedError() {
        #expect(throws: RenderError.self) { try RenderError.writing([1, 2, 3], toPath: "/tmp") }
        #expect(throws: RenderError.cannotWrite(path: "/nonexistent-folder/x.bin", reason: "No such file or directory")) {
            try RenderError.writing([1], toPath: "/nonexistent-folder/x.bin")
        }
    }
}
