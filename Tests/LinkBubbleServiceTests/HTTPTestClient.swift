import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix

/// A plain HTTP/1.1 client of the server under test, on SwiftNIO's sockets and HTTP/1.1
/// codec, which Hummingbird brings already: no TLS, no connection pool. Each request has
/// a connection of its own, so requests sent at once are served at once (HTTP/1.1
/// answers one connection's requests in order).
struct HTTPTestClient: Sendable {
    /// A whole response: status, header fields and body.
    struct Response: Sendable {
        /// The status.
        var status: HTTPResponse.Status
        /// The header fields, as the server sent them.
        var headers: HTTPFields
        /// The body's bytes (chunked bodies joined).
        var body: [UInt8]
    }

    /// What went wrong below HTTP.
    enum Failure: Error {
        /// The server closed the connection before the end of the response.
        case closedBeforeTheResponseEnded
    }

    /// The server's port on 127.0.0.1.
    let port: Int

    /// Sends a request on a new connection and reads its whole response.
    func execute(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: [UInt8] = []
    ) async throws -> Response {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        var head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri)
        head.headers.add(name: "Host", value: "127.0.0.1:\(port)")
        head.headers.add(name: "Content-Length", value: String(body.count))
        for field in headers { head.headers.add(name: field.name.rawName, value: field.value) }
        let request = head
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(.head(request))
            if !body.isEmpty { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body)))) }
            try await outbound.write(.end(nil))
            var response: Response?
            for try await part in inbound {
                switch part {
                case .head(let head):
                    response = Response(
                        status: HTTPResponse.Status(code: Int(head.status.code), reasonPhrase: head.status.reasonPhrase),
                        headers: HTTPFields(head.headers.compactMap { name, value in
                            HTTPField.Name(name).map { HTTPField(name: $0, value: value) }
                        }),
                        body: [])
                case .body(let bytes):
                    response?.body += bytes.readableBytesView
                case .end:
                    if let response { return response }
                }
            }
            throw Failure.closedBeforeTheResponseEnded
        }
    }
}
