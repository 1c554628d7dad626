import Geometry
import Testing
import TextLayout

/// The line break modes on the last line: clipping, head, middle and tail truncation,
/// and the rects of the characters an ellipsis hides.
@Suite struct TruncationModeTests {
    static let ellipsisID = Font.bundled(.notoSans).glyph(for: "\u{2026}")

    /// The visible text of each glyph of line `index`, in glyph order, with "…" for the
    /// ellipsis.
    static func drawn(_ layout: LayoutManager, line index: Int) -> [String] {
        layout.lineFragments[index].glyphRange.map { glyph in
            layout.glyphs[glyph].id == ellipsisID ? "…" : layout.text.substring(utf16: layout.glyphs[glyph].characterRange)
        }
    }

    static func ellipsisGlyph(_ layout: LayoutManager) -> Glyph? {
        (0..<layout.glyphs.count).map { layout.glyphs[$0] }.first { $0.id == ellipsisID }
    }

    @Test func tailTruncationKeepsTheStart() throws {
        let layout = try Samples.layout("alpha beta gamma delta epsilon", width: 90) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingTail
        }
        #expect(Self.drawn(layout, line: 0).joined() == "alpha bet…", "cut between grapheme clusters, as TextKit")
        let ellipsis = try #require(Self.ellipsisGlyph(layout))
        #expect(ellipsis.characterRange == 9..<30, "the ellipsis stands for everything after the kept clusters")
        #expect(layout.lineFragments[0].usedRect.width <= 90 + 1e-9)
    }

    @Test func headTruncationKeepsTheEnd() throws {
        let layout = try Samples.layout("alpha beta gamma delta epsilon", width: 90) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingHead
        }
        let line = layout.lineFragments[0]
        #expect(line.isTruncated)
        #expect(Self.drawn(layout, line: 0).joined() == "…ta epsilon")
        let ellipsis = try #require(Self.ellipsisGlyph(layout))
        #expect(ellipsis.characterRange == 0..<20, "the ellipsis stands for the start")
        #expect(line.characterRange == 0..<30)
        #expect(line.usedRect.width <= 90 + 1e-9)
        #expect(layout.glyphs[line.glyphRange.lowerBound].id == Self.ellipsisID, "the ellipsis comes first")
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let layout = try Samples.layout("alpha beta gamma delta epsilon", width: 140) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingMiddle
        }
        let drawn = Self.drawn(layout, line: 0).joined()
        #expect(drawn == "alpha b…a epsilon", "about half the width on each side")
        let ellipsis = try #require(Self.ellipsisGlyph(layout))
        #expect(ellipsis.characterRange == 7..<21)
        #expect(layout.lineFragments[0].usedRect.width <= 140 + 1e-9)
    }

    @Test func headAndMiddleTruncateTheLastAllowedLine() throws {
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle] {
            let layout = try Samples.layout(Samples.english, width: 200) {
                $0.maximumNumberOfLines = 2
                $0.lineBreakMode = mode
            }
            #expect(layout.lineFragments.count == 2)
            #expect(!layout.lineFragments[0].isTruncated)
            #expect(layout.lineFragments[1].isTruncated)
            #expect(layout.lineFragments[1].characterRange.upperBound == layout.text.length)
            let drawn = Self.drawn(layout, line: 1).joined()
            #expect(drawn.hasSuffix("lines."), "\(mode): the last line ends with the paragraph's end: \(drawn)")
            #expect(drawn.contains("…"))
            #expect(layout.lineFragments[1].usedRect.width <= 200 + 1e-9)
        }
    }

    @Test func wrappingModesStopWithoutAnEllipsis() throws {
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
            let layout = try Samples.layout(Samples.english, width: 200) {
                $0.maximumNumberOfLines = 2
                $0.lineBreakMode = mode
            }
            #expect(layout.lineFragments.count == 2)
            #expect(!layout.lineFragments[1].isTruncated)
            #expect(layout.lineFragments[1].characterRange.upperBound < layout.text.length)
            #expect(Self.ellipsisGlyph(layout) == nil)
        }
    }

    @Test func clippingCutsInsideAWord() throws {
        let string = "alpha internationalization"
        let wrapped = try Samples.layout(string, width: 80) { $0.maximumNumberOfLines = 1; $0.lineBreakMode = .byWordWrapping }
        let layout = try Samples.layout(string, width: 80) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byClipping
        }
        let line = layout.lineFragments[0]
        #expect(!line.isTruncated)
        #expect(Self.ellipsisGlyph(layout) == nil)
        #expect(wrapped.lineTexts == ["alpha "])
        let drawn = Self.drawn(layout, line: 0).joined()
        #expect(drawn.count > 6 && string.hasPrefix(drawn), "clipping keeps every cluster that fits: \(drawn)")
        #expect(line.usedRect.width <= 80 + 1e-9)
        #expect(line.characterRange == 0..<drawn.utf16.count)
    }

    @Test func hiddenCharactersHaveNoRectsOfTheirOwn() throws {
        let layout = try Samples.layout("alpha beta gamma delta epsilon", width: 140) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingMiddle
        }
        let ellipsis = try #require(Self.ellipsisGlyph(layout))
        let ellipsisRect = Rect(
            x: ellipsis.position.x, y: 0, width: ellipsis.advance, height: layout.lineFragments[0].usedRect.height)
        // "gamma" (11..<16) is hidden: no rects, not a sliver of the ellipsis.
        #expect(try layout.enclosingRects(forCharacterRange: 11..<16).isEmpty)
        #expect(try layout.enclosingRects(forCharacterRange: 7..<21).isEmpty, "exactly the hidden characters")
        // "beta gamma" (6..<16) is partly visible: it encloses "b" and the whole ellipsis.
        let rects = try layout.enclosingRects(forCharacterRange: 6..<16)
        #expect(rects.count == 1)
        let beta = try layout.enclosingRects(forCharacterRange: 6..<7)[0]
        #expect(abs(rects[0].minX - beta.minX) < 1e-9)
        #expect(abs(rects[0].maxX - ellipsisRect.maxX) < 1e-9)
        // "delta epsilon" (17..<30): the whole ellipsis and "a epsilon".
        let end = try layout.enclosingRects(forCharacterRange: 17..<30)
        #expect(end.count == 1)
        #expect(abs(end[0].minX - ellipsisRect.minX) < 1e-9)
    }

    @Test func hitTestingTreatsTheEllipsisAsOneCluster() throws {
        let layout = try Samples.layout("alpha beta gamma delta epsilon", width: 140) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingMiddle
        }
        let ellipsis = try #require(Self.ellipsisGlyph(layout))
        let y = layout.lineFragments[0].usedRect.midY
        let left = layout.characterIndex(for: Point(x: ellipsis.position.x + ellipsis.advance * 0.3, y: y))
        let right = layout.characterIndex(for: Point(x: ellipsis.position.x + ellipsis.advance * 0.7, y: y))
        #expect(left.index == 7, "before the ellipsis, not inside the characters it hides")
        #expect(right.index == 7 && right.fraction > 0.5 || right.index == 21, "after it: \(right)")
    }

    @Test func rightToLeftHeadTruncation() throws {
        let hebrew = "שלום עולם מה שלומך היום ומה נשמע"
        let layout = try Samples.layout(hebrew, width: 100, attributes: TextAttributes(font: Font.bundled(.notoSansHebrew))) {
            $0.maximumNumberOfLines = 1
            $0.lineBreakMode = .byTruncatingHead
        }
        let line = layout.lineFragments[0]
        #expect(line.isTruncated)
        // The ellipsis stands for the start of the line (Noto Sans Hebrew has no "…": it
        // comes from the fallback fonts).
        let ellipsis = try #require(line.glyphRange.map { layout.glyphs[$0] }.first { $0.characterRange.lowerBound == 0 })
        #expect(ellipsis.characterRange.count > 5)
        #expect(ellipsis.characterRange.lowerBound == 0)
        // Right to left, the ellipsis (which reads first) is the rightmost glyph.
        let maxX = line.glyphRange.map { layout.glyphs[$0].position.x }.max()!
        #expect(abs(ellipsis.position.x - maxX) < 1e-9)
        #expect(layout.text.substring(utf16: line.contentRange).hasSuffix("נשמע"))
    }
}
