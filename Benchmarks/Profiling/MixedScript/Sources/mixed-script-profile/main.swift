import Foundation
import TextLayout

// Usage: mixed-script-profile mixed|latin <warm-up layouts> <measured layouts>
// Lays out the benchmark's paragraphs (a different one each time) with one shared
// SystemFontSource on the fixed test font set and one LayoutCache; under callgrind,
// `--toggle-collect='*measuredPhase*'` counts only the measured layouts.
let arguments = CommandLine.arguments
guard arguments.count == 4, ["mixed", "latin"].contains(arguments[1]), let warmUp = Int(arguments[2]),
    let measured = Int(arguments[3]), warmUp >= 0, measured > 0
else {
    FileHandle.standardError.write(Data("usage: mixed-script-profile mixed|latin <warm-up> <measured>\n".utf8))
    exit(2)
}
let fontSet = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(6)
    .joined(separator: "/")) + "/Tests/Fonts/fonts.conf"
let texts =
    arguments[1] == "mixed"
    ? MixedScriptParagraphs.make(count: 4096, length: 1000) : SampleParagraphs.make(count: 4096, length: 1000)
let attributes = TextAttributes(size: 16)
let container = TextContainer(width: 300)
let source = try SystemFontSource(configurationFile: fontSet)
let cache = LayoutCache()

/// Lays out paragraphs `range` (modulo 4,096); returns the total number of lines.
@inline(never) func layOut(_ range: Range<Int>) throws -> Int {
    var lines = 0
    for index in range {
        let text = AttributedText(texts[index & 4095], attributes: attributes)
        lines += try LayoutManager(text: text, container: container, cache: cache, fontSource: source).lineFragments.count
    }
    return lines
}

@inline(never) func measuredPhase() throws -> Int { try layOut(warmUp..<(warmUp + measured)) }

_ = try layOut(0..<warmUp)
let start = Date()
let lines = try measuredPhase()
let seconds = Date().timeIntervalSince(start)
print("\(arguments[1]): \(seconds / Double(measured) * 1e6) us per layout, \(lines) lines")
