import CFontconfig
import InternalUtilities
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds what fontconfig must never open in a configuration's font folders: a file
/// that is neither a regular file nor a folder. fontconfig opens every name in a font
/// folder to scan it, and opening a FIFO without a writer waits forever (`fc-list`
/// hangs too); a device can be read without end. Its reject globs are applied only
/// after a file was opened, so such a file is found before fontconfig scans.
enum FontFolderCheck {
    /// A file of the font folders that is not a regular file or a folder.
    struct SpecialFile: Equatable {
        /// The file's path.
        var path: String
        /// What it is: "FIFO", "socket", "character device" or "block device".
        var kind: String
    }

    /// The first special file in the font folders of `config` and their subfolders,
    /// walked as fontconfig scans them (names starting with a dot are skipped, symbolic
    /// links are followed, each folder once); nil when there is none.
    static func firstSpecialFile(inFontFoldersOf config: OpaquePointer) -> SpecialFile? {
        guard let list = FcConfigGetFontDirs(config) else { return nil }
        defer { FcStrListDone(list) }
        var folders: [String] = []
        while let folder = FcStrListNext(list) { folders.append(String(cString: folder)) }
        var visited: Set<FolderIdentity> = []
        while let folder = folders.popLast() {
            guard let identity = FolderIdentity(path: folder), visited.insert(identity).inserted,
                let stream = opendir(folder)
            else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = directoryEntryName(entry)
                guard !name.hasPrefix(".") else { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): continue
                case Int32(DT_DIR): folders.append(path)
                default:
                    // A link, or a file system that does not say: what the name leads to.
                    var status = stat()
                    guard stat(path, &status) == 0 else { continue }
                    switch status.st_mode & S_IFMT {
                    case S_IFREG: continue
                    case S_IFDIR: folders.append(path)
                    case S_IFIFO: return SpecialFile(path: path, kind: "FIFO")
                    case S_IFSOCK: return SpecialFile(path: path, kind: "socket")
                    case S_IFCHR: return SpecialFile(path: path, kind: "character device")
                    default: return SpecialFile(path: path, kind: "block device")
                    }
                }
            }
        }
        return nil
    }

    /// A folder by device and inode, so a symbolic link back up the tree is walked once.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
            (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
        }
    }
}
