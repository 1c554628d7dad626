import HTTPTypes
import Hummingbird
import Logging

extension LinkBubbleServer {
    /// The method each path answers: `GET` for the page and the operations, `POST` for
    /// each job's endpoint.
    var routes: [String: HTTPRequest.Method] {
        var routes: [String: HTTPRequest.Method] = ["/": .get, "/healthz": .get, "/metrics": .get]
        for endpoint in jobs.endpoints { routes["/v1/" + endpoint] = .post }
        return routes
    }

    /// The answer to a request that no route takes: 405 with `Allow` for a path of the
    /// routes asked with another method, else 404; a JSON error either way, counted
    /// under the endpoint `unrouted` (a client's paths never become metric labels).
    func respondUnrouted(to request: Request, logger: Logger) -> Response {
        let start = ContinuousClock.now
        let path = request.uri.path
        let response: Response
        if let method = routes[path] {
            response = Self.response(
                for: .methodNotAllowed(request.method.rawValue, path: path, allowed: method.rawValue),
                headers: [.allow: method.rawValue])
        } else {
            response = Self.response(for: .notFound(path))
        }
        record(response, endpoint: "unrouted", cacheState: "none", since: start, logger: logger)
        return response
    }

    /// The JSON answer of `error`, with `Retry-After` for a 503.
    static func response(for error: ServiceError, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        if error.status == 503 { headers[.retryAfter] = "1" }
        return response(
            status: HTTPResponse.Status(code: error.status), contentType: "application/json", body: error.json,
            headers: headers)
    }

    /// Counts, times and logs `response` to a request to `endpoint` that arrived at `start`.
    func record(
        _ response: Response, endpoint: String, cacheState: String, since start: ContinuousClock.Instant,
        logger: Logger
    ) {
        let elapsed = ContinuousClock.now - start
        let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
        metrics.recordRequest(endpoint: endpoint, status: response.status.code, nanoseconds: nanoseconds)
        logger.info(
            "request",
            metadata: [
                "endpoint": "\(endpoint)", "status": "\(response.status.code)", "cache": "\(cacheState)",
                "ms": "\(Double(nanoseconds / 1000) / 1000)",
            ])
    }
}

/// Turns the router's own 404, which it throws for a path it has no route for or a method
/// the path's route does not take, into the service's JSON error (404 or 405).
struct UnroutedRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The server whose routes the router holds.
    let server: LinkBubbleServer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return server.respondUnrouted(to: request, logger: context.logger)
        }
    }
}
