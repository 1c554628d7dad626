import Geometry
import Testing
import TextLayout

/// Tabs: TextKit's default stops, explicit left, right, center and decimal stops, the
/// default interval, right-to-left lines, and tabs in rects and hit testing.
@Suite struct TabStopTests {
    static let space = Font.bundled(.notoSans).glyph(for: " ")

    func layout(_ string: String, width: Double = 400, style: ParagraphStyle = ParagraphStyle(), font: Font = .bundled(.notoSans))
        throws -> LayoutManager
    {
        try Samples.layout(string, width: width, attributes: TextAttributes(font: font, paragraphStyle: style))
    }

    /// The glyph of the character at `offset`.
    func glyph(at offset: Int, in layout: LayoutManager) throws -> Glyph {
        try #require((0..<layout.glyphs.count).map { layout.glyphs[$0] }.first { $0.characterRange.lowerBound == offset })
    }

    @Test func theDefaultStopsAreEvery28Pixels() throws {
        #expect(ParagraphStyle().tabStops.map(\.location) == (1...12).map { Double($0) * 28 })
        #expect(ParagraphStyle().defaultTabInterval == 0)
        // The case: "Name:" is 49.408 px wide, so the URL starts at the stop at 56.
        let layout = try layout("Name:\thttps://example.com")
        let tab = try glyph(at: 5, in: layout)
        #expect(tab.id == Self.space, "a tab draws no glyph (no tofu): the space glyph")
        let url = try glyph(at: 6, in: layout)
        #expect(abs(url.position.x - 56) < 1e-9)
        #expect(abs(tab.position.x + tab.advance - 56) < 1e-9, "the tab's advance reaches the stop")
        #expect(layout.lineFragments.count == 1)
    }

    @Test func rightCenterAndDecimalStops() throws {
        let right = try layout("a\t12.50", style: ParagraphStyle(tabStops: [TextTab(alignment: .right, location: 200)]))
        let last = try glyph(at: 6, in: right)
        #expect(abs(last.position.x + last.advance - 200) < 1e-9, "right: the text ends at the stop")

        let center = try layout("a\t12.50", style: ParagraphStyle(tabStops: [TextTab(alignment: .center, location: 200)]))
        let first = try glyph(at: 2, in: center), end = try glyph(at: 6, in: center)
        #expect(abs((first.position.x + end.position.x + end.advance) / 2 - 200) < 1e-9, "center: centered on the stop")

        let decimal = try layout("a\t12.50", style: ParagraphStyle(tabStops: [TextTab(alignment: .decimal, location: 200)]))
        let point = try glyph(at: 4, in: decimal)
        #expect(abs(point.position.x + point.advance / 2 - 200) < 1e-9, "decimal: the point's middle sits at the stop")
        let noPoint = try layout("a\t1250", style: ParagraphStyle(tabStops: [TextTab(alignment: .decimal, location: 200)]))
        let digit = try glyph(at: 5, in: noPoint)
        #expect(abs(digit.position.x + digit.advance - 200) < 1e-9, "decimal without a point: as a right stop")
    }

    @Test func aStopTheTextCannotReachIsSkipped() throws {
        // "wide text" does not fit before the right stop at 20: the next stop (left, 100) takes it.
        let style = ParagraphStyle(tabStops: [TextTab(alignment: .right, location: 20), TextTab(location: 100)])
        let layout = try layout("a\twide text", style: style)
        #expect(abs(try glyph(at: 2, in: layout).position.x - 100) < 1e-9)
    }

    @Test func theDefaultIntervalContinuesPastTheLastStop() throws {
        let style = ParagraphStyle(tabStops: [TextTab(location: 30)], defaultTabInterval: 50)
        let layout = try layout("a\tb\tc\td", style: style)
        #expect(abs(try glyph(at: 2, in: layout).position.x - 30) < 1e-9)
        #expect(abs(try glyph(at: 4, in: layout).position.x - 50) < 1e-9)
        #expect(abs(try glyph(at: 6, in: layout).position.x - 100) < 1e-9)
        // With neither stops nor an interval, a tab is as wide as the font's own advance.
        let bare = try self.layout("a\tb", style: ParagraphStyle(tabStops: []))
        let tab = try glyph(at: 1, in: bare)
        #expect(tab.advance > 0 && tab.advance < 20)
        #expect(tab.id == Self.space)
    }

    @Test func tabsWrapLikeWhitespace() throws {
        // Stops every 28 px in a 100 px line: "three" after the second tab would end past
        // the edge, so it starts the next line, where its tab reaches the stop at 56.
        let layout = try layout("one\ttwo\tthree\tfour", width: 100)
        #expect(layout.lineTexts == ["one\ttwo\t", "three\tfour"])
        #expect(abs(try glyph(at: 8, in: layout).position.x - 0) < 1e-9, "the second line starts at its edge")
        #expect(abs(try glyph(at: 14, in: layout).position.x - 56) < 1e-9)
    }

    @Test func rightToLeftLinesMeasureStopsFromTheRight() throws {
        let hebrew = Font.bundled(.notoSansHebrew)
        let style = ParagraphStyle(tabStops: [TextTab(location: 100)])
        let layout = try layout("שלום\tעולם", width: 400, style: style, font: hebrew)
        #expect(layout.lineFragments[0].baseDirection == .rightToLeft)
        // The second word starts (on its right) 100 px from the right edge of the line.
        let word = try (5..<9).map { try glyph(at: $0, in: layout) }
        let right = word.map { $0.position.x + $0.advance }.max()!
        #expect(abs(right - (400 - 100)) < 1e-9)
        let tab = try glyph(at: 4, in: layout)
        #expect(abs(tab.position.x - right) < 1e-9, "the tab fills from the word to the first word's left edge")
    }

    @Test func tabsHaveRectsAndHitTesting() throws {
        let layout = try layout("Name:\thttps://example.com")
        let tab = try glyph(at: 5, in: layout)
        let rects = try layout.enclosingRects(forCharacterRange: 5..<6)
        #expect(rects.count == 1)
        #expect(abs(rects[0].minX - tab.position.x) < 1e-9 && abs(rects[0].maxX - 56) < 1e-9)
        let line = layout.lineFragments[0]
        let inside = Point(x: (tab.position.x + 56) / 2 - 1, y: line.usedRect.midY)
        #expect(layout.characterIndex(for: inside).index == 5)
    }

    @Test func badTabSettingsAreTypedErrors() throws {
        #expect(throws: TextLayoutError.self) {
            try layout("a\tb", style: ParagraphStyle(tabStops: [TextTab(location: .nan)]))
        }
        #expect(throws: TextLayoutError.self) {
            try layout("a\tb", style: ParagraphStyle(defaultTabInterval: -1))
        }
        // A subnormal interval overflowed the division by it into infinite tabs and NaN rects.
        for interval in [Double.leastNonzeroMagnitude, 1e-300, TextLayoutLimits.minimumTabInterval.nextDown] {
            #expect(
                throws: TextLayoutError.numberOutOfRange(
                    name: "default tab interval", value: interval, minimum: TextLayoutLimits.minimumTabInterval,
                    maximum: TextLayoutLimits.maximumLength)
            ) { try layout(String(repeating: "a\t", count: 40), style: ParagraphStyle(tabStops: [], defaultTabInterval: interval)) }
        }
        let smallest = try layout(
            String(repeating: "a\t", count: 40),
            style: ParagraphStyle(tabStops: [], defaultTabInterval: TextLayoutLimits.minimumTabInterval))
        #expect(smallest.lineFragments.allSatisfy { $0.usedRect.width.isFinite && $0.usedRect.width > 0 })
        let many = (0...ParagraphStyle.maximumTabStopCount).map { TextTab(location: Double($0)) }
        #expect(throws: TextLayoutError.self) { try layout("a\tb", style: ParagraphStyle(tabStops: many)) }
    }
}
