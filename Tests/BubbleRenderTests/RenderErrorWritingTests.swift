import BubbleRender
import Testing

/// A failed write of a rendered file is a `RenderError` naming the path and the reason
/// (the atomic write itself: InternalUtilitiesTests' `AtomicWriteTests`).
@Suite struct RenderErrorWritingTests {
    @Test func aFolderOrAMissingFolderIsATypedError() {
        #expect(throws: RenderError.self) { try RenderError.writing([1, 2, 3], toPath: "/tmp") }
        #expect(throws: RenderError.cannotWrite(path: "/nonexistent-folder/x.bin", reason: "No such file or directory")) {
            try RenderError.writing([1], toPath: "/nonexistent-folder/x.bin")
        }
    }
}
