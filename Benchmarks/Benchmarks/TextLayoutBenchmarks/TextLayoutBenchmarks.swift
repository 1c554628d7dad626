import Benchmark
import BenchmarkInputs
import Geometry
import TextLayout
import Tolerances

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = checkedConfiguration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100_000)

    // A 1,000-character English paragraph, 300 px wide, Noto Sans 16 px, a
    // different paragraph each iteration (whole-paragraph caches cannot help; the word
    // cache can, as in Chromium and Android).
    let paragraphs = SampleParagraphs.make(count: 4096, length: 1000)
    let attributes = TextAttributes(font: Font.bundled(.notoSans), fallbackFonts: [], size: 16)
    let container = TextContainer(width: 300)
    let cache = LayoutCache()
    Benchmark("Layout 1,000-character paragraph, 300 px") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let text = AttributedText(paragraphs[index & 4095], attributes: attributes)
            index += 1
            blackHole(try LayoutManager(text: text, container: container, cache: cache))
        }
    }

    // The same paragraphs, each laid out alone with a fresh LayoutCache (cold:
    // the usual case for a single text, no word is cached), 290 px of text width as the
    // peer comparison (Benchmarks/peers) measures.
    let narrow = TextContainer(width: 290)
    Benchmark("Layout 1,000-character paragraph, 290 px, cold (fresh LayoutCache)") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let text = AttributedText(paragraphs[index & 4095], attributes: attributes)
            index += 1
            blackHole(try LayoutManager(text: text, container: narrow, cache: LayoutCache()))
        }
    }

    // A 1,000-character mixed-script paragraph (twelve scripts and emoji) with
    // the system's fonts as fallback, on the fixed test font set (Tests/Fonts/fonts.conf,
    // so that every machine answers alike). Steady state: one source and one cache
    // shared by every iteration, a different paragraph each time.
    let fontSet = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
        .joined(separator: "/")) + "/Tests/Fonts/fonts.conf"
    let mixed = MixedScriptParagraphs.make(count: 4096, length: 1000)
    let mixedAttributes = TextAttributes(size: 16)
    let systemFonts = try? SystemFontSource(configurationFile: fontSet)
    let mixedCache = LayoutCache()
    Benchmark("Layout 1,000-character mixed-script paragraph, system fallback, steady state") { benchmark in
        guard let systemFonts else { return }
        var index = 0
        for _ in benchmark.scaledIterations {
            let text = AttributedText(mixed[index & 4095], attributes: mixedAttributes)
            index += 1
            blackHole(try LayoutManager(text: text, container: container, cache: mixedCache, fontSource: systemFonts))
        }
    }

    // The same paragraphs with the chain alone (no system fonts: the scripts the bundled
    // fonts lack are missing-glyph boxes): the cost of the text itself, without fallback.
    let chainCache = LayoutCache()
    Benchmark("Layout 1,000-character mixed-script paragraph, chain only") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let text = AttributedText(mixed[index & 4095], attributes: mixedAttributes)
            index += 1
            blackHole(try LayoutManager(text: text, container: container, cache: chainCache, fontSource: .fontChain))
        }
    }

    // The same with everything new each time: a new source (fontconfig loads the
    // configuration and its cache, sorts the fallback lists, faces are opened) and a new
    // layout cache (every word shaped).
    Benchmark(
        "Layout 1,000-character mixed-script paragraph, system fallback, first layout",
        configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
            let text = AttributedText(mixed[index & 4095], attributes: mixedAttributes)
            index += 1
            let source = try SystemFontSource(configurationFile: fontSet)
            blackHole(try LayoutManager(text: text, container: container, cache: LayoutCache(), fontSource: source))
        }
    }

    // The Latin-only paragraphs under the same conditions as the steady state (the
    // bundled chain and the same system source, which they never need).
    let latinCache = LayoutCache()
    Benchmark("Layout 1,000-character paragraph, 300 px, system source") { benchmark in
        guard let systemFonts else { return }
        var index = 0
        for _ in benchmark.scaledIterations {
            let text = AttributedText(paragraphs[index & 4095], attributes: mixedAttributes)
            index += 1
            blackHole(try LayoutManager(text: text, container: container, cache: latinCache, fontSource: systemFonts))
        }
    }

    // 1 MB of text, peak memory.
    let megabyte = SampleParagraphs.make(count: 1000, length: 1000, seed: 7).joined(separator: "\n")
    Benchmark(
        "Layout 1 MB text",
        configuration: checkedConfiguration(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(10), maxIterations: 3)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try LayoutManager(text: AttributedText(megabyte), container: container))
        }
    }

    // A 60-character link in a laid-out 1,000-character paragraph.
    var linked = AttributedText(paragraphs[0], attributes: attributes)
    let linkRange = 470..<530
    try? linked.addLink("https://example.com", range: linkRange)
    let layout = try? LayoutManager(text: linked, container: container, cache: cache)
    let linkRects = (try? layout?.enclosingRects(forCharacterRange: linkRange)) ?? []
    let probe = linkRects.first.map { Point(x: $0.midX, y: $0.midY) } ?? .zero

    Benchmark("Enclosing rects of a 60-character link (closure)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        guard let layout else { return }
        for _ in benchmark.scaledIterations {
            var total = 0.0
            try layout.enumerateEnclosingRects(forCharacterRange: linkRange) { rect, _ in total += rect.width }
            blackHole(total)
        }
    }

    Benchmark("Enclosing rects of a 60-character link (array)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        guard let layout else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try layout.enclosingRects(forCharacterRange: linkRange))
        }
    }

    Benchmark("link(at:) on a 60-character link", configuration: .init(scalingFactor: .kilo)) { benchmark in
        guard let layout else { return }
        for _ in benchmark.scaledIterations {
            blackHole(layout.link(at: probe))
        }
    }
}
