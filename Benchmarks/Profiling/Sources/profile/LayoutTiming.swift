import BenchmarkInputs
import Glibc
import TextLayout

// profile layout paragraphs [COUNT [SET]]   the paragraphs as one JSON object {"paragraphs": [...]}
// profile layout serve [COUNT [SET]]        reads "cold K" / "warm K" lines on stdin, answers each
//                                           with one JSON line {"ns": [...], "cpu_ns": [...], "lines": [...]}
//
// The paragraphs (200 by default, 1,000 UTF-16 units each, seed 42) are SET's: "sample" (the
// default) the layout benchmark's (SampleParagraphs, drawn from about 150 words), "varied"
// VariedParagraphs (words that rarely repeat, URLs, numbers, dates, prices); laid out in Noto Sans 16 px with no fallback fonts and the
// bundled chain as font source (`.fontChain`: no fontconfig), in a 300 px container with
// the default 5 px line fragment padding: 290 px of text width.
//
// "cold K": K passes over the paragraphs, each layout with a new LayoutCache (no shaped
// words, no line-break iterator yet: what laying out one text costs). "warm K": the same
// with one LayoutCache that the process keeps from its start (shaped words and iterators
// are reused; the caller discards the first pass if it wants a steady state).
// Each layout is timed alone, from the String to the finished LayoutManager (AttributedText
// included): "ns" has its CLOCK_MONOTONIC (wall) times, K x count in pass order, "cpu_ns"
// the thread's CPU time over the same span (CLOCK_THREAD_CPUTIME_ID read just outside the
// wall clock: time while other processes ran is not counted), and "lines" the line count
// of each paragraph.

/// `profile layout`: the Swift side of Benchmarks/peers/layout_peers.py.
func runLayoutTiming(_ arguments: [String]) throws {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 200
    let set = arguments.count > 2 ? arguments[2] : "sample"
    guard let mode = arguments.first, ["paragraphs", "serve"].contains(mode), count > 0,
        ["sample", "varied"].contains(set), arguments.count <= 3
    else {
        fail("usage: profile layout paragraphs|serve [count [sample|varied]]")
    }
    let paragraphs =
        set == "varied"
        ? VariedParagraphs.make(count: count, length: 1000) : SampleParagraphs.make(count: count, length: 1000)
    if mode == "paragraphs" {
        emit("{\"paragraphs\": [" + paragraphs.map(jsonString).joined(separator: ",\n") + "]}\n")
        return
    }
    let timing = LayoutTiming(paragraphs: paragraphs)
    while let command = readLine() {
        let words = command.split(separator: " ")
        guard words.count == 2, ["cold", "warm"].contains(words[0]), let passes = Int(words[1]), passes > 0 else {
            fail("profile layout: expected \"cold K\" or \"warm K\", got \"\(command)\"")
        }
        let (times, cpuTimes, lines) = try timing.run(cold: words[0] == "cold", passes: passes)
        emit("{\"ns\": \(times), \"cpu_ns\": \(cpuTimes), \"lines\": \(lines)}\n")
    }
}

/// `text` as a JSON string literal.
private func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// The paragraphs, their attributes and the cache that warm passes share.
private struct LayoutTiming {
    let paragraphs: [String]
    let attributes = TextAttributes(font: Font.bundled(.notoSans), fallbackFonts: [], size: 16)
    let container = TextContainer(width: 300)
    let sharedCache = LayoutCache()

    /// Lays out every paragraph `passes` times; the wall-clock and CPU time of each layout
    /// and each paragraph's line count.
    func run(cold: Bool, passes: Int) throws -> (times: [Int], cpuTimes: [Int], lines: [Int]) {
        var times: [Int] = []
        var cpuTimes: [Int] = []
        times.reserveCapacity(passes * paragraphs.count)
        cpuTimes.reserveCapacity(passes * paragraphs.count)
        var lines = [Int](repeating: 0, count: paragraphs.count)
        for _ in 0..<passes {
            for (index, paragraph) in paragraphs.enumerated() {
                let cpuStart = nanoseconds(CLOCK_THREAD_CPUTIME_ID)
                let start = nanoseconds(CLOCK_MONOTONIC)
                let cache = cold ? LayoutCache() : sharedCache
                let layout = try LayoutManager(
                    text: AttributedText(paragraph, attributes: attributes), container: container, cache: cache,
                    fontSource: .fontChain)
                let end = nanoseconds(CLOCK_MONOTONIC)
                cpuTimes.append(nanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
                times.append(end - start)
                lines[index] = layout.lineFragments.count
            }
        }
        return (times, cpuTimes, lines)
    }
}
