#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files with no name in a folder (Linux's `O_TMPFILE`), for data that must not be seen
/// under a name before it is whole, or ever.
package enum UnnamedFile {
    /// Opens a new file with no name in `folder`, with `access` (`O_WRONLY` or `O_RDWR`)
    /// and `permissions`, close-on-exec: its descriptor, or -1 with `errno` set (always
    /// on systems without such files, with `ENOTSUP`).
    package static func make(in folder: String, access: Int32, permissions: mode_t) -> Int32 {
        #if os(Linux)
            // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`; Swift does not import the macro.
            let unnamedFileFlag: Int32 = 0o20000000 | O_DIRECTORY
            return open(folder, unnamedFileFlag | access | O_CLOEXEC, permissions)
        #else
            errno = ENOTSUP
            return -1
        #endif
    }
}
