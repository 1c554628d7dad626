import Foundation
import LinkBubbleTestSupport
import Testing

@testable import TextLayout

/// Word-wise segmentation (`Segmentation+Words.swift`) against ICU on whole paragraphs:
/// every paragraph is segmented with a fresh cache (ICU on the whole paragraph) and, twice,
/// with one cache shared by all the paragraphs (the first pass records words and asks ICU
/// about a few missing ones on a short window, the second finds them all), and the flags
/// must be identical. The repository has no copy of Unicode's
/// LineBreakTest.txt or GraphemeBreakTest.txt (nor has this machine); the generated test
/// below draws words from code points of every Line_Break class and every
/// Grapheme_Cluster_Break value instead.
@Suite struct WordSegmentationTests {
    /// The counts of one comparison: paragraphs, and how many the shared cache's word
    /// table segmented without ICU in the second pass.
    struct Outcome {
        var paragraphs = 0
        var filled = 0
    }

    func compare(_ texts: [String], language: String? = nil) throws -> Outcome {
        let shared = LayoutCache()
        let locale = language ?? ""
        var attributes = TextAttributes(size: 16)
        attributes.language = language
        let paragraphs = texts.flatMap { string -> [(AttributedText, ResolvedParagraph)] in
            let text = AttributedText(string, attributes: attributes)
            let split = BidiParagraphs(text: text)
            return split.bounds.indices.compactMap { index in (try? split.paragraph(index)).map { (text, $0) } }
        }
        let expectedFlags = try paragraphs.map { (text, paragraph) in
            try Segmentation(paragraph, text: text, cache: LayoutCache()).flags
        }
        var filledBefore = 0
        for pass in 0..<2 {
            if pass == 1 { filledBefore = shared.withWordBreaks(locale: locale) { $0.paragraphsFilled } }
            for ((text, paragraph), expected) in zip(paragraphs, expectedFlags) {
                try check(paragraph, of: text, expected: expected, cache: shared)
            }
        }
        let (filledAfter, disagreements) = shared.withWordBreaks(locale: locale) { ($0.paragraphsFilled, $0.disagreements) }
        #expect(disagreements == 0)
        return Outcome(paragraphs: paragraphs.count, filled: filledAfter - filledBefore)
    }

    /// Segments a paragraph with `cache` and compares the flags with ICU's on the whole
    /// paragraph.
    func check(_ paragraph: ResolvedParagraph, of text: AttributedText, expected: [CodeUnitFlags], cache: LayoutCache) throws {
        let actual = try Segmentation(paragraph, text: text, cache: cache).flags
        guard actual != expected else { return }
        let content = Array(text.utf16[paragraph.content])
        let position = actual.indices.first { actual[$0] != expected[$0] } ?? 0
        Issue.record(
            """
            Paragraph \(content.map { String($0, radix: 16) }) differs at \(position): \
            \(actual[position].rawValue) (word-wise) against \(expected[position].rawValue) (ICU)
            """)
    }

    /// Paragraphs of the words of a benchmark's word list, with sentence capitals,
    /// commas and full stops as the benchmarks' generators make them.
    static func paragraphs(of words: [String], count: Int) -> [String] {
        var generator = SplitMix64(seed: 42)
        return (0..<count).map { _ in
            var text = ""
            var startOfSentence = true
            while text.utf16.count < 1_000 {
                var word = words[Int(generator.next() % UInt64(words.count))]
                if startOfSentence { word = word.prefix(1).uppercased() + word.dropFirst() }
                let roll = generator.next() % 12
                word += roll == 0 ? ". " : roll == 1 ? ", " : roll == 2 ? "  " : " "
                startOfSentence = roll == 0
                text += word
            }
            return text
        }
    }

    /// The word lists of the benchmarks' paragraphs: mixed-script, then Latin.
    static func benchmarkWords() -> (mixed: [String], latin: [String]) {
        (MixedScriptParagraphs.words, SampleParagraphs.words)
    }

    /// Paragraphs of the benchmarks' words, 30 of each kind.
    static func benchmarkTexts() -> [String] { generatedBenchmarkTexts }

    /// ``benchmarkTexts()``, made once for every test that uses them.
    private static let generatedBenchmarkTexts = {
        let (mixed, latin) = benchmarkWords()
        return paragraphs(of: mixed, count: 30) + paragraphs(of: latin, count: 30)
    }()

    /// Every "text" field of the Pango fixtures (Fixtures/*.json), each once (the fixtures
    /// share many: a text laid out again proves nothing new), in the files' order and
    /// their keys' (so a test that takes every other text takes the same ones each run).
    static func fixtureTexts() throws -> [String] { try loadedFixtureTexts.get() }

    /// ``fixtureTexts()``, read once for every test that uses them.
    private static let loadedFixtureTexts = Result {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var texts: [String] = [], seen: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for key in object.keys.sorted() {
                    if key == "text", let text = object[key] as? String {
                        if seen.insert(text).inserted { texts.append(text) }
                    } else if let field = object[key] {
                        collect(field)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".json") {
            collect(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))))
        }
        return texts
    }

    @Test func benchmarkParagraphs() throws {
        let (mixedWords, latinWords) = Self.benchmarkWords()
        #expect(mixedWords.count == 29)
        #expect(latinWords.count > 100)
        for words in [mixedWords, latinWords] {
            let outcome = try compare(Self.paragraphs(of: words, count: 60))
            #expect(outcome.filled == outcome.paragraphs)
        }
        // Japanese tailoring (small kana, the prolonged sound mark) keys its own table.
        let japanese = try compare(Self.paragraphs(of: mixedWords, count: 30), language: "ja")
        #expect(japanese.filled == japanese.paragraphs)
    }

    @Test func fixtureParagraphs() throws {
        let texts = try Self.fixtureTexts()
        #expect(texts.count > 50)
        // Each text twice, and again joined with others, so words meet new neighbours.
        let joined = stride(from: 0, to: texts.count, by: 3).map { texts[$0..<min($0 + 3, texts.count)].joined(separator: " ") }
        let outcome = try compare(texts + texts + joined)
        #expect(outcome.filled > outcome.paragraphs / 4)
    }

    /// Code points of every Line_Break class and Grapheme_Cluster_Break value (the first
    /// few of each in code point order, and a few in the middle), spaces, and punctuation.
    static func everyClass() -> [String] {
        var byClass: [UInt16: [UInt32]] = [:]
        for value in UInt32(0)...0x1_FFFF where !(0xD800...0xDFFF).contains(value) {
            let properties = Segmentation.properties(value)
            let key = UInt16(properties.line) | UInt16(properties.grapheme) << 8
            if byClass[key, default: []].count < 4 || (value & 0x3FF == 0x155 && byClass[key]!.count < 8) {
                byClass[key, default: []].append(value)
            }
        }
        return byClass.keys.sorted().flatMap { byClass[$0]! }.compactMap { Unicode.Scalar($0).map { String($0) } }
            .filter { $0 != " " }
    }

    @Test func wordsOfEveryClass() throws {
        let pool = Self.everyClass()
        var generator = SplitMix64(seed: 7)
        // A small vocabulary, so words and their pairs repeat.
        let vocabulary = (0..<600).map { _ in
            (0..<Int(1 + generator.next() % 3)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }.joined()
        }
        let texts = (0..<10_000).map { _ in
            (0..<Int(2 + generator.next() % 12)).map { _ in vocabulary[Int(generator.next() % 600)] }
                .joined(separator: generator.next() % 4 == 0 ? "  " : " ") + (generator.next() % 5 == 0 ? " " : "")
        }
        let outcome = try compare(texts)
        #expect(outcome.filled > outcome.paragraphs / 5)
    }
}
