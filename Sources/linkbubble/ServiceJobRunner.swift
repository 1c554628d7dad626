// Only with the Service trait (Package.swift): the tool without it has no `serve`.
#if Service
import ArgumentParser
import LinkBubble
import LinkBubbleCommandLine
import LinkBubbleJSON
import LinkBubbleService
import InternalUtilities

/// The tool's commands as `linkbubble serve`'s jobs: a request body is a batch job
/// without `command` (the endpoint) and `out` (the answer), decoded by the commands'
/// ``JobTemplate``s, as `batch` decodes its lines.
///
/// The templates are made once, when the server starts, and only read afterwards, from
/// any worker thread: each job copies its command out of its template.
final class ServiceJobRunner: ServiceJobs, @unchecked Sendable {
    private let render: JobTemplate<RenderCommand>
    private let mask: JobTemplate<MaskCommand>
    private let layout: JobTemplate<LayoutCommand>
    private let rects: JobTemplate<RectsCommand>
    private let path: JobTemplate<PathCommand>
    private let annotate: JobTemplate<AnnotateCommand>
    private let animate: JobTemplate<AnimateCommand>

    /// The keys a request may not give: what names a file on the server's disk, and
    /// what the endpoint and the answer stand for (`annotate`'s `image` is a data URL,
    /// see ``ScreenshotFile``).
    static let refusedKeys: Set<String> = ["out", "text-file", "rects-file", "font", "keyframes"]

    /// The runner, its templates made.
    ///
    /// - Throws: the parser's error if a template does not parse (a programming error).
    init() throws {
        render = try JobTemplate()
        mask = try JobTemplate()
        annotate = try JobTemplate()
        animate = try JobTemplate()
        layout = try JobTemplate()
        rects = try JobTemplate()
        path = try JobTemplate()
    }

    let endpoints = ["render", "mask", "annotate", "animate", "layout", "rects", "path"]

    func run(_ endpoint: String, body: [UInt8], imageType: ImageType?) throws(ServiceError) -> ServiceAnswer {
        do {
            let job = try BatchJob(command: endpoint, options: String(decoding: body, as: UTF8.self))
            if let key = job.options.first(where: { Self.refusedKeys.contains($0.key) })?.key {
                throw ServiceError.invalidJob("\"\(key)\" cannot be given to the service")
            }
            let out = "image." + (imageType ?? .png).fileExtension
            switch endpoint {
            case "render": return try image(render, job, out: out) { try $0.output.validatedFormat().rawValue }
            case "mask": return try image(mask, job, out: "image.png") { try $0.output.validatedFormat().rawValue }
            case "annotate":
                try AnnotateCommand.checkRequiredKeys(Set(job.options.map(\.key)))
                let screenshot = try ScreenshotFile(job)
                defer { screenshot.remove() }
                return try image(annotate, screenshot.job, out: out) {
                    try AnnotationFormat.of($0.out, explicit: $0.format).rawValue
                }
            case "animate":
                // Animated WebP unless APNG (image/png) or the SVG flipbook is asked for.
                let format = imageType.map { $0 == .png ? "apng" : $0.fileExtension } ?? "webp"
                return try image(animate, job, out: "image." + (format == "apng" ? "png" : format)) { _ in format }
            case "layout": return try printed(layout, job, contentType: "application/json")
            case "rects": return try printed(rects, job, contentType: "application/json")
            default:
                let command = try path.decoded(job)
                return try printed(path, job, contentType: command.format == .svg ? ImageType.svg.rawValue : "application/json")
            }
        } catch let error as ServiceError {
            throw error
        } catch {
            throw Self.serviceError(error)
        }
    }

    /// Runs an image command with `out` as its file, and answers its file's bytes, typed
    /// by the `format` the command writes, with its JSON line as the summary.
    private func image<Command: JSONCommand>(
        _ template: JobTemplate<Command>, _ job: BatchJob, out: String, format: (Command) throws -> String
    ) throws -> ServiceAnswer {
        var job = job
        job.options.append((key: "out", value: .string(out)))
        try Command.checkRequiredKeys(Set(job.options.map(\.key)))
        let command = try template.decoded(job)
        try command.validateJob()
        let contentType = Self.mediaTypes[try format(command)] ?? "application/octet-stream"
        var image: [UInt8] = []
        let summary = try Self.capturingConsole { try command.execute { bytes, _ in image = bytes } }
        return ServiceAnswer(body: image, contentType: contentType, summary: summary)
    }

    /// Runs a command that prints its answer, and answers what it printed.
    private func printed<Command: JobCommand>(
        _ template: JobTemplate<Command>, _ job: BatchJob, contentType: String
    ) throws -> ServiceAnswer {
        try Command.checkRequiredKeys(Set(job.options.map(\.key)))
        var command = try template.decoded(job)
        try command.validateJob()
        let printed = Printed()
        try Console(input: -1, output: printed.append, error: { _ in }).run { try command.run() }
        return ServiceAnswer(body: printed.bytes, contentType: contentType)
    }

    /// Runs `body` on a console that reads nothing and drops what it prints (a
    /// deprecation warning, say): a request's command never touches the process's own.
    private static func capturingConsole<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Console(input: -1, output: { _ in }, error: { _ in }).run(body)
    }

    /// The media type of each image format the commands write.
    private static let mediaTypes = [
        "png": ImageType.png.rawValue, "svg": ImageType.svg.rawValue, "webp": ImageType.webp.rawValue, "apng": "image/apng",
        "pgm": "image/x-portable-graymap",
    ]

    /// `error` as the service reports it, with the tool's one-line message: a job that
    /// is not JSON or not a job of the command is 400, one past a limit of the README's
    /// "Limits" 422 (`limit-exceeded`), any other that cannot be done 422.
    static func serviceError(_ error: any Error) -> ServiceError {
        let message = BatchCommand.oneLineMessage(for: error)
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

/// What a request's command prints on standard output.
private final class Printed: Sendable {
    private let buffer = PthreadMutex<[UInt8]>([])

    /// Appends `bytes`.
    @Sendable func append(_ bytes: [UInt8]) { buffer.withLock { $0 += bytes } }

    /// Everything printed.
    var bytes: [UInt8] { buffer.withLock { $0 } }
}
#endif
