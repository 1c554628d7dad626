import Testing
import Geometry
import TextLayout

/// Text beyond Latin compared with Pango 1.50 (Fixtures/pango-world.json, recorded by
/// record_pango_world_fixtures.py): Japanese, Chinese, Korean, Hindi, Bengali, Tamil,
/// Thai, Russian, Greek, Vietnamese, Georgian, Armenian, a mixed paragraph and Japanese
/// with small kana and the language "ja", each with a link, at 80, 120, 200 and 300 px. Both sides see the same fixed font set
/// (Tests/Fonts/fonts.conf) and ask for "Noto Sans" at 16 px alone: every other face
/// comes from fontconfig's fallback (Pango's, and ``SystemFontSource``'s here).
/// Unrounded positions, no hinting, no padding.
@Suite struct PangoWorldTests {
    typealias Paragraph = PangoFixtures.World.Paragraph

    static let fixtures: PangoFixtures.World = {
        do { return try PangoFixtures.load("pango-world.json", as: PangoFixtures.World.self) } catch {
            fatalError("pango-world.json does not load: \(error)")
        }
    }()

    /// The paragraph with its link and language, in bundled Noto Sans with no explicit
    /// fallback fonts.
    static func layout(
        _ paragraph: Paragraph, width: Double, cache: LayoutCache, language: String?? = nil
    ) throws -> LayoutManager {
        let attributes = TextAttributes(
            font: Font.bundled(.notoSans), fallbackFonts: [], language: language ?? paragraph.language)
        var text = AttributedText(paragraph.text, attributes: attributes)
        try text.addLink("https://example.com/", range: paragraph.link[0]..<paragraph.link[1])
        return try LayoutManager(
            text: text, container: TextContainer(width: width, lineFragmentPadding: 0), cache: cache,
            fontSource: TestFontSet.source)
    }

    /// The family of the Pango item holding UTF-16 offset `offset`.
    static func pangoFamily(at offset: Int, in paragraph: Paragraph) -> String? {
        paragraph.items.first { $0.start <= offset && offset < $0.end }?.font
    }

    /// U+0964 DEVANAGARI DANDA, a punctuation mark of the Common script (Devanagari,
    /// Bengali and other scripts use it).
    static func isDanda(_ cluster: ArraySlice<UInt16>) -> Bool { cluster.count == 1 && cluster.first == 0x0964 }

    @Test func lineBreaksMatchPango() throws {
        let cache = LayoutCache()
        var compared = 0
        var libthai = 0
        var japaneseTailoring = 0
        for paragraph in Self.fixtures.paragraphs {
            let icu = Set(try LineBreaker().opportunities(in: paragraph.text).map(\.offset))
            for pango in paragraph.layouts {
                let layout = try Self.layout(paragraph, width: pango.width, cache: cache)
                layout._checkInvariants()
                let ours = layout.lineFragments.map(\.characterRange.lowerBound)
                compared += 1
                if ours == pango.lines.map(\.start) { continue }
                if paragraph.language == "ja" {
                    // ICU tailors Japanese ("normal" line breaking): a line may start with a
                    // small kana or ー. Pango 1.50 breaks the same whatever the language,
                    // as ICU's root locale does ("strict"), so without the attribute the
                    // lines are Pango's, and with it every line ends at a "ja" opportunity.
                    let root = try Self.layout(paragraph, width: pango.width, cache: cache, language: .some(nil))
                    #expect(root.lineFragments.map(\.characterRange.lowerBound) == pango.lines.map(\.start))
                    let japanese = Set(try LineBreaker(locale: "ja").opportunities(in: paragraph.text).map(\.offset))
                    #expect(ours.dropFirst().allSatisfy(japanese.contains))
                    #expect(!ours.dropFirst().allSatisfy(icu.contains), "a line starts where the root locale forbids")
                    japaneseTailoring += 1
                    continue
                }
                // Pango 1.50 breaks Thai with libthai's dictionary, LinkBubble with ICU's
                // (as UAX #14 asks for SA characters). The two dictionaries cut some words
                // differently: libthai splits ล่าสุด ("latest") into ล่า|สุด, ICU keeps it
                // whole. Where they differ, Pango ends a line where ICU has no
                // opportunity, and every line of ours ends at an ICU word boundary.
                let pangoOnlyEnds = pango.lines.filter { $0.icuBreak == "notAllowed" }.map(\.end)
                #expect(paragraph.name == "thai", "\(paragraph.name) @ \(pango.width): ours \(ours) pango \(pango.lines.map(\.start))")
                #expect(!pangoOnlyEnds.isEmpty && pangoOnlyEnds.allSatisfy { !icu.contains($0) })
                #expect(ours.dropFirst().allSatisfy(icu.contains))
                let starts = pango.lines.map(\.start)
                let firstDifference = try #require(starts.indices.first { $0 >= ours.count || starts[$0] != ours[$0] })
                #expect(pangoOnlyEnds.contains(pango.lines[firstDifference - 1].end), "lines agree until libthai's break")
                libthai += 1
            }
        }
        #expect(compared == 56)
        #expect(libthai <= 2, "only the Thai layouts that meet ล่าสุด differ")
        #expect(japaneseTailoring >= 1, "the language attribute reaches ICU")
    }

    @Test func lineWidthsAndLinkExtentsMatchPango() throws {
        let cache = LayoutCache()
        var comparedLines = 0
        var mismatches: [String] = []
        for paragraph in Self.fixtures.paragraphs {
            let link = paragraph.link[0]..<paragraph.link[1]
            for pango in paragraph.layouts {
                let layout = try Self.layout(paragraph, width: pango.width, cache: cache)
                guard layout.lineFragments.map(\.characterRange.lowerBound) == pango.lines.map(\.start) else { continue }
                let rects = try layout.enclosingRects(forCharacterRange: link)
                for (index, line) in layout.lineFragments.enumerated() {
                    // The line's width without its hanging spaces, as Pango measures it.
                    let usedWidth = pango.lines[index].usedWidth
                    if abs(line.usedRect.width - usedWidth) > 0.5 {
                        mismatches.append("\(paragraph.name) @ \(pango.width) line \(index): used width \(line.usedRect.width), Pango \(usedWidth)")
                    }
                    let ours = rects.filter { abs($0.midY - line.rect.midY) < 1e-6 }.map { [$0.minX, $0.maxX] }
                    let theirs = PangoRangeExtentTests.merged(pango.lines[index].linkXRanges ?? [])
                    guard !(ours.isEmpty && theirs.isEmpty) else { continue }
                    comparedLines += 1
                    let agree = ours.count == theirs.count && zip(ours, theirs).allSatisfy {
                        abs($0[0] - $1[0]) <= 0.5 && abs($0[1] - $1[1]) <= 0.5
                    }
                    if !agree { mismatches.append("\(paragraph.name) @ \(pango.width) line \(index): ours \(ours) pango \(theirs)") }
                }
            }
        }
        #expect(comparedLines >= 90)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test func familiesMatchPango() throws {
        let cache = LayoutCache()
        var agreeing = 0
        var dandas = 0
        for paragraph in Self.fixtures.paragraphs {
            let layout = try Self.layout(paragraph, width: 10_000, cache: cache)
            let utf16 = Array(paragraph.text.utf16)
            var previousFamily: String?
            for index in 0..<layout.glyphs.count {
                let glyph = layout.glyphs[index]
                let cluster = utf16[glyph.characterRange]
                let pango = try #require(Self.pangoFamily(at: glyph.characterRange.lowerBound, in: paragraph))
                defer { previousFamily = glyph.font.familyName }
                #expect(glyph.id != 0, "\(paragraph.name): no missing glyph at \(glyph.characterRange)")
                if glyph.font.familyName == pango {
                    agreeing += 1
                    continue
                }
                // Pango keeps the font of the text before any Common character that font
                // has; LinkBubble's system source does so for spaces only, and asks
                // fontconfig about a danda with no language (Noto Sans Bengali comes
                // first). Both faces draw it.
                #expect(Self.isDanda(cluster), "\(paragraph.name) \(glyph.characterRange): ours \(glyph.font.familyName), Pango \(pango)")
                #expect(pango == previousFamily, "\(paragraph.name) \(glyph.characterRange): Pango keeps the previous font")
                dandas += 1
            }
        }
        #expect(agreeing > 700)
        #expect(dandas <= 1, "the Hindi paragraph's one danda")
    }
}
