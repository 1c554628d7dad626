import Hummingbird
import HummingbirdTesting
import LinkBubbleService
import Logging
import ServiceLifecycle
import Synchronization
import Testing

@testable import linkbubble

/// A graceful shutdown (what SIGTERM starts) finishes the requests in flight.
@Suite struct ServiceShutdownTests {
    @Test func aRequestInFlightFinishesAfterShutdownStarts() async throws {
        let jobs = HeldJobs()
        var configuration = ServiceConfiguration(version: LinkBubbleVersion.current)
        configuration.port = 0
        let server = LinkBubbleServer(configuration: configuration, jobs: jobs, logger: Logger(label: "test"))
        defer { server.stop() }
        let port = Mutex<Int?>(nil)
        let application = server.application { bound in port.withLock { $0 = bound } }
        let group = ServiceGroup(services: [application], logger: Logger(label: "test"))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            while port.withLock({ $0 == nil }) { try await Task.sleep(for: .milliseconds(10)) }
            let client = TestClient(host: "127.0.0.1", port: try #require(port.withLock { $0 }))
            client.connect()
            async let response = client.execute(TestClient.Request("/v1/held", method: .post, body: ByteBuffer(string: "{}")))
            await jobs.waitForStart(1)
            await group.triggerGracefulShutdown()
            try await Task.sleep(for: .milliseconds(100))
            jobs.release()
            let answer = try await response
            #expect(answer.status == .ok)
            #expect(answer.body.map { String(buffer: $0) } == "ok")
            try await client.shutdown()
            try await tasks.waitForAll()
        }
    }
}
