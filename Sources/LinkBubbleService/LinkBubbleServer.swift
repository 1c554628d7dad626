import Hummingbird
import Logging
import ServiceLifecycle

/// `linkbubble serve`: the tool's jobs over HTTP, on Hummingbird.
///
/// `POST /v1/ENDPOINT` runs a job (see ``ServiceJobs``), `GET /` is the playground page,
/// `GET /healthz` and `GET /metrics` are for the process's supervisor; any other path is a
/// JSON 404, another method on one of these a JSON 405. Jobs run on a
/// ``JobPool`` of `workers` threads behind a bounded queue; answers carry a strong ETag
/// and may be kept in a process-wide LRU cache. Stateless: processes behind a load
/// balancer share nothing but the fonts on disk.
package struct LinkBubbleServer: Sendable {
    /// How the server listens and what it allows.
    package let configuration: ServiceConfiguration
    let jobs: any ServiceJobs
    let pool: JobPool
    let cache: ResponseCache?
    let metrics = ServiceMetrics()
    let logger: Logger

    /// A server running `jobs` as `configuration` says, logging to `logger`. Its worker
    /// threads start now and end at ``stop()``.
    package init(configuration: ServiceConfiguration, jobs: any ServiceJobs, logger: Logger) {
        self.configuration = configuration
        self.jobs = jobs
        self.logger = logger
        pool = JobPool(workers: configuration.workers, queueLength: configuration.queueLength)
        cache = configuration.cacheBytes > 0 ? ResponseCache(byteLimit: configuration.cacheBytes) : nil
    }

    /// The Hummingbird application: its routes, on the configured address.
    ///
    /// - Parameter onServerRunning: Called with the listening port once the server listens
    ///   (the port is the one bound when the configuration's port is 0).
    package func application(
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: UnroutedRequestMiddleware(server: self))
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: PlaygroundPage.html)))
        }
        router.get("/healthz") { _, _ in
            Self.response(status: .ok, contentType: "application/json", body: Array(#"{"status":"ok"}"#.utf8))
        }
        router.get("/metrics") { _, _ in
            metrics.recordQueueLength(pool.queueLength)
            return Self.response(status: .ok, contentType: "text/plain; version=0.0.4", body: metrics.text())
        }
        for endpoint in jobs.endpoints {
            router.post(RouterPath("/v1/" + endpoint)) { request, context in
                await respond(to: request, endpoint: endpoint, logger: context.logger)
            }
        }
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "linkbubble"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    }

    /// Serves until SIGTERM or SIGINT, then stops taking connections, finishes the
    /// requests in flight and returns.
    package func run() async throws {
        defer { stop() }
        let application = application { port in
            logger.info("listening", metadata: ["host": "\(configuration.host)", "port": "\(port)"])
        }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }

    /// Lets the worker threads end once their queue is empty.
    package func stop() { pool.stop() }

    /// A response of `body`, typed `contentType`.
    static func response(
        status: HTTPResponse.Status, contentType: String, body: [UInt8], headers: HTTPFields = [:]
    ) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
