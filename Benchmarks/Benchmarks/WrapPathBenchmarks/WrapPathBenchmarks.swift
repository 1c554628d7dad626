import Benchmark
import BenchmarkInputs
import Geometry
import Tolerances
import WrapPath

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = checkedConfiguration(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    for count in [2, 3, 5, 10] {
        let lines = BenchmarkRectSet.textLines.rects(count: count)
        for (name, style) in [("webkit", BubbleStyle.webkit), ("ios", .ios)] {
            Benchmark("Bubble \(name) \(count) lines", configuration: .init(scalingFactor: .kilo)) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(Bubble.bubbles(around: lines, style: style))
                }
            }
        }
    }

    for count in [100, 1_000, 10_000, 100_000, 1_000_000] {
        // A million rects take 0.05-2 s a call: a fixed number of samples, with the peak
        // resident memory.
        let configuration = count < 1_000_000
            ? Benchmark.defaultConfiguration
            : checkedConfiguration(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(60),
                maxIterations: 11, mallocPercent: 25)
        let lines = BenchmarkRectSet.textLines.rects(count: count)
        Benchmark("Union text lines \(count)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(RectUnion.regions(of: lines))
            }
        }
        let ragged = BenchmarkRectSet.ragged.rects(count: count)
        Benchmark("Union ragged text lines \(count)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(RectUnion.regions(of: ragged))
            }
        }
        let random = BenchmarkRectSet.random.rects(count: count)
        Benchmark("Union random \(count)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(RectUnion.regions(of: random))
            }
        }
    }
}
