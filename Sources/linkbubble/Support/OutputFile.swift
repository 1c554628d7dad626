import ArgumentParser
import Foundation

/// Writing a command's image or document: atomically (a temporary file, then a
/// rename), so a failure never leaves half a file, and never over a folder.
enum OutputFile {
    /// The lower-cased extension of `path` ("png", "svg", "pgm").
    static func kind(of path: String) -> String { (path as NSString).pathExtension.lowercased() }

    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ValidationError("cannot write \(path): \((error as NSError).localizedFailureReason ?? "\(error)")")
        }
    }
}
