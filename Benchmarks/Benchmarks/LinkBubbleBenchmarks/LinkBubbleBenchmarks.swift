import Benchmark
import LinkBubble
import Tolerances

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = checkedConfiguration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100_000)

    // A whole preview (platter, shadow, the link's glyphs) to PNG bytes at 3x,
    // for the README gallery's two-line sample (laid out once, outside the loop).
    let preview = try? PreviewGallery.samples[1].preview()
    let appearance = PreviewAppearance(scale: 3, shadow: PreviewShadow())
    Benchmark("Preview to PNG bytes at 3x (two-line link, shadow)") { benchmark in
        guard let preview else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try preview.renderPreview(appearance).png())
        }
    }
    let plain = PreviewAppearance(scale: 3)
    Benchmark("Preview to PNG bytes at 3x (two-line link, no shadow)") { benchmark in
        guard let preview else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try preview.renderPreview(plain).png())
        }
    }
    Benchmark("Text mask of a two-line link at 3x") { benchmark in
        guard let preview else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try preview.mask(scale: 3))
        }
    }
    colorEmojiBenchmarks()
}
