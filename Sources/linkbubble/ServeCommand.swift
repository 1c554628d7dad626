// Only with the Service trait (Package.swift): the tool without it has no `serve`.
#if Service
import ArgumentParser
import FoundationEssentials
import InternalUtilities
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
            "message"}}: 400 for a bad job, 413 for a body over --max-body-bytes, 422 past a limit, 503 with \
            Retry-After when the queue is full or a job runs past --deadline. GET /healthz, GET /metrics \
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
            configuration: try serviceConfiguration(), jobs: try ServiceJobRunner(),
            logger: Logger(label: "linkbubble.serve"))
        try Self.wait { try await server.run() }
    }

    /// The options as the service's configuration.
    ///
    /// - Throws: a one-line `ValidationError` naming the option out of range.
    func serviceConfiguration() throws -> ServiceConfiguration {
        let workers = self.workers ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...BatchCommand.maximumThreads).contains(workers) else {
            throw ValidationError("--workers must be 1 to \(BatchCommand.maximumThreads), not \(workers)")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        guard queueLength >= 0 else { throw ValidationError("--queue-length must be 0 or more, not \(queueLength)") }
        guard maxBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive, not \(maxBodyBytes)") }
        guard cacheBytes >= 0 else { throw ValidationError("--cache-bytes must be 0 or more, not \(cacheBytes)") }
        guard deadline.isFinite, deadline > 0, deadline <= BatchCommand.maximumJobTimeout else {
            throw ValidationError(
                "--deadline must be more than 0 and at most \(Int(BatchCommand.maximumJobTimeout)) seconds")
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

    /// Runs `body` in a task and blocks this (non-concurrency) thread until it ends: the
    /// tool's commands are synchronous.
    private static func wait(_ body: @escaping @Sendable () async throws -> Void) throws {
        let condition = Condition()
        let outcome = PthreadMutex<Result<Void, any Error>?>(nil)
        Task.detached {
            let result: Result<Void, any Error>
            do { result = .success(try await body()) } catch { result = .failure(error) }
            condition.lock()
            outcome.withLock { $0 = result }
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        while outcome.withLock({ $0 == nil }) { condition.wait() }
        condition.unlock()
        try outcome.withLock { $0 }?.get()
    }
}
#endif
