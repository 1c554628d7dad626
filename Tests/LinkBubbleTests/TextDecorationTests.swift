import LinkBubble
import Testing

@Suite struct TextDecorationTests {
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// `text` in Noto Sans at 40 px with `attributes` changed by `change`, laid out on
    /// one line (the bundled chain only: identical on every machine).
    static func layout(_ text: String, _ change: (inout TextAttributes) -> Void) throws -> LayoutManager {
        var attributes = TextAttributes(size: 40)
        change(&attributes)
        return try LayoutManager(
            text: AttributedText(text, attributes: attributes), container: TextContainer(width: 2000),
            fontSource: .fontChain)
    }

    /// Every glyph outline of `layout`.
    static func outlines(_ layout: LayoutManager) throws -> [Path] {
        try GlyphRun.outlines(of: GlyphRun.runs(of: layout)).map(\.path)
    }

    @Test func underlineSitsAtTheFontsUnderlinePositionAndThickness() throws {
        let layout = try Self.layout("xxxx") { $0.underlineStyle = .single }
        let metrics = Font.bundled(.notoSans).metrics
        let scale = 40.0 / Double(metrics.unitsPerEm)
        let decorations = try TextDecoration.decorations(of: layout)
        try #require(decorations.count == 1)
        let rects = decorations[0].rects
        // No descender crosses the band under "xxxx": one piece from the first glyph to the last advance.
        try #require(rects.count == 1)
        let baseline = layout.lineFragments[0].baseline
        let thickness = Double(metrics.underlineThickness) * scale
        #expect(thickness > 0)
        #expect(abs(rects[0].height - thickness) < 1e-9)
        #expect(abs(rects[0].midY - (baseline - Double(metrics.underlinePosition) * scale)) < 1e-9)
        #expect(abs(rects[0].minX - layout.glyphs[0].position.x) < 1e-9)
        let last = layout.glyphs[layout.glyphs.count - 1]
        #expect(abs(rects[0].maxX - (last.position.x + last.advance)) < 1e-9)
        #expect(decorations[0].color == .black, "nil underline color: the foreground color")
    }

    @Test func underlineSkipsDescendersAndNeverTouchesInk() throws {
        let layout = try Self.layout("gyp jqy") { $0.underlineStyle = .single; $0.underlineColor = Self.blue }
        let decorations = try TextDecoration.decorations(of: layout)
        try #require(decorations.count == 1)
        #expect(decorations[0].color == Self.blue)
        let rects = decorations[0].rects
        #expect(rects.count >= 6, "a gap at each descender: \(rects)")
        let outlines = try Self.outlines(layout)
        let thickness = rects[0].height
        for rect in rects {
            // Sample the piece: no point of it is inside a glyph, and the nearest ink is a margin away.
            for step in 0...20 {
                let x = rect.minX + rect.width * Double(step) / 20
                for y in [rect.minY, rect.midY, rect.maxY] {
                    for path in outlines {
                        #expect(!path.contains(Point(x: x, y: y)))
                        #expect(!path.contains(Point(x: x - thickness * 0.9, y: y)) || step > 0)
                    }
                }
            }
        }
        // The strikethrough of the same text is not cut.
        let struck = try TextDecoration.decorations(of: Self.layout("gyp jqy") { $0.strikethroughStyle = .single })
        #expect(struck.count == 1 && struck[0].rects.count == 1 && struck[0].kind == .strikethrough)
    }

    @Test func strikethroughUsesTheOS2Strikeout() throws {
        let layout = try Self.layout("HHH") { $0.strikethroughStyle = .single }
        let metrics = Font.bundled(.notoSans).metrics
        #expect(metrics.strikeoutSize > 0 && metrics.strikeoutPosition > 0)
        let scale = 40.0 / Double(metrics.unitsPerEm)
        let rect = try #require(TextDecoration.decorations(of: layout).first?.rects.first)
        let baseline = layout.lineFragments[0].baseline
        #expect(abs(rect.minY - (baseline - Double(metrics.strikeoutPosition) * scale)) < 1e-9)
        #expect(abs(rect.height - Double(metrics.strikeoutSize) * scale) < 1e-9)
    }

    @Test func thickDoubleAndPatterns() throws {
        let single = try #require(TextDecoration.decorations(of: Self.layout("xxxx") { $0.underlineStyle = .single }).first)
        let thick = try #require(TextDecoration.decorations(of: Self.layout("xxxx") { $0.underlineStyle = .thick }).first)
        let double = try #require(TextDecoration.decorations(of: Self.layout("xxxx") { $0.underlineStyle = .double }).first)
        let t = single.rects[0].height
        #expect(abs(thick.rects[0].height - 2 * t) < 1e-9)
        #expect(double.rects.count == 2 && abs(double.rects[1].midY - double.rects[0].midY - 2 * t) < 1e-9)
        let dotted = try #require(TextDecoration.decorations(
            of: Self.layout("xxxx") { $0.underlineStyle = [.single, .patternDot] }).first)
        let width = single.rects[0].width
        // Dots of two thicknesses every four thicknesses (the last one may be cut by the end).
        #expect(dotted.rects.count == Int((width / (4 * t)).rounded(.up)) || dotted.rects.count == Int(width / (4 * t)))
        for (index, rect) in dotted.rects.dropLast().enumerated() {
            #expect(abs(rect.width - 2 * t) < 1e-9)
            #expect(abs(rect.minX - (single.rects[0].minX + Double(index) * 4 * t)) < 1e-9)
        }
        #expect(UnderlineStyle.patternDashDot.pattern == .dashDot && UnderlineStyle([.double, .patternDash]).lines == .double)
        #expect(UnderlineStyle.byWord.lines == .single && UnderlineStyle().lines == nil)
    }

    @Test func byWordLeavesTheSpacesOut() throws {
        let layout = try Self.layout("xx xx") { $0.underlineStyle = [.single, .byWord] }
        let decorations = try TextDecoration.decorations(of: layout)
        #expect(decorations.count == 1 && decorations[0].rects.count == 2, "one decoration of one color, two words")
        let space = layout.glyphs[2]
        for rect in decorations.flatMap(\.rects) {
            #expect(rect.maxX <= space.position.x + 1e-9 || rect.minX >= space.position.x + space.advance - 1e-9)
        }
        let whole = try TextDecoration.decorations(of: Self.layout("xx xx") { $0.underlineStyle = .single })
        #expect(whole.count == 1 && whole[0].rects.count == 1)
    }

    @Test func aFallbackFontDoesNotBreakTheLine() throws {
        // Latin, then Hebrew from Noto Sans Hebrew: one stretch, one piece at one height.
        let layout = try Self.layout("xx\u{05D0}\u{05D1}xx") { $0.underlineStyle = .single }
        #expect(Set((0..<layout.glyphs.count).map { ObjectIdentifier(layout.glyphs[$0].font) }).count == 2)
        let decorations = try TextDecoration.decorations(of: layout)
        #expect(decorations.count == 1)
        #expect(Set(decorations[0].rects.map(\.minY)).count == 1)
    }

    @Test func scenesPaintDecorationsInPNGAndSVG() throws {
        let layout = try Self.layout("xxxx") { $0.underlineStyle = .single; $0.underlineColor = Self.blue }
        let decorations = try TextDecoration.decorations(of: layout)
        let rect = decorations[0].rects[0]
        var scene = try Scene(covering: Rect(x: 0, y: 0, width: rect.maxX + 4, height: rect.maxY + 4), scale: 2)
        scene.elements = [.glyphs(try GlyphRun.runs(of: layout)), .decorations(decorations)]
        let image = try scene.canvas().bitmap()
        let pixel = image[Int(rect.midX * 2), Int(rect.midY * 2)]
        #expect(Array(pixel) == [0, 0, 255, 255], "the underline's middle is solid blue")
        let svg = try scene.svg()
        #expect(svg.contains("fill=\"#0000ff\"/>"))
        #expect(svg.contains(decorations[0].path.svgPathData))
    }

    @Test func aHairlinePatternOverAHugeLineStaysBounded() throws {
        // 1 px text spread over millions of points: a dotted underline 0.05 px thick would be
        // tens of millions of dots; the pattern's unit grows so it repeats at most 10,000 times.
        let layout = try LayoutManager(
            text: AttributedText(String(repeating: "x", count: 40), attributes: TextAttributes(
                size: 1, letterSpacing: 100_000, underlineStyle: [.single, .patternDot])),
            container: TextContainer(width: 10_000_000), fontSource: .fontChain)
        let decorations = try TextDecoration.decorations(of: layout)
        let rects = decorations.flatMap(\.rects)
        #expect(rects.count > 1000 && rects.count <= 10_000)
        #expect(rects.allSatisfy { $0.width > 0 && $0.minX.isFinite && $0.maxX.isFinite })
    }

    @Test func badArgumentsThrow() throws {
        let layout = try Self.layout("xx") { $0.underlineStyle = .single }
        #expect(throws: RenderError.invalidGlyphRange(lowerBound: 0, upperBound: 9, count: 2)) {
            try TextDecoration.decorations(of: layout, glyphRange: 0..<9)
        }
        #expect(throws: RenderError.self) { try TextDecoration.decorations(of: layout, offset: Point(x: .nan, y: 0)) }
    }
}
