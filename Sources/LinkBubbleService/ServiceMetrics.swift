import Metrics
import Prometheus

/// The service's metrics, through swift-metrics into one Prometheus registry per process
/// (swift-metrics has one metrics system per process): request counts by endpoint and
/// status, latencies, the queue's length, cache hits and misses.
struct ServiceMetrics: Sendable {
    /// The registry `GET /metrics` prints, which the process's metrics system writes to.
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    init() { _ = Self.registry }

    /// Counts a request to `endpoint` answered with `status`, which took `nanoseconds`.
    func recordRequest(endpoint: String, status: Int, nanoseconds: Int64) {
        Counter(label: "linkbubble_requests_total", dimensions: [("endpoint", endpoint), ("status", String(status))])
            .increment()
        Timer(label: "linkbubble_request_duration_seconds", dimensions: [("endpoint", endpoint)])
            .recordNanoseconds(nanoseconds)
    }

    /// Records how many jobs wait for a worker.
    func recordQueueLength(_ length: Int) {
        Gauge(label: "linkbubble_queue_length").record(length)
    }

    /// Counts a cache lookup, a hit or a miss.
    func recordCacheLookup(hit: Bool) {
        Counter(label: hit ? "linkbubble_cache_hits_total" : "linkbubble_cache_misses_total").increment()
    }

    /// The metrics in Prometheus's text format.
    func text() -> [UInt8] {
        Self.registry.emitToBuffer()
    }
}
