import InternalUtilities
import LinkBubbleJSON

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The image of a `POST /v1/annotate` request, which comes in the job as a data URL
/// (`"image": "data:image/png;base64,..."`) instead of a file on the server's disk:
/// written to a temporary file for `annotate` to read, and removed after the job.
struct ScreenshotFile {
    /// The job with `image` naming the temporary file.
    let job: BatchJob
    private let path: String

    /// Writes the job's image to a temporary file.
    ///
    /// - Throws: a ``ServiceError`` when `image` is not a base64 data URL, or the file
    ///   cannot be written.
    init(_ job: BatchJob) throws(ServiceError) {
        guard let index = job.options.firstIndex(where: { $0.key == "image" }),
            case .string(let url) = job.options[index].value, url.hasPrefix("data:"),
            let comma = url.firstIndex(of: ","), url[..<comma].hasSuffix(";base64"),
            let bytes = Data(base64Encoded: String(url[url.index(after: comma)...]))
        else {
            throw .invalidJob("\"image\" must be a data URL of a PNG, JPEG or WebP file: data:image/png;base64,...")
        }
        var template = Array("/tmp/linkbubble-serve-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw .unprocessable("cannot write the image to a temporary file") }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = FileDescriptorWriting.writeAll(Array(bytes), to: descriptor)
        close(descriptor)
        var job = job
        job.options[index].value = .string(path)
        self.job = job
        guard written else {
            remove()
            throw .unprocessable("cannot write the image to a temporary file")
        }
    }

    /// Removes the temporary file.
    func remove() { unlink(path) }
}
