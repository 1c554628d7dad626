import Foundation
import HTTPTypes
import Testing

@testable import LinkBubbleService
@testable import linkbubble

/// A request outside the routes gets the service's JSON error too: 404 for a path it
/// does not serve, 405 with `Allow` for another method on one it does.
@Suite struct ServiceRoutingTests {
    @Test(arguments: [
        (HTTPRequest.Method.get, "/nope", 404, "not-found", nil),
        (.post, "/v2/render", 404, "not-found", nil),
        (.post, "/v1/nothing", 404, "not-found", nil),
        (.post, "/v1/render/more", 404, "not-found", nil),
        (.get, "/v1", 404, "not-found", nil),
        (.post, "/", 405, "method-not-allowed", "GET"),
        (.delete, "/healthz", 405, "method-not-allowed", "GET"),
        (.post, "/metrics", 405, "method-not-allowed", "GET"),
        (.get, "/v1/render", 405, "method-not-allowed", "POST"),
        (.put, "/v1/layout", 405, "method-not-allowed", "POST"),
    ] as [(HTTPRequest.Method, String, Int, String, String?)])
    func answersOutsideTheRoutes(method: HTTPRequest.Method, path: String, status: Int, code: String, allow: String?)
        async throws
    {
        try await withServer { client in
            let response = try await client.execute(uri: path, method: method, body: Array("{}".utf8))
            #expect(response.status.code == status, "\(method) \(path): \(text(response))")
            #expect(try errorCode(response) == code, "\(method) \(path): \(text(response))")
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.allow] == allow)
        }
    }

    @Test func theMessageNamesThePathAndTheMethods() async throws {
        try await withServer { client in
            let missing = try await client.execute(uri: "/nope", method: .get)
            #expect(text(missing) == #"{"error":{"code":"not-found","message":"no endpoint at /nope"}}"#)
            let wrongMethod = try await client.execute(uri: "/v1/render", method: .get)
            #expect(
                text(wrongMethod)
                    == #"{"error":{"code":"method-not-allowed","message":"/v1/render takes POST, not GET"}}"#)
        }
    }

    @Test func unroutedRequestsAreCountedUnderOneLabel() async throws {
        try await withServer { client in
            _ = try await client.execute(uri: "/a-path-of-the-client", method: .get)
            _ = try await post(client, "another-one", "{}")
            let metrics = text(try await client.execute(uri: "/metrics", method: .get))
            #expect(metrics.contains(#"endpoint="unrouted""#))
            #expect(!metrics.contains("a-path-of-the-client"))
            #expect(!metrics.contains("another-one"))
        }
    }
}
