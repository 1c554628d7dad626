#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file, for checking what the renderer wrote.
package func readFile(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw FileReadError.cannotOpen(path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

package enum FileReadError: Error { case cannotOpen(String) }
