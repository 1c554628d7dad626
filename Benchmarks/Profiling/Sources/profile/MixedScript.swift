import BenchmarkInputs
import Glibc
import TextLayout

// profile mixed-script mixed|latin|mixed-cold|latin-cold WARM-UP MEASURED
//
// Lays out the layout benchmarks' paragraphs (a different one each time) with one shared
// SystemFontSource on the fixed test font set and one LayoutCache, as TextLayoutBenchmarks'
// steady-state cases do, and prints the measured layouts' mean wall-clock time. Under
// callgrind, `--toggle-collect='*measuredPhase*'` counts only the measured layouts. The cold
// modes give every layout a fresh LayoutCache: `mixed-cold` with the same source and 300 px;
// `latin-cold` as the peer comparison does (the bundled chain, Noto Sans 16 px, 290 px of text
// width).

/// `profile mixed-script`: mixed-script against Latin layouts, for the wall clock and callgrind.
func runMixedScript(_ arguments: [String]) throws {
    let modes = ["mixed", "latin", "mixed-cold", "latin-cold"]
    guard arguments.count == 3, modes.contains(arguments[0]), let warmUp = Int(arguments[1]),
        let measured = Int(arguments[2]), warmUp >= 0, measured > 0
    else { fail("usage: profile mixed-script mixed|latin|mixed-cold|latin-cold <warm-up> <measured>") }
    let mode = arguments[0]
    let fontSet = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(5)
        .joined(separator: "/")) + "/Tests/Fonts/fonts.conf"
    let texts =
        mode.hasPrefix("mixed")
        ? MixedScriptParagraphs.make(count: 4096, length: 1000) : SampleParagraphs.make(count: 4096, length: 1000)
    let source: any FontSource =
        mode == "latin-cold" ? FontChainSource.fontChain : try SystemFontSource(configurationFile: fontSet)
    let layouts = MixedScriptLayouts(
        texts: texts, container: TextContainer(width: mode == "latin-cold" ? 290 : 300), source: source,
        cold: mode.hasSuffix("-cold"))
    _ = try layouts.layOut(0..<warmUp)
    let start = nanoseconds(CLOCK_MONOTONIC)
    let lines = try layouts.measuredPhase(warmUp..<(warmUp + measured))
    let microseconds = Double(nanoseconds(CLOCK_MONOTONIC) - start) / 1000
    print("\(mode): \(microseconds / Double(measured)) us per layout, \(lines) lines")
}

/// The texts and what every layout of them shares.
private struct MixedScriptLayouts {
    let texts: [String]
    let container: TextContainer
    let source: any FontSource
    let cold: Bool
    let attributes = TextAttributes(size: 16)
    let sharedCache = LayoutCache()

    /// Lays out paragraphs `range` (modulo 4,096); returns the total number of lines.
    @inline(never) func layOut(_ range: Range<Int>) throws -> Int {
        var lines = 0
        for index in range {
            let text = AttributedText(texts[index & 4095], attributes: attributes)
            let cache = cold ? LayoutCache() : sharedCache
            lines += try LayoutManager(text: text, container: container, cache: cache, fontSource: source)
                .lineFragments.count
        }
        return lines
    }

    /// ``layOut(_:)`` under the name callgrind's `--toggle-collect` selects.
    @inline(never) func measuredPhase(_ range: Range<Int>) throws -> Int { try layOut(range) }
}
