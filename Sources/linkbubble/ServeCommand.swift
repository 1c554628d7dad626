// Only with the Service trait (Package.swift): the tool without it has no `serve`.
#if Service
import ArgumentParser
import FoundationEssentials
import LinkBubbleCommandLine
import LinkBubbleService
import Logging

/// `linkbubble serve`: the tool's jobs over HTTP, and the playground page.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve render, mask, annotate, animate, layout, rects and path over HTTP, with a playground page at /.",
        discussion: """
            POST /v1/render, /v1/mask, /v1/annotate, /v1/animate, /v1/layout, /v1/rects and /v1/path take a batch job's JSON \
            without "command" and "out" (annotate's "image" a data URL) and answer the image (the summary in the \
            LinkBubble-Summary header) or the JSON. Answers carry a strong ETag (If-None-Match gives 304). Errors are {"error": {"code", \
            "message"}}: 400 for a bad job, 404 for a path it does not serve, 405 (with Allow) for a method a path \
            does not take, 413 for a body over --max-body-bytes, 422 past a limit, 503 with Retry-After when the \
            queue is full or a job runs past --deadline. GET /healthz, GET /metrics \
            (Prometheus). SIGTERM or SIGINT stops it after the requests in flight.
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "How many jobs run at once, each on a thread (default: the number of cores).")
    var workers: Int?

    @Option(help: "How many jobs may wait for a worker before requests get 503.")
    var queueLength = 64

    @Option(help: "The largest request body in bytes (413 past it).")
    var maxBodyBytes = 1 << 20

    @Option(help: "Seconds a request may wait for and run its job (503 past it).")
    var deadline = 10.0

    @Option(help: "The byte limit of the process-wide LRU cache of answers (0: no cache).")
    var cacheBytes = 0

    func run() throws {
        let server = LinkBubbleServer(
            configuration: try serviceConfiguration(), jobs: try Self.jobs(), logger: Logger(label: "linkbubble.serve"))
        try server.runBlocking()
    }

    /// The service's jobs: the commands that write an image answer it (animated WebP
    /// unless APNG, for `image/png`, or the SVG flipbook is asked for), the others what
    /// they print (`path`'s SVG typed as such).
    ///
    /// - Throws: the parser's error if a command's template does not parse (a
    ///   programming error).
    static func jobs() throws -> ServiceJobRunner {
        let animation = { (type: ImageType?) in type.map { $0 == .png ? "apng" : $0.fileExtension } ?? "webp" }
        return ServiceJobRunner(endpoints: [
            try .image(RenderCommand.self) { command, _ in try command.output.validatedFormat().rawValue },
            try .image(MaskCommand.self, file: { _ in "image.png" }) { command, _ in
                try command.output.validatedFormat().rawValue
            },
            try .image(AnnotateCommand.self, imageAsDataURL: true) { command, _ in
                try AnnotationFormat.of(command.out, explicit: command.format).rawValue
            },
            try .image(AnimateCommand.self, file: { "image." + (animation($0) == "apng" ? "png" : animation($0)) }) {
                animation($1)
            },
            try .printed(LayoutCommand.self), try .printed(RectsCommand.self),
            try .printed(PathCommand.self) { $0.format == .svg ? ImageType.svg.rawValue : "application/json" },
        ])
    }

    /// The options as the service's configuration.
    ///
    /// - Throws: a one-line `ValidationError` naming the option out of range.
    func serviceConfiguration() throws -> ServiceConfiguration {
        let workers = self.workers ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...BatchRun.maximumThreads).contains(workers) else {
            throw ValidationError("--workers must be 1 to \(BatchRun.maximumThreads), not \(workers)")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        guard queueLength >= 0 else { throw ValidationError("--queue-length must be 0 or more, not \(queueLength)") }
        guard maxBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive, not \(maxBodyBytes)") }
        guard cacheBytes >= 0 else { throw ValidationError("--cache-bytes must be 0 or more, not \(cacheBytes)") }
        guard deadline.isFinite, deadline > 0, deadline <= BatchRun.maximumJobTimeout else {
            throw ValidationError(
                "--deadline must be more than 0 and at most \(Int(BatchRun.maximumJobTimeout)) seconds")
        }
        var configuration = ServiceConfiguration(version: LinkBubbleVersion.current)
        configuration.host = host
        configuration.port = port
        configuration.workers = workers
        configuration.queueLength = queueLength
        configuration.maximumBodyBytes = maxBodyBytes
        configuration.deadline = .milliseconds((deadline * 1000).rounded(.up))
        configuration.cacheBytes = cacheBytes
        return configuration
    }
}
#endif
