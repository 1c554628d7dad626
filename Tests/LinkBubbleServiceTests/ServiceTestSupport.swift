import Foundation
import HTTPTypes
import Hummingbird
import LinkBubbleService
import Logging
import ServiceLifecycle
import Testing

@testable import linkbubble

/// A server of the tool's jobs (or of `jobs`) as `configure` sets it, on a loopback
/// port the system picks, for the duration of `test`. The tool's jobs are made once for
/// every test (``toolJobs``).
func withServer<Value: Sendable>(
    jobs: (any ServiceJobs)? = nil, _ configure: (inout ServiceConfiguration) -> Void = { _ in },
    _ test: @Sendable (HTTPTestClient) async throws -> Value
) async throws -> Value {
    try await withServer(jobs: jobs, configure) { _, client in try await test(client) }
}

/// ``withServer(jobs:_:_:)``, whose `test` is given the server too.
func withServer<Value: Sendable>(
    jobs: (any ServiceJobs)? = nil, _ configure: (inout ServiceConfiguration) -> Void = { _ in },
    _ test: @Sendable (LinkBubbleServer, HTTPTestClient) async throws -> Value
) async throws -> Value {
    _ = testFontSetVariable
    var configuration = ServiceConfiguration(version: LinkBubbleVersion.current)
    configuration.port = 0
    configure(&configuration)
    let server = LinkBubbleServer(
        configuration: configuration, jobs: try jobs ?? toolJobs.get(), logger: Logger(label: "test"))
    defer { server.stop() }
    return try await withRunning(server) { _, port in try await test(server, HTTPTestClient(port: port)) }
}

/// The tool's jobs, shared by every test's server: a runner is only read once made, from
/// any thread (``ServiceJobRunner``), and making one parses each command's template,
/// which in a debug build costs more than the rest of a test.
private let toolJobs = Result { try ServeCommand.jobs() }

/// Runs `server`'s application in a service group (as `linkbubble serve` does) until
/// `body`, given the group and the bound port, returns; then shuts the group down
/// gracefully, as SIGTERM does, and waits for it.
func withRunning<Value: Sendable>(
    _ server: LinkBubbleServer, _ body: (ServiceGroup, Int) async throws -> Value
) async throws -> Value {
    let (ports, bound) = AsyncStream.makeStream(of: Int.self)
    let application = server.application { port in bound.yield(port) }
    let group = ServiceGroup(services: [application], logger: Logger(label: "test"))
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask {
            // A server that stops (or never binds) ends the wait for its port.
            defer { bound.finish() }
            try await group.run()
        }
        var port = ports.makeAsyncIterator()
        guard let port = await port.next() else {
            try await tasks.waitForAll()
            throw ServerStoppedBeforeListening()
        }
        let value: Value
        do {
            value = try await body(group, port)
        } catch {
            await group.triggerGracefulShutdown()
            try? await tasks.waitForAll()
            throw error
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        return value
    }
}

/// The service group ended without error before the server listened.
struct ServerStoppedBeforeListening: Error {}

/// FONTCONFIG_FILE for the jobs run in this process, set before the first of them loads
/// the system fonts: `scripts/test`'s file when it is set, else the fixed test font
/// set's own (`Tests/Fonts/fonts.conf`).
private let testFontSetVariable: Void = {
    let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/fonts.conf").path
    setenv("FONTCONFIG_FILE", configuration, 0)
}()

/// `POST /v1/ENDPOINT` with `json` as the body.
func post(
    _ client: HTTPTestClient, _ endpoint: String, _ json: String, headers: HTTPFields = [:]
) async throws -> HTTPTestClient.Response {
    var headers = headers
    headers[.contentType] = "application/json"
    return try await client.execute(uri: "/v1/" + endpoint, method: .post, headers: headers, body: Array(json.utf8))
}

/// The response body's bytes.
func bytes(_ response: HTTPTestClient.Response) -> [UInt8] { response.body }

/// The response body as text.
func text(_ response: HTTPTestClient.Response) -> String { String(decoding: response.body, as: UTF8.self) }

/// The `error.code` of a JSON error body.
func errorCode(_ response: HTTPTestClient.Response) throws -> String? {
    let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    return (object?["error"] as? [String: Any])?["code"] as? String
}

/// A job runner for the queue, deadline and shutdown tests: each job waits until
/// `release()` (or at most `hold`), says it started, and answers `ok`.
final class HeldJobs: ServiceJobs, @unchecked Sendable {
    let endpoints = ["held"]
    private let condition = NSCondition()
    private var released = false
    private var started = 0
    private let hold: TimeInterval

    init(hold: TimeInterval = 30) { self.hold = hold }

    func run(_ endpoint: String, body: [UInt8], imageType: ImageType?) throws(ServiceError) -> ServiceAnswer {
        condition.lock()
        started += 1
        condition.broadcast()
        let until = Date(timeIntervalSinceNow: hold)
        while !released, condition.wait(until: until) {}
        condition.unlock()
        return ServiceAnswer(body: Array("ok".utf8), contentType: "text/plain")
    }

    /// Lets every job, waiting or to come, answer.
    func release() {
        condition.lock()
        defer { condition.unlock() }
        released = true
        condition.broadcast()
    }

    /// Waits until `count` jobs have started.
    func waitForStart(_ count: Int) async {
        while !hasStarted(count) { try? await Task.sleep(for: .milliseconds(5)) }
    }

    /// Whether `count` jobs have started.
    private func hasStarted(_ count: Int) -> Bool { startedCount >= count }

    /// How many jobs have started.
    var startedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return started
    }
}
