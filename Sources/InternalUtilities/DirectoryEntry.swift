#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of a folder entry that `readdir` gave, read in place.
///
/// `readdir`'s record may end right after the name's NUL, short of a whole `dirent`, so
/// copying the `d_name` array (as `entry.pointee.d_name` does) reads past the record.
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    return String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
}
