import Foundation
import HTTPTypes
import Testing

@testable import LinkBubbleService
@testable import linkbubble

/// Every error a client can cause is a typed JSON error with its status.
@Suite struct ServiceErrorTests {
    @Test(arguments: [
        ("render", "not json", 400, "invalid-job"),
        ("render", "[1, 2]", 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "text": "b"}"#, 400, "invalid-job"),
        ("render", #"{"command": "render", "text": "a", "range": [0, 1]}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "out": "/tmp/x.png"}"#, 400, "invalid-job"),
        ("render", #"{"text-file": "/etc/passwd", "range": [0, 1]}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "font": "/etc/passwd"}"#, 400, "invalid-job"),
        ("path", #"{"rects-file": "/etc/passwd"}"#, 400, "invalid-job"),
        ("render", #"{"range": [0, 1]}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "colour": "red"}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "width": "wide"}"#, 400, "invalid-job"),
        ("render", #"{"text": "a"}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 9]}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "size": 1e300}"#, 400, "invalid-job"),
        ("render", #"{"text": "a", "range": [0, 1], "scale": 5000}"#, 422, "limit-exceeded"),
        ("render", #"{"text": "a", "range": [0, 1], "scale": 4000, "size": 400}"#, 422, "limit-exceeded"),
        ("nothing", "{}", 404, "not-found"),
    ])
    func refused(endpoint: String, body: String, status: Int, code: String) async throws {
        try await withServer { client in
            let response = try await post(client, endpoint, body)
            #expect(response.status.code == status, "\(body): \(text(response))")
            #expect(try errorCode(response) == code, "\(body): \(text(response))")
            #expect(response.headers[.contentType] == "application/json")
        }
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        try await withServer({ $0.maximumBodyBytes = 100 }) { client in
            let text = String(repeating: "a", count: 200)
            let response = try await post(client, "layout", #"{"text": "\#(text)"}"#)
            #expect(response.status.code == 413)
            #expect(try errorCode(response) == "body-too-large")
        }
    }

    @Test func aFullQueueIs503WithRetryAfter() async throws {
        let jobs = HeldJobs()
        try await withServer(jobs: jobs, { ($0.workers, $0.queueLength) = (1, 1) }) { server, client in
            // The client gives each request a connection of its own: they run at once.
            async let first = post(client, "held", "{}")
            await jobs.waitForStart(1)
            async let second = post(client, "held", "{}")
            while server.pool.queueLength < 1 { try await Task.sleep(for: .milliseconds(5)) }
            let third = try await post(client, "held", "{}")
            #expect(third.status.code == 503)
            #expect(third.headers[.retryAfter] == "1")
            #expect(try errorCode(third) == "busy")
            jobs.release()
            #expect(try await first.status == .ok)
            #expect(try await second.status == .ok)
            #expect(jobs.startedCount == 2)
        }
    }

    @Test func aJobPastTheDeadlineIs503() async throws {
        let jobs = HeldJobs(hold: 2)
        try await withServer(jobs: jobs, { $0.deadline = .milliseconds(100) }) { client in
            let response = try await post(client, "held", "{}")
            #expect(response.status.code == 503)
            #expect(response.headers[.retryAfter] == "1")
            #expect(try errorCode(response) == "deadline-exceeded")
            jobs.release()
        }
    }
}
