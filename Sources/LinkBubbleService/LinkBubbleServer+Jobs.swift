import HTTPTypes
import Hummingbird
import Logging

extension LinkBubbleServer {
    /// The `LinkBubble-Summary` header: an image's JSON summary, non-ASCII escaped.
    package static let summaryField = HTTPField.Name("LinkBubble-Summary")!

    /// The answer to `POST /v1/ENDPOINT`: the job's bytes, 304 for a matching
    /// `If-None-Match`, or a JSON error; counted, timed and logged.
    func respond(to request: Request, endpoint: String, logger: Logger) async -> Response {
        let start = ContinuousClock.now
        let response: Response
        var cacheState = "none"
        do throws(ServiceError) {
            let body = try await readBody(request)
            let imageType = ImageType.preferred(in: request.headers[.accept])
            let tag = etag(endpoint: endpoint, imageType: imageType, body: body)
            if Self.matches(request.headers[.ifNoneMatch], tag) {
                response = Response(status: .notModified, headers: [.eTag: tag])
            } else {
                let answer: ServiceAnswer
                if let cached = cache?.answer(for: tag) {
                    (answer, cacheState) = (cached, "hit")
                } else {
                    answer = try await runJob(endpoint, body: body, imageType: imageType)
                    cache?.store(answer, for: tag)
                    cacheState = cache == nil ? "none" : "miss"
                }
                if cache != nil { metrics.recordCacheLookup(hit: cacheState == "hit") }
                var headers: HTTPFields = [.eTag: tag]
                if let summary = answer.summary { headers[Self.summaryField] = JSONString.asciiEscaped(summary) }
                response = Self.response(status: .ok, contentType: answer.contentType, body: answer.body, headers: headers)
            }
        } catch {
            response = Self.response(for: error)
        }
        record(response, endpoint: endpoint, cacheState: cacheState, since: start, logger: logger)
        return response
    }

    /// The body, at most the configured number of bytes.
    private func readBody(_ request: Request) async throws(ServiceError) -> [UInt8] {
        let limit = configuration.maximumBodyBytes
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw .bodyTooLarge(limit: limit)
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch {
            throw .bodyTooLarge(limit: limit)
        }
    }

    /// Runs the job on the pool, within the deadline.
    private func runJob(_ endpoint: String, body: [UInt8], imageType: ImageType?) async throws(ServiceError) -> ServiceAnswer {
        let jobs = self.jobs
        let outcome = await pool.run(deadline: configuration.deadline) { () -> Result<ServiceAnswer, ServiceError> in
            Result { () throws(ServiceError) in try jobs.run(endpoint, body: body, imageType: imageType) }
        }
        metrics.recordQueueLength(pool.queueLength)
        switch outcome {
        case .finished(let result): return try result.get()
        case .queueFull: throw .busy
        case .deadlinePassed: throw .deadlineExceeded(configuration.deadline)
        }
    }

    /// The strong ETag of a job: SHA-256 of the library version, the endpoint, the image
    /// type asked for and the body, so the same request gets the same tag from any process.
    func etag(endpoint: String, imageType: ImageType?, body: [UInt8]) -> String {
        var message = Array(configuration.version.utf8) + [0] + Array(endpoint.utf8) + [0]
        message += Array((imageType?.rawValue ?? "").utf8) + [0] + body
        return "\"" + SHA256.hex(message) + "\""
    }

    /// Whether `ifNoneMatch` (a list of entity tags, or `*`) names `tag`; weak tags
    /// match too (RFC 9110's weak comparison, which `If-None-Match` uses).
    static func matches(_ ifNoneMatch: String?, _ tag: String) -> Bool {
        guard let ifNoneMatch else { return false }
        return ifNoneMatch.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingSpaces()
            return trimmed == "*" || trimmed == tag || (trimmed.hasPrefix("W/") && trimmed.dropFirst(2) == tag)
        }
    }
}
