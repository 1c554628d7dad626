import Testing
import TextLayout
import Geometry

/// The x extent a range covers on each line, compared with Pango 1.50 (unrounded;
/// see Fixtures/README.md): within 0.5 px. Pango saw only the bundled fonts, so layout
/// uses their chain alone (`.fontChain`).
@Suite struct PangoRangeExtentTests {
    /// Cases whose difference is principled, each with the reason.
    static let explained: [String: String] = [
        "several-spaces-at-wrap": """
            Spaces at a soft wrap hang past the line edge in LayoutManager (as in TextKit) and are \
            never enclosed; Pango zeroes only the last one, so its range reaches over the others.
            """,
        "emoji-skin-tone": missingGlyphs, "emoji-flag": missingGlyphs, "emoji-zwj-family": missingGlyphs,
        "emoji-text-symbols": missingGlyphs,
    ]

    static let missingGlyphs = """
        No bundled font has these emoji: Pango draws 18.6 px hex boxes, LayoutManager the font's \
        .notdef glyph, so positions along the line differ for reasons unrelated to range geometry.
        """

    /// Merges touching intervals and drops empty ones.
    static func merged(_ intervals: [[Double]]) -> [[Double]] {
        var result: [[Double]] = []
        for interval in intervals.sorted(by: { $0[0] < $1[0] }) where interval[1] - interval[0] > 1e-6 {
            if let last = result.last, interval[0] <= last[1] + 0.01 {
                result[result.count - 1][1] = max(last[1], interval[1])
            } else {
                result.append(interval)
            }
        }
        return result
    }

    @Test func xExtentsPerLineMatchPango() throws {
        let fixtures = try PangoFixtures.load("pango-range-extents.json", as: PangoFixtures.RangeExtents.self)
        var mismatches: [String] = []
        var compared = 0
        for fixture in fixtures.cases {
            // Recorded with only the bundled fonts visible to fontconfig: the chain alone.
            let layout = try LayoutManager(
                text: AttributedText(fixture.text), container: TextContainer(width: fixture.width, lineFragmentPadding: 0),
                fontSource: .fontChain)
            let rects = try layout.enclosingRects(forCharacterRange: fixture.range[0]..<fixture.range[1])
            var ours: [Int: [[Double]]] = [:]
            for rect in rects {
                let line = try #require(layout.lineFragmentIndex(at: Point(x: rect.minX, y: rect.midY)))
                ours[line, default: []].append([rect.minX, rect.maxX])
            }
            var pango: [Int: [[Double]]] = [:]
            for line in fixture.lines {
                let intervals = Self.merged(line.xRangesClipped)
                if !intervals.isEmpty { pango[line.line] = intervals }
            }
            compared += 1
            let agree = ours.keys.sorted() == pango.keys.sorted() && ours.keys.allSatisfy { line in
                let a = ours[line]!, b = pango[line]!
                return a.count == b.count && zip(a, b).allSatisfy { abs($0[0] - $1[0]) <= 0.5 && abs($0[1] - $1[1]) <= 0.5 }
            }
            if !agree && Self.explained[fixture.name] == nil {
                mismatches.append("\(fixture.name): ours \(ours.sorted { $0.key < $1.key }) pango \(pango.sorted { $0.key < $1.key })")
            }
        }
        #expect(compared >= 30)
        #expect(compared - Self.explained.count >= 44, "most cases are compared, not explained away")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ:\n\(mismatches.joined(separator: "\n"))")
    }
}
