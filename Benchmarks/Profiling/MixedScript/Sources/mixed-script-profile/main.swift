import Foundation
import TextLayout

// Usage: mixed-script-profile mixed|latin|mixed-cold|latin-cold <warm-up layouts> <measured layouts>
// Lays out the benchmark's paragraphs (a different one each time) with one shared
// SystemFontSource on the fixed test font set and one LayoutCache; under callgrind,
// `--toggle-collect='*measuredPhase*'` counts only the measured layouts.
// The cold modes (issue 13) give every layout a fresh LayoutCache: `mixed-cold` with the
// same source and 300 px; `latin-cold` as the peer comparison does (the bundled chain,
// Noto Sans 16 px, 290 px of text width).
let modes = ["mixed", "latin", "mixed-cold", "latin-cold"]
let arguments = CommandLine.arguments
guard arguments.count == 4, modes.contains(arguments[1]), let warmUp = Int(arguments[2]),
    let measured = Int(arguments[3]), warmUp >= 0, measured > 0
else {
    FileHandle.standardError.write(
        Data("usage: mixed-script-profile mixed|latin|mixed-cold|latin-cold <warm-up> <measured>\n".utf8))
    exit(2)
}
let mode = arguments[1]
let cold = mode.hasSuffix("-cold")
let fontSet = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(6)
    .joined(separator: "/")) + "/Tests/Fonts/fonts.conf"
let texts =
    mode.hasPrefix("mixed")
    ? MixedScriptParagraphs.make(count: 4096, length: 1000) : SampleParagraphs.make(count: 4096, length: 1000)
let attributes = TextAttributes(size: 16)
let container = TextContainer(width: mode == "latin-cold" ? 290 : 300)
let systemSource = try SystemFontSource(configurationFile: fontSet)
let source: any FontSource = mode == "latin-cold" ? FontChainSource.fontChain : systemSource
let sharedCache = LayoutCache()

/// Lays out paragraphs `range` (modulo 4,096); returns the total number of lines.
@inline(never) func layOut(_ range: Range<Int>) throws -> Int {
    var lines = 0
    for index in range {
        let text = AttributedText(texts[index & 4095], attributes: attributes)
        let cache = cold ? LayoutCache() : sharedCache
        lines += try LayoutManager(text: text, container: container, cache: cache, fontSource: source).lineFragments.count
    }
    return lines
}

@inline(never) func measuredPhase() throws -> Int { try layOut(warmUp..<(warmUp + measured)) }

_ = try layOut(0..<warmUp)
let start = Date()
let lines = try measuredPhase()
let seconds = Date().timeIntervalSince(start)
print("\(mode): \(seconds / Double(measured) * 1e6) us per layout, \(lines) lines")
