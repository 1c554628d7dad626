import Foundation
import Testing
import Geometry
import LinkBubbleTestSupport
import TextLayout

/// Layout of random text made of awkward pieces, in random sizes, spacings,
/// alignments and directions: it never traps, lines always tile the text, and every
/// layout passes its invariant checks.
///
/// The texts come from a SplitMix64 generator with a fixed seed, so every run tests
/// the same cases; set `LINKBUBBLE_SEED` (decimal or 0x-prefixed hex) to try others
/// or to replay the seed a failure message names.
@Suite struct RandomTextTests {
    static let pieces: [[UInt16]] = [
        Array("word ".utf16), Array("  ".utf16), Array("\n".utf16), Array("\r\n".utf16), [0x2028], [0x2029],
        Array("سلام ".utf16), Array("שלום".utf16), Array("e\u{301}\u{302}".utf16), [0x0301], Array("ffi".utf16),
        Array("😀".utf16), [0xD83D], [0xDE00], [0x200D], [0x200F], [0x202E], Array("\u{00A0}".utf16),
        Array("https://example.com/a?b=c".utf16), Array("\t".utf16), [0xFFFF], Array("日本".utf16),
    ]

    static let alignments: [TextAlignment] = [.natural, .left, .right, .center, .justified]
    static let directions: [BaseWritingDirection] = [.natural, .leftToRight, .rightToLeft]
    static let tabStops: [[TextTab]] = [
        ParagraphStyle.defaultTabStops, [],
        [TextTab(alignment: .right, location: 40), TextTab(alignment: .center, location: 90), TextTab(alignment: .decimal, location: 150)],
    ]

    /// The seed: `LINKBUBBLE_SEED` when set, else a fixed default.
    static var seed: UInt64 {
        guard let value = ProcessInfo.processInfo.environment["LINKBUBBLE_SEED"] else { return 0x5EED_0F_7E47 }
        let parsed = value.hasPrefix("0x") ? UInt64(value.dropFirst(2), radix: 16) : UInt64(value)
        guard let parsed else { fatalError("LINKBUBBLE_SEED must be a decimal or 0x-prefixed hex number: \(value)") }
        return parsed
    }

    @Test func randomTextsLayOutWithTilingLines() throws {
        let seed = Self.seed
        // The invariant checks trap rather than report, so name the seed up front.
        print("RandomTextTests: seed \(seed); replay with LINKBUBBLE_SEED=\(seed)")
        var generator = SplitMix64(seed: seed)
        let cache = LayoutCache()
        for iteration in 0..<300 {
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                units += Self.pieces.randomElement(using: &generator)!
            }
            let string = String(decoding: units, as: UTF16.self)
            let width = [0.0, 1, 20, 80, 300].randomElement(using: &generator)!
            var container = TextContainer(width: width, lineFragmentPadding: Double.random(in: 0...5, using: &generator))
            container.maximumNumberOfLines = Int.random(in: 0...3, using: &generator)
            container.lineBreakMode = LineBreakMode.allCases.randomElement(using: &generator)!
            if Bool.random(using: &generator) { container.insets = EdgeInsets(top: 3, left: 2, bottom: 1, right: 4) }
            let style = ParagraphStyle(
                alignment: Self.alignments.randomElement(using: &generator)!,
                baseWritingDirection: Self.directions.randomElement(using: &generator)!,
                lineHeightMultiple: [0, 1.3].randomElement(using: &generator)!,
                lineSpacing: [0, 2.5].randomElement(using: &generator)!,
                paragraphSpacing: [0, 4].randomElement(using: &generator)!,
                tabStops: Self.tabStops.randomElement(using: &generator)!,
                defaultTabInterval: [0, 30].randomElement(using: &generator)!)
            let attributes = TextAttributes(
                size: [12.0, 16, 21].randomElement(using: &generator)!,
                letterSpacing: [0.0, 1.5, -0.5].randomElement(using: &generator)!, paragraphStyle: style)
            var text = AttributedText(string, attributes: attributes)
            if text.length > 1 {
                // A link (in a bigger size) somewhere, so that texts have several attribute runs.
                let start = Int.random(in: 0..<text.length, using: &generator)
                try text.modifyAttributes(in: start..<Int.random(in: start...text.length, using: &generator)) {
                    $0.link = "https://example.com"
                    $0.size = 19
                }
            }
            let replay = "seed \(seed) (LINKBUBBLE_SEED=\(seed)), iteration \(iteration), text \(units)"
            let layout = try LayoutManager(text: text, container: container, cache: cache)
            layout._checkInvariants()
            let lines = layout.lineFragments
            if let first = lines.first { #expect(first.characterRange.lowerBound == 0, "\(replay)") }
            for (line, next) in zip(lines, lines.dropFirst()) {
                #expect(line.characterRange.upperBound == next.characterRange.lowerBound, "\(replay)")
            }
            if container.maximumNumberOfLines == 0 {
                #expect((lines.last?.characterRange.upperBound ?? 0) == layout.text.length, "\(replay)")
            }
            #expect(lines.last?.glyphRange.upperBound ?? 0 == layout.glyphs.count, "\(replay)")
        }
    }
}
