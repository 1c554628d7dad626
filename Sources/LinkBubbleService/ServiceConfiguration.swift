/// How a ``LinkBubbleServer`` listens and what it allows each request.
package struct ServiceConfiguration: Sendable {
    /// The address to listen on.
    package var host = "127.0.0.1"
    /// The port to listen on; 0 for any free port.
    package var port = 8080
    /// How many jobs run at once, each on a thread of its own (rendering is CPU-bound).
    package var workers = 2
    /// How many jobs may wait for a worker; past that, requests get 503 with `Retry-After`.
    package var queueLength = 64
    /// The largest request body, in bytes (413 past it).
    package var maximumBodyBytes = 1 << 20
    /// How long a request may wait for and run its job (503 past it).
    package var deadline: Duration = .seconds(10)
    /// The byte limit of the process-wide answer cache; 0 for no cache.
    package var cacheBytes = 0
    /// The library version, part of every ETag: a new version may draw differently.
    package var version: String

    /// The defaults, for `version`.
    package init(version: String) { self.version = version }
}
