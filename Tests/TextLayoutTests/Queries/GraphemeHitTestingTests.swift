import Geometry
import Testing
import TextLayout

/// Hit testing, carets, links and range snapping return UAX #29 grapheme boundaries
/// (ICU's character iterator), whatever clusters HarfBuzz made and whatever Swift's
/// `Character` says.
@Suite struct GraphemeHitTestingTests {
    /// The cases, each with its grapheme clusters by UAX #29.
    static let cases: [(name: String, text: String, clusters: [Range<Int>])] = [
        // GB9b: a Prepend character joins what follows (HarfBuzz: two clusters).
        ("prepend", "\u{0600} x", [0..<2, 2..<3]),
        // GB6-GB8: a conjoining jamo sequence L V T is one syllable.
        ("hangul jamo", "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161} a", [0..<3, 3..<5, 5..<6, 6..<7]),
        // GB11: Extended_Pictographic ZWJ × Extended_Pictographic (Swift 6.3 splits it).
        ("pictographic ZWJ", "\u{2701}\u{200D}\u{2701} a", [0..<3, 3..<4, 4..<5]),
        // GB12/13: regional indicators pair up.
        ("flags", "🇯🇵🇺🇸 a", [0..<4, 4..<8, 8..<9, 9..<10]),
        // GB9: combining marks extend their base.
        ("combining marks", "e\u{0301}\u{0323}x a", [0..<3, 3..<4, 4..<5, 5..<6]),
    ]

    func layout(_ text: String) throws -> LayoutManager {
        try Samples.layout(text, width: 1000)
    }

    @Test(arguments: cases.indices) func boundariesAreICUs(_ index: Int) throws {
        let (name, text, clusters) = Self.cases[index]
        let layout = try layout(text)
        let expected = Set(clusters.map(\.lowerBound) + [layout.text.length])
        for offset in 0...layout.text.length {
            #expect(layout.graphemeBoundaries.isBoundary(offset) == expected.contains(offset), "\(name): offset \(offset)")
        }
        for cluster in clusters {
            for offset in cluster { #expect(layout.graphemeBoundaries.cluster(containing: offset) == cluster, "\(name)") }
        }
    }

    @Test(arguments: cases.indices) func hitTestingReturnsBoundaries(_ index: Int) throws {
        let (name, text, clusters) = Self.cases[index]
        let layout = try layout(text)
        let line = layout.lineFragments[0]
        var seen = Set<Int>()
        var x = line.usedRect.minX - 5
        while x <= line.usedRect.maxX + 5 {
            let hit = layout.characterIndex(for: Point(x: x, y: line.baseline))
            #expect(clusters.contains { $0.lowerBound == hit.index }, "\(name): x \(x) gives \(hit.index)")
            #expect(hit.fraction >= 0 && hit.fraction <= 1)
            seen.insert(hit.index)
            x += 0.25
        }
        #expect(seen == Set(clusters.map(\.lowerBound)), "\(name): every cluster can be hit")
    }

    @Test(arguments: cases.indices) func caretsInsideAClusterSnapToItsStart(_ index: Int) throws {
        let (name, text, clusters) = Self.cases[index]
        let layout = try layout(text)
        var previous = -Double.infinity
        for cluster in clusters {
            let start = try layout.insertionPoint(forCharacterAt: cluster.lowerBound)
            #expect(start.x > previous, "\(name): carets advance cluster by cluster")
            previous = start.x
            for offset in cluster.dropFirst() {
                #expect(try layout.insertionPoint(forCharacterAt: offset) == start, "\(name): offset \(offset)")
                #expect(try layout.insertionPoint(forCharacterAt: offset, affinity: .upstream) == start, "\(name)")
            }
            // Upstream at the end of a cluster is its trailing edge: where the next starts.
            let trailing = try layout.insertionPoint(forCharacterAt: cluster.upperBound, affinity: .upstream)
            let next = try layout.insertionPoint(forCharacterAt: cluster.upperBound)
            #expect(abs(trailing.x - next.x) < 1e-9, "\(name): left to right, both edges meet")
        }
    }

    @Test(arguments: cases.indices) func rangesSnapOutwardToWholeClusters(_ index: Int) throws {
        let (name, text, clusters) = Self.cases[index]
        let layout = try layout(text)
        for cluster in clusters where cluster.count > 1 {
            let whole = try layout.enclosingRects(forCharacterRange: cluster)
            #expect(!whole.isEmpty)
            for start in cluster {
                for end in start + 1...cluster.upperBound {
                    #expect(try layout.enclosingRects(forCharacterRange: start..<end) == whole, "\(name): \(start)..<\(end)")
                    var actual = 0..<0
                    _ = try layout.glyphRange(forCharacterRange: start..<end, actualCharacterRange: &actual)
                    #expect(actual == cluster, "\(name): \(start)..<\(end)")
                }
            }
        }
    }

    /// Right to left: Hebrew letters with points (niqqud) are one cluster each.
    @Test func hebrewWithPointsHitsAndCaretsWholeClusters() throws {
        let layout = try layout("שָׁלוֹם")
        let clusters = [0..<3, 3..<4, 4..<6, 6..<7]
        let starts = Set(clusters.map(\.lowerBound))
        let line = layout.lineFragments[0]
        var seen = Set<Int>()
        var x = line.usedRect.minX - 5
        while x <= line.usedRect.maxX + 5 {
            let hit = layout.characterIndex(for: Point(x: x, y: line.baseline))
            #expect(starts.contains(hit.index), "x \(x) gives \(hit.index)")
            seen.insert(hit.index)
            x += 0.25
        }
        #expect(seen == starts)
        var previous = Double.infinity
        for cluster in clusters {
            let start = try layout.insertionPoint(forCharacterAt: cluster.lowerBound)
            #expect(start.x < previous, "right to left: carets move left cluster by cluster")
            previous = start.x
            for offset in cluster.dropFirst() { #expect(try layout.insertionPoint(forCharacterAt: offset) == start) }
        }
    }

    @Test func crLFIsOneCluster() throws {
        let layout = try layout("a\r\nb")
        #expect(layout.graphemeBoundaries.isBoundary(1) && !layout.graphemeBoundaries.isBoundary(2))
        #expect(layout.graphemeBoundaries.isBoundary(3))
        #expect(try layout.insertionPoint(forCharacterAt: 2) == layout.insertionPoint(forCharacterAt: 1))
    }

    @Test func aLinkThatStartsInsideAClusterCoversItWhole() throws {
        var text = AttributedText("\u{0600} link here", attributes: TextAttributes())
        try text.addLink("https://example.com", range: 1..<6)
        let layout = try LayoutManager(text: text, container: TextContainer(width: 1000, lineFragmentPadding: 0))
        let line = layout.lineFragments[0]
        let point = try layout.insertionPoint(forCharacterAt: 3)
        let hit = try #require(layout.link(at: Point(x: point.x + 1, y: line.baseline)))
        #expect(hit.range == 0..<6)
        #expect(hit.value == "https://example.com")
    }

    /// Layout marks the offsets inside clusters 64 at a time: in long texts of many
    /// paragraphs, with clusters of one to eight code units (combining marks, surrogate
    /// pairs, flags, emoji with modifiers, CR LF) falling across every 64-unit word,
    /// every offset must be a boundary exactly where the text's `Character`s start
    /// (Swift and ICU agree on these clusters).
    @Test(arguments: 0..<6) func longTextsHaveTheirCharactersBoundaries(_ seed: Int) throws {
        let clusters = [
            "a", "b", " ", "e\u{0301}", "o\u{0308}\u{0323}", "日", "語", "한", "🇯🇵", "👍🏽", "😀", "x\u{0301}\u{0302}\u{0303}",
            "\n", "\r\n", "ß", "\u{1F469}\u{200D}\u{1F4BB}",
        ]
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        var text = ""
        for _ in 0..<(400 + 97 * seed) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += clusters[Int(state >> 33) % clusters.count]
        }
        let layout = try Samples.layout(text, width: 300)
        var expected = Set<Int>()
        var offset = 0
        for character in text {
            expected.insert(offset)
            offset += character.utf16.count
        }
        expected.insert(offset)
        #expect(layout.text.length == offset)
        for offset in 0...layout.text.length {
            #expect(layout.graphemeBoundaries.isBoundary(offset) == expected.contains(offset), "offset \(offset)")
        }
    }
}
