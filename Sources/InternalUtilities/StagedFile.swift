#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file whose bytes are written but that is neither flushed nor named yet: what
/// ``AtomicFileWriter/stage(_:toPath:)`` makes and ``AtomicFileWriter/commit(_:)``
/// finishes. It owns an open descriptor until it is committed or discarded, exactly once.
/// A value that another thread commits may be passed to it.
package struct StagedFile: Sendable {
    /// The name the file gets when it is committed.
    package let path: String
    /// The open file holding the bytes.
    let descriptor: Int32
    /// The file's temporary name where the system has no unnamed files (nil: unnamed).
    let temporaryPath: String?

    /// Gives the file up: closes it, and removes its temporary name if it has one.
    package func discard() {
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }
}

/// The system's `syncfs(2)`, which flushes a whole file system: Swift does not import
/// it (it is a GNU extension), so it is looked up once, by name, in the C library.
enum FileSystemSync {
    private struct Function: @unchecked Sendable {
        let call: @convention(c) (Int32) -> Int32
    }

    private static let lookedUp: Function? = {
        #if os(Linux)
            guard let symbol = dlsym(nil, "syncfs") else { return nil }
            return Function(call: unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self))
        #else
            return nil
        #endif
    }()

    /// `syncfs`, or nil where the system has none.
    static var function: ((Int32) -> Int32)? { lookedUp.map { $0.call } }
}
