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
    /// Where the bytes are.
    enum Storage: Sendable {
        /// In a file with no name yet, open on this descriptor.
        case unnamed(Int32)
        /// In a file under a temporary name (where the system has no unnamed files), open
        /// on this descriptor, inside a hold of ``TerminationSignals`` until it is named or removed.
        case temporary(Int32, path: String)
        /// Already written through to a stream or a descriptor (``OutputTarget``): nothing
        /// is left to flush or name.
        case streamed
    }

    /// The path the file was asked for, which errors name.
    package let path: String
    /// The file that gets the bytes: `path` with its symbolic links followed.
    let target: String
    /// Where the bytes are.
    let storage: Storage

    /// The open file holding the bytes, nil when they were streamed.
    var descriptor: Int32? {
        switch storage {
        case .unnamed(let descriptor), .temporary(let descriptor, _): descriptor
        case .streamed: nil
        }
    }

    /// Gives the file up: closes it, and removes its temporary name if it has one.
    package func discard() {
        switch storage {
        case .unnamed(let descriptor): close(descriptor)
        case .temporary(let descriptor, let temporaryPath):
            close(descriptor)
            AtomicFileWriter.removeTemporary(temporaryPath)
        case .streamed: break
        }
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
