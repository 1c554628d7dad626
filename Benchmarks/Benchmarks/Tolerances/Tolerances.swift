import Benchmark

/// A configuration of `metrics` whose p90 values `check-thresholds` (`swift package benchmark
/// thresholds check`) compares with the values recorded in `Thresholds/`, within these
/// tolerances.
///
/// Allocation counts do not depend on the machine: a change of more than 5 % is a change of
/// the code (`mallocPercent` widens that where a run's count moves by itself, as the unions
/// of a million rects do by up to a tenth). Time and resident memory do: the project's 2-core machine is shared, and a
/// benchmark there runs up to twice as slow under load as on its own, so wall clock may be
/// up to 2.5 times the recorded p90 (a run faster than recorded never fails), resident
/// memory 25 % either way.
public func checkedConfiguration(
    metrics: [BenchmarkMetric], maxDuration: Duration, maxIterations: Int, mallocPercent: Double = 5
) -> Benchmark.Configuration {
    let tolerances: [BenchmarkMetric: BenchmarkThresholds] = [
        .mallocCountTotal: .init(relative: [.p90: mallocPercent]),
        .wallClock: .init(relative: [.p90: 150]),
        .peakMemoryResident: .init(relative: [.p90: 25]),
    ]
    return .init(
        metrics: metrics, maxDuration: maxDuration, maxIterations: maxIterations,
        thresholds: tolerances.filter { metrics.contains($0.key) })
}
