import Foundation
import Geometry
import Testing
import TextLayout

/// Issue 12: one base letter followed by 20,000 combining marks took 34 s in `rects`
/// (every glyph of the cluster walked the whole cluster). Layout now cuts clusters at
/// `TextLayoutLimits.maximumClusterLength` code units, and queries skip the caret walk
/// for glyphs without width, so the work per glyph is bounded.
@Suite struct ClusterLimitTests {
    /// "a" and `count` U+0301 COMBINING ACUTE ACCENT.
    static func baseWithMarks(_ count: Int) -> String {
        "a" + String(repeating: "\u{0301}", count: count)
    }

    @Test(arguments: [20_000, 40_000])
    func aBaseWithThousandsOfMarksIsCutIntoBoundedClusters(marks: Int) throws {
        let layout = try Samples.layout(Self.baseWithMarks(marks), width: 300)
        #expect(layout.lineFragments.count == 1)
        #expect(layout.lineFragments[0].characterRange == 0..<marks + 1)
        var covered = 0
        for index in 0..<layout.glyphs.count {
            let cluster = layout.glyphs.characterRange(ofGlyphAt: index)
            #expect(cluster.count <= TextLayoutLimits.maximumClusterLength)
            covered = max(covered, cluster.upperBound)
        }
        #expect(covered == marks + 1, "the clusters still cover every mark")
        // The first cluster is the base and as many marks as the limit allows.
        #expect(layout.glyphs.characterRange(ofGlyphAt: 0) == 0..<TextLayoutLimits.maximumClusterLength)
    }

    @Test(arguments: [20_000, 40_000])
    func queriesOnAHugeClusterComplete(marks: Int) throws {
        let layout = try Samples.layout(Self.baseWithMarks(marks), width: 300, padding: 5)
        let base = layout.glyphs[0]
        // The range of the reproducer: the base letter alone.
        let rects = try layout.enclosingRects(forCharacterRange: 0..<1)
        #expect(rects.count == 1)
        #expect(abs(rects[0].minX - 5) < 1e-9 && abs(rects[0].width - base.advance) < 1e-9)
        // Ranges that end inside the marks, and all of them.
        #expect(try layout.enclosingRects(forCharacterRange: 0..<marks / 2).count == 1)
        #expect(try layout.enclosingRects(forCharacterRange: 0..<marks + 1).count == 1)
        let caret = try layout.insertionPoint(forCharacterAt: marks / 2)
        #expect(caret.x >= 5 && caret.x <= 5 + base.advance + 1e-9)
        let hit = layout.characterIndex(for: Point(x: 6, y: 10))
        #expect(hit.index == 0)
        #expect(try layout.glyphRange(forCharacterRange: 0..<1) == 0..<layout.glyphRange(forCharacterRange: 0..<1).upperBound)
    }

    /// Supplementary combining marks (U+1D167 MUSICAL SYMBOL COMBINING TREMOLO-1, two
    /// UTF-16 units each): a cut never falls between the halves of a surrogate pair.
    @Test func cutsNeverSplitASurrogatePair() throws {
        let text = "a" + String(repeating: "\u{1D167}", count: 500)
        let layout = try Samples.layout(text, width: 300)
        let units = Array(text.utf16)
        for index in 0..<layout.glyphs.count {
            let cluster = layout.glyphs.characterRange(ofGlyphAt: index)
            #expect(cluster.count <= TextLayoutLimits.maximumClusterLength)
            #expect(units[cluster.lowerBound] & 0xFC00 != 0xDC00, "cluster \(cluster) starts inside a pair")
        }
    }

    /// Clusters within the limit are untouched: a family emoji (11 UTF-16 units) and a
    /// letter with 30 marks stay one cluster each.
    @Test func clustersWithinTheLimitStayWhole() throws {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        let layout = try Samples.layout(family + Self.baseWithMarks(30), width: 300)
        let familyLength = family.utf16.count
        let clusters = Set((0..<layout.glyphs.count).map { layout.glyphs.characterRange(ofGlyphAt: $0) })
        #expect(clusters.contains(0..<familyLength))
        #expect(clusters.contains(familyLength..<familyLength + 31))
    }

    /// Clipping a long run to its lines is a binary search: a 20,000-letter word at
    /// width 0 gives one line per letter, in both directions, each with its own glyph.
    @Test(arguments: ["x", "\u{05D0}"])
    func aLongWordBrokenIntoManyLinesKeepsOneGlyphPerLine(letter: String) throws {
        let count = 20_000
        let layout = try Samples.layout(String(repeating: letter, count: count), width: 0)
        #expect(layout.lineFragments.count == count)
        for (index, line) in layout.lineFragments.enumerated() where index % 997 == 0 || index == count - 1 {
            #expect(line.characterRange == index..<index + 1)
            #expect(line.glyphRange == index..<index + 1)
            #expect(layout.glyphs.characterRange(ofGlyphAt: index) == index..<index + 1)
        }
    }
}
