import Testing
import Geometry
import TextLayout

/// Line breaks compared with Pango 1.50 (unrounded positions, no hinting, word-char
/// wrapping, the bundled fonts at 16 px; see Fixtures/README.md). Pango saw only the
/// bundled fonts, so layout uses their chain alone (`.fontChain`), not the system's.
@Suite struct PangoLineBreakTests {
    /// Paragraphs whose layout depends on glyphs no bundled font has: Pango draws
    /// 18.6 px hex boxes, LayoutManager the font's .notdef glyph, so widths (and hence
    /// breaks) differ for a reason that says nothing about line breaking.
    static let missingGlyphs: Set<String> = ["emoji", "cjk-no-font"]

    @Test func lineStartsMatchPango() throws {
        let fixtures = try PangoFixtures.load("pango-line-breaks.json", as: PangoFixtures.LineBreaks.self)
        var compared = 0
        var mismatches: [String] = []
        let cache = LayoutCache()
        for paragraph in fixtures.paragraphs where !Self.missingGlyphs.contains(paragraph.name) {
            for layout in paragraph.layouts {
                // The fixtures were recorded with only the bundled fonts visible to
                // fontconfig: the chain alone is that font set.
                let manager = try LayoutManager(
                    text: AttributedText(paragraph.text),
                    container: TextContainer(width: layout.width, lineFragmentPadding: 0), cache: cache,
                    fontSource: .fontChain)
                manager._checkInvariants()
                var ours = manager.lineFragments.map(\.characterRange.lowerBound)
                if let extra = manager.extraLineFragment { ours.append(extra.characterRange.lowerBound) }
                let pango = layout.lines.map(\.start)
                compared += 1
                if paragraph.name == "several-spaces" {
                    try checkHangingWhitespace(manager, pango: layout, text: paragraph.text)
                    continue
                }
                if ours != pango {
                    mismatches.append("\(paragraph.name) @ \(layout.width): ours \(ours) pango \(pango)")
                }
            }
        }
        #expect(compared >= 230)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ:\n\(mismatches.joined(separator: "\n"))")
    }

    /// The one principled difference: several spaces at a wrap. Pango zeroes only the
    /// last trailing space, so the others still count against the width, and when
    /// they do not fit it breaks inside the run of spaces (lines that start with
    /// spaces). LayoutManager lets every space at a soft break hang past the edge, as
    /// TextKit and CSS's `white-space: pre-wrap` do, so its lines never start with a
    /// breaking space and each holds at least as much text as Pango's.
    func checkHangingWhitespace(
        _ manager: LayoutManager, pango: PangoFixtures.LineBreaks.Layout, text: String
    ) throws {
        let utf16 = Array(text.utf16)
        for line in manager.lineFragments {
            #expect(utf16[line.characterRange.lowerBound] != 0x20, "no line starts with a space")
            #expect(line.usedRect.width <= pango.width + 1e-9)
        }
        let pangoStartsInSpaces = pango.lines.contains { $0.start > 0 && utf16[$0.start] == 0x20 }
        let pangoCountsSpaces = pango.lines.contains { line in
            line.end > line.start && utf16[line.start..<line.end].reversed().prefix { $0 == 0x20 }.count > 1
        }
        #expect(pangoStartsInSpaces || pangoCountsSpaces, "Pango's answer shows the difference at \(pango.width)")
        #expect(manager.lineFragments.count <= pango.lines.count)
    }
}
