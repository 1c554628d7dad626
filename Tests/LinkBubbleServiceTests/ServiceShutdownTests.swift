import LinkBubbleService
import Logging
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
        try await withRunning(server) { group, port in
            async let response = HTTPTestClient(port: port).execute(uri: "/v1/held", method: .post, body: Array("{}".utf8))
            await jobs.waitForStart(1)
            await group.triggerGracefulShutdown()
            try await Task.sleep(for: .milliseconds(100))
            jobs.release()
            let answer = try await response
            #expect(answer.status == .ok)
            #expect(answer.body == Array("ok".utf8))
        }
    }
}
