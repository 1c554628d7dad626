/// What the service runs: the tool's jobs (``ServiceJobRunner``, over the commands
/// `linkbubble serve` names, whose request bodies are decoded by the same code as batch
/// jobs), or a test's own jobs that hold or fail on purpose.
package protocol ServiceJobs: Sendable {
    /// The endpoints, each `POST /v1/NAME`: the commands a request may run.
    var endpoints: [String] { get }

    /// Runs the job of `endpoint` whose options are the JSON object `body` (a batch
    /// job's keys without `command` and `out`), on the calling thread.
    ///
    /// - Parameter imageType: The image type the client asked for in `Accept`
    ///   (``ImageType``), used when the job names no format; nil for the default.
    /// - Throws: a ``ServiceError`` saying what the client got wrong.
    func run(_ endpoint: String, body: [UInt8], imageType: ImageType?) throws(ServiceError) -> ServiceAnswer
}

/// An image type a client may ask for in `Accept`.
package enum ImageType: String, Sendable, CaseIterable {
    /// `image/png`.
    case png = "image/png"
    /// `image/svg+xml`.
    case svg = "image/svg+xml"
    /// `image/webp`.
    case webp = "image/webp"

    /// The file extension of the type, which names the format of a job's `out`.
    package var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        case .webp: "webp"
        }
    }

    /// The first type of `accept` (an `Accept` header: media types with parameters,
    /// separated by commas) that is an image type, in the order given.
    package static func preferred(in accept: String?) -> ImageType? {
        guard let accept else { return nil }
        for range in accept.split(separator: ",") {
            let type = range.split(separator: ";").first.map { $0.trimmingSpaces().lowercased() } ?? ""
            if let found = ImageType(rawValue: type) { return found }
        }
        return nil
    }
}

/// A job's answer: its bytes and their type, and for an image the command's JSON
/// summary line (sent in the `LinkBubble-Summary` header).
package struct ServiceAnswer: Sendable {
    /// The response body.
    package var body: [UInt8]
    /// Its media type, such as `image/png` or `application/json`.
    package var contentType: String
    /// The JSON summary of an image, nil for a JSON answer.
    package var summary: [UInt8]?

    /// An answer of `body`, typed `contentType`, with the image's `summary`.
    package init(body: [UInt8], contentType: String, summary: [UInt8]? = nil) {
        (self.body, self.contentType, self.summary) = (body, contentType, summary)
    }

    /// The bytes the answer holds, for the cache's byte limit.
    var byteCount: Int { body.count + (summary?.count ?? 0) + contentType.utf8.count }
}

extension Substring {
    /// The text without the spaces and tabs at its ends.
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
