import Testing

@testable import TextLayout

/// The layout cache's own hash table of shaped words (`WordTable`) against a
/// `Dictionary` doing the same: every word kept is found with its own glyphs, keys that
/// differ in any field are different words, and collisions cost a bounded probe.
@Suite struct WordTableTests {
    static let fonts: [Font] = [.bundled(.notoSans), .bundled(.notoSansBold), .bundled(.notoSansArabic)]

    /// A key for `text` (borrowed) with the given settings.
    static func key(
        _ text: UnsafeBufferPointer<UInt16>, font: Int = 0, rightToLeft: Bool = false, script: UInt32 = 0, language: String? = nil,
        features: [FontFeature] = []
    ) -> LayoutCache.Key {
        LayoutCache.Key(
            font: ObjectIdentifier(fonts[font]), rightToLeft: rightToLeft, script: script, language: language,
            features: features, text: text)
    }

    /// A glyph that says which word it was kept for.
    static func glyph(_ number: Int) -> UnitGlyph {
        UnitGlyph(id: UInt32(number), clusterStart: 0, clusterEnd: 1, advance: 0, offsetX: 0, offsetY: 0)
    }

    /// Keeps `key` in `table` with glyphs of its own that say which word they were kept for.
    static func insert(_ key: LayoutCache.Key, number: Int, into table: inout WordTable) {
        table.insert(key, hash: WordTable.hash(key), font: fonts[0], stretch: [glyph(number)], glyphRange: 0..<1, clusterOffset: number)
    }

    /// Random words over a small alphabet (so that texts repeat and share prefixes), with
    /// every setting varied; the table answers as a dictionary keyed by every field does,
    /// through growth from 512 slots to thousands.
    @Test func findsWhatADictionaryFinds() {
        var generator = SystemRandomNumberGenerator()
        // Every text in one array, which the keys borrow from.
        var pool: [UInt16] = []
        var ranges: [Range<Int>] = []
        for _ in 0..<6_000 {
            let length = Int.random(in: 0...19, using: &generator)
            ranges.append(pool.count..<pool.count + length)
            pool += (0..<length).map { _ in UInt16.random(in: 0x61...0x64, using: &generator) }
        }
        let absentTexts: [UInt16] = [0x65, 0x61, 0x61, 0x61] + Array(repeating: 0x61, count: 20)
        var table = WordTable()
        var expected: [String: Int] = [:]
        func describe(_ key: LayoutCache.Key) -> String {
            "\(key.font.hashValue) \(key.rightToLeft) \(key.script) \(key.language ?? "-") \(key.features.map(\.tag)) \(Array(key.text))"
        }
        let languages: [String?] = [nil, "en", "de", "sr-Latn"]
        let features: [[FontFeature]] = [[], [FontFeature("liga", 0)], [FontFeature("kern", 0), FontFeature("liga", 0)]]
        pool.withUnsafeBufferPointer { pool in
            var keys: [LayoutCache.Key] = []
            for (number, range) in ranges.enumerated() {
                let key = Self.key(
                    UnsafeBufferPointer(rebasing: pool[range]), font: Int.random(in: 0..<Self.fonts.count, using: &generator),
                    rightToLeft: Bool.random(using: &generator), script: UInt32.random(in: 0...2, using: &generator),
                    language: languages.randomElement(using: &generator)!,
                    features: features.randomElement(using: &generator)!)
                keys.append(key)
                let before = table.count
                Self.insert(key, number: number, into: &table)
                if expected[describe(key)] == nil {
                    // A new word is kept (no probe is long with random words)...
                    #expect(table.count == before + 1)
                    expected[describe(key)] = number
                } else {
                    // ...and a word kept already keeps its first glyphs.
                    #expect(table.count == before)
                }
            }
            #expect(table.count == expected.count)
            for key in keys {
                let found = table.glyphs(for: key, hash: WordTable.hash(key))
                #expect(found?.clusterOffset == expected[describe(key)])
                #expect(found?.stretch.first?.id == expected[describe(key)].map(UInt32.init))
            }
            // Words never kept are not found, whatever field differs.
            absentTexts.withUnsafeBufferPointer { absentTexts in
                let absent = [
                    Self.key(UnsafeBufferPointer(rebasing: absentTexts[0..<1])),
                    Self.key(UnsafeBufferPointer(rebasing: absentTexts[1..<3]), script: 3),
                    Self.key(UnsafeBufferPointer(rebasing: absentTexts[1..<2]), language: "fr"),
                    Self.key(UnsafeBufferPointer(rebasing: absentTexts[4..<24])),
                ]
                for key in absent { #expect(table.glyphs(for: key, hash: WordTable.hash(key)) == nil) }
            }
            table.removeAll()
            #expect(table.count == 0)
            #expect(table.glyphs(for: keys[0], hash: WordTable.hash(keys[0])) == nil)
        }
    }

    /// Keys that differ only in their language hash alike (the language takes part in
    /// equality only): the first ``WordTable/maximumProbes`` are kept and found, the
    /// rest are not kept, and looking any of them up stops after that many probes.
    @Test func collidingWordsAreBoundedByTheProbeLimit() {
        var table = WordTable()
        let text: [UInt16] = [0x61, 0x62]
        text.withUnsafeBufferPointer { text in
        let keys = (0..<100).map { Self.key(text, language: "x-\($0)") }
        #expect(Set(keys.map(WordTable.hash)).count == 1)
        for (number, key) in keys.enumerated() {
            Self.insert(key, number: number, into: &table)
        }
        #expect(table.count == WordTable.maximumProbes)
        for (number, key) in keys.enumerated() {
            let found = table.glyphs(for: key, hash: WordTable.hash(key))
            #expect(found?.clusterOffset == (number < WordTable.maximumProbes ? number : nil))
        }
        }
    }

    /// The words of one stretch share its glyph array (the table keeps it once) and each
    /// is found with its own part of it; settings and fonts that change from one word to
    /// the next are told apart, and a table emptied and filled again does the same.
    @Test func wordsOfAStretchShareItsGlyphs() {
        var table = WordTable()
        let text: [UInt16] = Array("one two three four".utf16)
        let stretch = (0..<4).map(Self.glyph)
        text.withUnsafeBufferPointer { text in
            let words = [0..<4, 4..<8, 8..<14, 14..<18].map { UnsafeBufferPointer(rebasing: text[$0]) }
            for _ in 0..<2 {
                let keys = [
                    Self.key(words[0]), Self.key(words[1]), Self.key(words[2], language: "de"),
                    Self.key(words[3], font: 1, language: "de", features: [FontFeature("liga", 0)]),
                ]
                for (number, key) in keys.enumerated() {
                    table.insert(
                        key, hash: WordTable.hash(key), font: Self.fonts[key.font == ObjectIdentifier(Self.fonts[0]) ? 0 : 1], stretch: stretch,
                        glyphRange: number..<number + 1, clusterOffset: 10 * number)
                }
                #expect(table.count == 4)
                for (number, key) in keys.enumerated() {
                    let found = table.glyphs(for: key, hash: WordTable.hash(key))
                    #expect(found?.range == number..<number + 1)
                    #expect(found?.clusterOffset == 10 * number)
                    #expect(found?.stretch == stretch)
                }
                // The same texts with another word's settings are other words.
                let others = [
                    Self.key(words[0], language: "de"), Self.key(words[2]), Self.key(words[3], font: 1, language: "de"),
                ]
                for key in others { #expect(table.glyphs(for: key, hash: WordTable.hash(key)) == nil) }
                table.removeAll()
            }
        }
    }

    /// A cache at its capacity starts again: the newest word is kept, the oldest forgotten.
    @Test func aFullCacheStartsAgain() throws {
        let cache = LayoutCache(capacity: 3)
        let container = TextContainer(width: 1_000)
        _ = try LayoutManager(text: AttributedText("one two three"), container: container, cache: cache)
        #expect(cache.count == 3)
        let statistics = cache.statistics
        _ = try LayoutManager(text: AttributedText("four"), container: container, cache: cache)
        #expect(cache.count == 1)
        _ = try LayoutManager(text: AttributedText("four"), container: container, cache: cache)
        #expect(cache.statistics.hits == statistics.hits + 1)
    }

    /// A word repeated among the new words of a cold layout is shaped once: the repeat
    /// takes the glyphs of its first occurrence, gathered for the same HarfBuzz call; the
    /// glyphs are those of a layout whose cache holds every word shaped alone.
    @Test func wordsRepeatedInAStretchAreShapedOnce() throws {
        let text = "the cat saw the dog and the cat ran to the dog, AVATAR WAVE AVATAR Type Type"
        let attributes = TextAttributes(size: 16)
        let container = TextContainer(width: 150)
        let coldCache = LayoutCache()
        let cold = try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: container, cache: coldCache)
        // Every word is looked up once and missed; 12 different words are kept ("the "
        // comes four times, "cat " and "AVATAR " twice each; "dog," and the last "Type",
        // without a space after it, are other words).
        #expect(coldCache.statistics.hits == 0 && coldCache.statistics.misses == 17)
        #expect(coldCache.count == 12)
        let warm = LayoutCache()
        for word in text.split(separator: " ") {
            _ = try LayoutManager(
                text: AttributedText(String(word) + " ", attributes: attributes), container: TextContainer(width: 1000),
                cache: warm)
        }
        let fromWords = try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: container, cache: warm)
        #expect(cold.glyphs.count == fromWords.glyphs.count)
        for index in 0..<min(cold.glyphs.count, fromWords.glyphs.count) {
            #expect(cold.glyphs[index] == fromWords.glyphs[index], "glyph \(index)")
        }
        #expect(cold.lineFragments == fromWords.lineFragments)
    }
}
