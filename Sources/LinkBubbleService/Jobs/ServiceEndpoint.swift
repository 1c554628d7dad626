import InternalUtilities
import LinkBubbleCommandLine
import LinkBubbleJSON

/// One of `linkbubble serve`'s endpoints: a command, its ``JobTemplate`` made once, and
/// how its job's answer is made: the file an image command writes, or what a command
/// prints.
package struct ServiceEndpoint {
    /// The endpoint's name, `POST /v1/NAME`: its command's.
    package let name: String
    /// The answer to a decoded job, for the image type the client asked for.
    let answer: (BatchJob, ImageType?) throws -> ServiceAnswer

    /// The media type of each image format the commands write.
    private static let mediaTypes = [
        "png": ImageType.png.rawValue, "svg": ImageType.svg.rawValue, "webp": ImageType.webp.rawValue, "apng": "image/apng",
        "pgm": "image/x-portable-graymap",
    ]

    /// The endpoint of `Command`, which writes an image: the command runs with `out`
    /// named by `file` (by default `image.` and the extension of the type asked for,
    /// PNG when none is), and the answer is its file's bytes, typed by the format
    /// `format` says the command writes, with its JSON line as the summary. With
    /// `imageAsDataURL`, the job's `image` is a data URL (``ScreenshotFile``).
    ///
    /// - Throws: the parser's error if the command's template does not parse (a
    ///   programming error).
    package static func image<Command: JSONCommand>(
        _ command: Command.Type, imageAsDataURL: Bool = false,
        file: @escaping (ImageType?) -> String = { "image." + ($0 ?? .png).fileExtension },
        format: @escaping (Command, ImageType?) throws -> String
    ) throws -> ServiceEndpoint {
        let template = try JobTemplate<Command>()
        return ServiceEndpoint(name: Command._commandName) { job, imageType in
            guard imageAsDataURL else { return try image(template, job, out: file(imageType), imageType, format: format) }
            try Command.checkRequiredKeys(Set(job.options.map(\.key)))
            let screenshot = try ScreenshotFile(job)
            defer { screenshot.remove() }
            return try image(template, screenshot.job, out: file(imageType), imageType, format: format)
        }
    }

    /// The endpoint of `Command`, which prints its answer: the answer is what it
    /// printed, JSON, or typed by `contentType` given the command, which is then
    /// decoded (and its errors reported) before the job's keys are checked.
    ///
    /// - Throws: the parser's error if the command's template does not parse (a
    ///   programming error).
    package static func printed<Command: JobCommand>(
        _ command: Command.Type, contentType: ((Command) -> String)? = nil
    ) throws -> ServiceEndpoint {
        let template = try JobTemplate<Command>()
        return ServiceEndpoint(name: Command._commandName) { job, _ in
            let type = try contentType.map { $0(try template.decoded(job)) } ?? "application/json"
            try Command.checkRequiredKeys(Set(job.options.map(\.key)))
            var command = try template.decoded(job)
            try command.validateJob()
            let printed = Printed()
            try Console(input: -1, output: printed.append, error: { _ in }).run { try command.run() }
            return ServiceAnswer(body: printed.bytes, contentType: type)
        }
    }

    /// Runs an image command with `out` as its file, and answers its file's bytes.
    private static func image<Command: JSONCommand>(
        _ template: JobTemplate<Command>, _ job: BatchJob, out: String, _ imageType: ImageType?,
        format: (Command, ImageType?) throws -> String
    ) throws -> ServiceAnswer {
        var job = job
        job.options.append((key: "out", value: .string(out)))
        try Command.checkRequiredKeys(Set(job.options.map(\.key)))
        let command = try template.decoded(job)
        try command.validateJob()
        let contentType = mediaTypes[try format(command, imageType)] ?? "application/octet-stream"
        var image: [UInt8] = []
        // A console that reads nothing and drops what the command prints (a deprecation
        // warning, say): a request's command never touches the process's own.
        let summary = try Console(input: -1, output: { _ in }, error: { _ in }).run {
            try command.execute { bytes, _ in image = bytes }
        }
        return ServiceAnswer(body: image, contentType: contentType, summary: summary)
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
