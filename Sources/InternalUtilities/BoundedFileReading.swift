#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file, or standard input, up to a limit: input past the limit is
/// refused as soon as it is seen, never read whole into memory.
package enum BoundedFileReading {
    /// What ``contents(atPath:limit:)`` read.
    package enum Contents: Equatable {
        /// Every byte, at most the limit.
        case bytes([UInt8])
        /// The file could not be opened, or a read failed.
        case unreadable
        /// More than the limit: reading stopped there.
        case tooLarge
    }

    /// The descriptor read as standard input: 0, or in a test that runs a command in
    /// its own process, a file of that command's input (task-local: tests run
    /// concurrently).
    @TaskLocal package static var standardInput: Int32 = 0

    /// The bytes of the file at `path` (``standardInput`` when nil), read no further
    /// than `limit` bytes and one more.
    package static func contents(atPath path: String?, limit: Int) -> Contents {
        let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? standardInput
        guard descriptor >= 0 else { return .unreadable }
        defer { if path != nil { close(descriptor) } }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .unreadable }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= limit else { return .tooLarge }
        }
    }
}
