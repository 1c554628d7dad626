import LinkBubble
import Testing

@Suite struct LinkPreviewTests {
    static let sentence = "Read the guide at https://example.com/docs/link-previews before Friday, then reply."

    func linkedText() throws -> (AttributedText, Range<Int>) {
        var text = AttributedText(Self.sentence)
        let range = try #require(text.utf16Range(of: "https://example.com/docs/link-previews"))
        try text.addLink("https://example.com/docs", range: range)
        return (text, range)
    }

    @Test func previewOfALinkOverTwoLines() throws {
        let (text, range) = try linkedText()
        let preview = try LinkPreview(text: text, container: TextContainer(width: 200), characterRange: range, style: .webkit)
        #expect(preview.link == "https://example.com/docs")
        #expect(preview.lineRects.count == 2)
        #expect(preview.bubbleLayout.bubbles.count == 1, "the two lines overlap horizontally: one bubble")
        let box = preview.lineRects.dropFirst().reduce(preview.lineRects[0]) { $0.union($1) }
        #expect(preview.center == box.center, "the middle of the rects' bounding box in both coordinates")
        let bounds = try #require(preview.bounds)
        #expect(bounds.contains(box.outsetBy(dx: 2, dy: 2)), "the webkit outset is 2")
        // The mask is the exact union of the line rects: same area, every rect inside.
        let area = preview.lineRects.reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(abs(preview.maskPath.signedArea) - area) < 1e-6)
        for rect in preview.lineRects { #expect(preview.maskPath.contains(rect.center)) }
        #expect(!preview.bubblePath.isEmpty)
    }

    @Test func linesThatDoNotOverlapMakeTwoBubbles() throws {
        // "link" ends the first line (right side) and "here" starts the second (left
        // side): the two pieces do not overlap horizontally, so they stay two bubbles.
        var text = AttributedText("a long line that ends with a link here and goes on")
        let range = try #require(text.utf16Range(of: "link here"))
        try text.addLink("x", range: range)
        let layout = try LayoutManager(text: text, container: TextContainer(width: 255, lineFragmentPadding: 0))
        let preview = try LinkPreview(layout: layout, characterRange: range, style: .plain)
        let rects = preview.lineRects
        try #require(rects.count == 2, "\(layout.lineFragments.map { layout.text.substring(utf16: $0.characterRange) })")
        try #require(rects[0].minX > rects[1].maxX, "\(rects)")
        #expect(preview.bubbleLayout.bubbles.count == 2)
        #expect(preview.bubbleLayout.bubbles[0].bounds.minY < preview.bubbleLayout.bubbles[1].bounds.minY, "top first")
    }

    @Test func previewOfTheLinkUnderAPoint() throws {
        let (text, range) = try linkedText()
        let layout = try LayoutManager(text: text, container: TextContainer(width: 200))
        let rects = try layout.enclosingRects(forCharacterRange: range)
        let preview = try #require(LinkPreview(layout: layout, linkAt: rects[1].center))
        #expect(preview.characterRange == range)
        #expect(LinkPreview(layout: layout, linkAt: Point(x: 1, y: 1)) == nil)
    }

    @Test func clippingKeepsOnlyTheVisiblePart() throws {
        let (text, range) = try linkedText()
        let layout = try LayoutManager(text: text, container: TextContainer(width: 200))
        let full = try LinkPreview(layout: layout, characterRange: range)
        let firstLineBottom = full.lineRects[0].maxY
        let clipped = try LinkPreview(
            layout: layout, characterRange: range, visibleRect: Rect(x: 0, y: 0, width: 200, height: firstLineBottom))
        #expect(clipped.lineRects.count == 1)
        #expect(clipped.center == full.lineRects[0].center)
    }

    @Test func outOfBoundsRangeIsATypedError() throws {
        let (text, _) = try linkedText()
        #expect(throws: TextLayoutError.self) {
            try LinkPreview(text: text, container: TextContainer(width: 200), characterRange: 0..<999)
        }
    }
}

@Suite struct PreviewBackgroundTests {
    @Test func backgroundColorsAreDrawnBehindTheGlyphs() throws {
        var text = AttributedText("see the link now")
        let range = try #require(text.utf16Range(of: "the link"))
        try text.addLink("x", range: range)
        // The space inside the link has a red background: no ink covers its middle.
        try text.modifyAttributes(in: 7..<8) { $0.backgroundColor = Color(red: 1, green: 0, blue: 0) }
        let preview = try LinkPreview(text: text, container: TextContainer(width: 300), characterRange: range, style: .plain)
        let canvas = try preview.renderPreview(PreviewAppearance(scale: 2))
        let space = try preview.layout.enclosingRects(forCharacterRange: 7..<8, options: EnclosingRectOptions(heightStyle: .tight))[0]
        let bitmap = canvas.bitmap()
        let x = Int((space.midX - canvas.origin.x) * 2), y = Int((space.midY - canvas.origin.y) * 2)
        #expect(Array(bitmap[x, y]) == [255, 0, 0, 255], "red behind the space")
        let highlightCanvas = try preview.renderHighlight(PreviewAppearance(scale: 2))
        let highlight = highlightCanvas.bitmap()
        let hx = Int((space.midX - highlightCanvas.origin.x) * 2), hy = Int((space.midY - highlightCanvas.origin.y) * 2)
        #expect(Array(highlight[hx, hy]) == [255, 0, 0, 255], "and in the highlight image")
    }
}

@Suite struct PreviewSceneTests {
    /// "see the link now", the link "the link" with a red background behind its space.
    func preview() throws -> LinkPreview {
        var text = AttributedText("see the link now")
        let range = try #require(text.utf16Range(of: "the link"))
        try text.addLink("x", range: range)
        try text.modifyAttributes(in: 7..<8) { $0.backgroundColor = Color(red: 1, green: 0, blue: 0) }
        return try LinkPreview(text: text, container: TextContainer(width: 300), characterRange: range, style: .ios)
    }

    @Test func thePreviewSceneHasShadowPlatterBackgroundsAndGlyphs() throws {
        let preview = try preview()
        let appearance = PreviewAppearance(scale: 3, shadow: PreviewShadow())
        let scene = try preview.scene(appearance)
        guard scene.elements.count == 5, case .shadow(let shadow) = scene.elements[0],
            case .fill(let platter, let platterColor, _) = scene.elements[1],
            case .rect(let rect, let rectColor) = scene.elements[2], case .glyphs(let runs) = scene.elements[3],
            case .decorations(let underlines) = scene.elements[4]
        else {
            Issue.record("unexpected elements: \(scene.elements)")
            return
        }
        #expect(shadow.path == preview.bubblePath && shadow.blurRadius == 8 && shadow.offset == Point(x: 0, y: 2))
        #expect(platter == preview.bubblePath && platterColor == .white)
        #expect(rectColor == Color(red: 1, green: 0, blue: 0) && rect.width > 0)
        #expect(runs.reduce(0) { $0 + $1.glyphs.count } == "the link".count)
        // The default link style: blue glyphs, underlined in blue.
        #expect(runs.allSatisfy { $0.color == LinkStyle.standard.foregroundColor })
        #expect(underlines.map(\.color) == [LinkStyle.standard.foregroundColor] && underlines[0].kind == .underline)
        // The raster of the preview is the raster of its scene.
        #expect(try preview.renderPreview(appearance) == scene.canvas())
    }

    @Test func theSVGShowsTheShadowAndTheBackgroundsAtThePNGsSize() throws {
        let preview = try preview()
        let appearance = PreviewAppearance(scale: 3, shadow: PreviewShadow(blurRadius: 6, offset: Point(x: 1, y: 3)))
        let svg = try preview.svg(appearance)
        let canvas = try preview.renderPreview(appearance)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(canvas.width)\" height=\"\(canvas.height)\" "))
        #expect(svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3\"/>"), "the canvas blurs by radius / 2")
        #expect(svg.contains("<feOffset dx=\"1\" dy=\"3\" result=\"shadow\"/>"))
        #expect(svg.contains("<feFlood flood-color=\"#000000\" flood-opacity=\"0.3\"/>"))
        #expect(svg.contains("filter=\"url(#shadow-1)\"/>"))
        #expect(svg.components(separatedBy: "<rect ").count == 2, "one background rect")
        #expect(svg.contains("height=") && svg.contains("fill=\"#ff0000\"/>"))
        let highlight = try preview.svg(appearance, mode: .outline)
        let highlightCanvas = try preview.renderHighlight(appearance)
        #expect(highlight.hasPrefix(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(highlightCanvas.width)\" height=\"\(highlightCanvas.height)\" "))
        #expect(highlight.contains("<rect ") && !highlight.contains("<filter"))
        #expect(highlight.contains("stroke=\"#007aff\""))
    }

    @Test func anEmptyPreviewHasNoScene() throws {
        let layout = try LayoutManager(text: AttributedText("abc"), container: TextContainer(width: 100))
        let preview = try LinkPreview(layout: layout, characterRange: 0..<3, visibleRect: Rect(x: 0, y: 500, width: 1, height: 1))
        #expect(throws: RenderError.emptyPath) { try preview.scene() }
        #expect(throws: RenderError.emptyPath) { try preview.svg() }
        #expect(try preview.scene(mode: .outline).pixelWidth >= 200)
    }
}
