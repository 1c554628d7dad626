#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file in the temporary folder that removes itself when released.
package final class TemporaryFile {
    package let path: String

    package convenience init(bytes: [UInt8], suffix: String = ".ttf") throws {
        try self.init(suffix: suffix) { write in bytes.withUnsafeBytes(write) }
    }

    /// A file holding `text` as UTF-8, written straight from the string's storage
    /// (standard inputs of tens of megabytes, which a byte array would copy one by one
    /// in a debug build).
    package convenience init(text: String, suffix: String) throws {
        var text = text
        try self.init(suffix: suffix) { write in text.withUTF8 { write(UnsafeRawBufferPointer($0)) } }
    }

    private init(suffix: String, contents: ((UnsafeRawBufferPointer) -> Bool) -> Bool) throws {
        var template = Array("/tmp/linkbubble-test-XXXXXX\(suffix)".utf8CString)
        let descriptor = mkstemps(&template, Int32(suffix.utf8.count))
        guard descriptor >= 0 else { throw TemporaryFileError.cannotCreate }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = contents { bytes in write(descriptor, bytes.baseAddress, bytes.count) == bytes.count }
        close(descriptor)
        guard written else { throw TemporaryFileError.cannotCreate }
    }

    deinit { unlink(path) }
}

package enum TemporaryFileError: Error { case cannotCreate }

/// A path in the temporary folder that no other test uses, ending in `suffix` (a name
/// such as "-preview.png"); nothing is created there.
package func temporaryPath(suffix: String = "") -> String {
    "/tmp/linkbubble-test-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))\(suffix)"
}

/// A new empty folder at a ``temporaryPath(suffix:)``, for the caller to remove.
package func makeTemporaryFolder(suffix: String) throws -> String {
    let folder = temporaryPath(suffix: suffix)
    guard mkdir(folder, 0o700) == 0 else { throw TemporaryFileError.cannotCreate }
    return folder
}
