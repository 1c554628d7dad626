import Benchmark
import LinkBubble
import Tolerances

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = checkedConfiguration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100_000)

    // A whole preview (platter, shadow, the link's glyphs) to PNG bytes at 3x,
    // for the README gallery's two-line sample (laid out once, outside the loop).
    let preview = try? twoLineSample()
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

/// The README gallery's two-line sample ("two-lines" of `linkbubble gallery`), laid out
/// as the tool lays it out.
func twoLineSample() throws -> LinkPreview {
    var text = AttributedText("The release notes at https://example.com/notes/latest list every change.")
    guard let range = text.utf16Range(of: "https://example.com/notes/latest") else {
        throw TextLayoutError.rangeOutOfBounds(range: 0..<0, length: text.length)
    }
    try text.addLink("https://example.com/two-lines", range: range)
    return try LinkPreview(text: text, container: TextContainer(width: 230), characterRange: range)
}
