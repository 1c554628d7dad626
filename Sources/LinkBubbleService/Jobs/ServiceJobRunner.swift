import ArgumentParser
import InternalUtilities
import LinkBubble
import LinkBubbleCommandLine
import LinkBubbleJSON

/// The tool's commands as `linkbubble serve`'s jobs: a request body is a batch job
/// without `command` (the endpoint) and `out` (the answer), decoded by the commands'
/// ``JobTemplate``s, as `batch` decodes its lines.
///
/// The endpoints (and their templates) are made once, when the server starts, and only
/// read afterwards, from any worker thread: each job copies its command out of its
/// template.
package final class ServiceJobRunner: ServiceJobs, @unchecked Sendable {
    /// The keys a request may not give: what names a file on the server's disk, and
    /// what the endpoint and the answer stand for (`annotate`'s `image` is a data URL,
    /// see ``ScreenshotFile``).
    static let refusedKeys: Set<String> = ["out", "text-file", "rects-file", "font", "keyframes"]

    /// Each endpoint, by name.
    private let answers: [String: ServiceEndpoint]
    /// The endpoints' names, in the order given.
    package let endpoints: [String]

    /// A runner of `endpoints`, each named by its command.
    package init(endpoints: [ServiceEndpoint]) {
        self.endpoints = endpoints.map(\.name)
        answers = Dictionary(endpoints.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Runs the job of `endpoint` that `body` gives (see ``ServiceJobs/run(_:body:imageType:)``).
    package func run(_ endpoint: String, body: [UInt8], imageType: ImageType?) throws(ServiceError) -> ServiceAnswer {
        do {
            let job = try BatchJob(command: endpoint, options: String(decoding: body, as: UTF8.self))
            if let key = job.options.first(where: { Self.refusedKeys.contains($0.key) })?.key {
                throw ServiceError.invalidJob("\"\(key)\" cannot be given to the service")
            }
            guard let answer = answers[endpoint] else { throw ServiceError.notFound("/v1/\(endpoint)") }
            return try answer.answer(job, imageType)
        } catch let error as ServiceError {
            throw error
        } catch {
            throw Self.serviceError(error)
        }
    }

    /// `error` as the service reports it, with the tool's one-line message: a job that
    /// is not JSON or not a job of the command is 400, one past a limit of the README's
    /// "Limits" 422 (`limit-exceeded`), any other that cannot be done 422.
    static func serviceError(_ error: any Error) -> ServiceError {
        let message = ToolErrors.oneLineMessage(for: error)
        switch error {
        case is JSONInputError, is ValidationError: return .invalidJob(message)
        case is RectUnionError: return .limitExceeded(message)
        case let error as TextLayoutError:
            switch error {
            case .textTooLong, .numberOutOfRange: return .limitExceeded(message)
            default: return .unprocessable(message)
            }
        case let error as RenderError: return isLimit(error) ? .limitExceeded(message) : .unprocessable(message)
        case let error as AnimationError:
            switch error {
            case .tooManyFrames: return .limitExceeded(message)
            case .render(let error): return isLimit(error) ? .limitExceeded(message) : .unprocessable(message)
            default: return .invalidJob(message)
            }
        default: return .unprocessable(message)
        }
    }

    /// Whether `error` is a limit of the README's "Limits" reached.
    private static func isLimit(_ error: RenderError) -> Bool {
        switch error {
        case .imageTooLarge, .coordinateOutOfRange, .tooManyPathElements, .tooManyPoints, .documentTooLarge,
            .glyphImageTooLarge, .invalidScale:
            true
        default: false
        }
    }
}
