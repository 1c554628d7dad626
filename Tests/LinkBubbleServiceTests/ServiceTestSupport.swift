import Foundation
import Hummingbird
import HummingbirdTesting
import LinkBubbleService
import Logging
import Testing

@testable import linkbubble

/// A server of the tool's jobs (or of `jobs`) as `configure` sets it, on a loopback
/// port the system picks, for the duration of `test`.
func withServer<Value: Sendable>(
    jobs: (any ServiceJobs)? = nil, _ configure: (inout ServiceConfiguration) -> Void = { _ in },
    _ test: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    try await withServer(jobs: jobs, configure) { _, client in try await test(client) }
}

/// ``withServer(jobs:_:_:)``, whose `test` is given the server too.
func withServer<Value: Sendable>(
    jobs: (any ServiceJobs)? = nil, _ configure: (inout ServiceConfiguration) -> Void = { _ in },
    _ test: @Sendable (LinkBubbleServer, any TestClientProtocol) async throws -> Value
) async throws -> Value {
    _ = testFontSetVariable
    var configuration = ServiceConfiguration(version: LinkBubbleVersion.current)
    configuration.port = 0
    configure(&configuration)
    let server = LinkBubbleServer(
        configuration: configuration, jobs: try jobs ?? ServeCommand.jobs(), logger: Logger(label: "test"))
    defer { server.stop() }
    return try await server.application().test(.live) { client in try await test(server, client) }
}

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
    _ client: any TestClientProtocol, _ endpoint: String, _ json: String, headers: HTTPFields = [:]
) async throws -> TestResponse {
    var headers = headers
    headers[.contentType] = "application/json"
    return try await client.execute(
        uri: "/v1/" + endpoint, method: .post, headers: headers, body: ByteBuffer(string: json))
}

/// `POST /v1/ENDPOINT` with `json` as the body, on a new connection to `port`.
func postOnOwnConnection(port: Int, _ endpoint: String, _ json: String) async throws -> TestClient.Response {
    let client = TestClient(host: "127.0.0.1", port: port)
    client.connect()
    let response = try await client.execute(
        TestClient.Request("/v1/" + endpoint, method: .post, body: ByteBuffer(string: json)))
    try await client.shutdown()
    return response
}

/// The response body's bytes.
func bytes(_ response: TestResponse) -> [UInt8] { Array(response.body.readableBytesView) }

/// The response body as text.
func text(_ response: TestResponse) -> String { String(buffer: response.body) }

/// The `error.code` of a JSON error body.
func errorCode(_ response: TestResponse) throws -> String? { try errorCode(bytes(response)) }

/// The `error.code` of a JSON error body.
func errorCode(_ response: TestClient.Response) throws -> String? {
    try errorCode(response.body.map { Array($0.readableBytesView) } ?? [])
}

/// The `error.code` of the JSON error `body`.
func errorCode(_ body: [UInt8]) throws -> String? {
    let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
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
