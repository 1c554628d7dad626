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

    package init(bytes: [UInt8], suffix: String = ".ttf") throws {
        var template = Array("/tmp/linkbubble-test-XXXXXX\(suffix)".utf8CString)
        let descriptor = mkstemps(&template, Int32(suffix.utf8.count))
        guard descriptor >= 0 else { throw TemporaryFileError.cannotCreate }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw TemporaryFileError.cannotCreate }
    }

    deinit { unlink(path) }
}

package enum TemporaryFileError: Error { case cannotCreate }

/// A path in the temporary folder that no other test uses, ending in `suffix` (a name
/// such as "-preview.png"); nothing is created there.
package func temporaryPath(suffix: String = "") -> String {
    "/tmp/linkbubble-test-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))\(suffix)"
}
