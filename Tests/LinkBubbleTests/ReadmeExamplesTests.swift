import Foundation
import LinkBubble
import Testing

/// The README's "Using the library" example, statement by statement, with its
/// printed values checked.
@Suite struct ReadmeExamplesTests {
    @Test func usingTheLibrary() throws {
        let font = Font(.notoSans)
        #expect(font.familyName == "Noto Sans")
        #expect(font.metrics.unitsPerEm == 1000 && font.metrics.ascender == 1069)
        let hebrew = try Font(bytes: Array(BundledFont.notoSansHebrew.bytes))
        #expect(hebrew.familyName == "Noto Sans Hebrew")

        let glyphs = try font.shape("office affine", size: 16)
        let ligatures = glyphs.filter { $0.characterRange.count > 1 }.map(\.characterRange)
        #expect(ligatures == [1..<4, 8..<11])

        let breaks = try LineBreaker(locale: "en").opportunities(in: "Hello big world")
        #expect(breaks.map(\.offset) == [6, 10, 15])
        let runs = try BidiParagraph("The word سلام means peace.").logicalRuns
        #expect(runs.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight])

        let bitmap = try Bitmap(width: 2, height: 1, format: .gray8, pixels: [0, 255])
        let png = try PNGCodec.encode(bitmap)
        #expect(try PNGCodec.decode(png, as: .gray8) == bitmap)
        try bitmap.writePNG(toFile: "/tmp/two-pixels.png")
    }

    @Test func layingOutText() throws {
        var text = AttributedText("Read the offline guide at ")
        text.append("https://example.com/affine-docs", attributes: TextAttributes().withLink("https://example.com/affine-docs"))
        text.append(" before Friday. سلام عليكم")
        let layout = try LayoutManager(text: text, container: TextContainer(width: 300))
        let lines = layout.lineFragments
        #expect(lines.map(\.characterRange) == [0..<34, 34..<65, 65..<83])
        let expected: [(Double, Double, Double, Double, Double)] = [
            (5, 0, 243.744, 21.792, 17.104), (5, 21.792, 243.216, 21.792, 38.896), (5, 43.584, 123.792, 21.792, 60.688),
        ]
        for (line, values) in zip(lines, expected) {
            #expect(abs(line.usedRect.minX - values.0) < 1e-6 && abs(line.usedRect.minY - values.1) < 1e-6)
            #expect(abs(line.usedRect.width - values.2) < 1e-6 && abs(line.usedRect.height - values.3) < 1e-6)
            #expect(abs(line.baseline - values.4) < 1e-6)
        }
        #expect(text.links.map(\.range) == [26..<57])
    }

    @Test func queriesBubblesAndPreviews() throws {
        var text = AttributedText("Read the offline guide at ")
        text.append("https://example.com/affine-docs", attributes: TextAttributes().withLink("https://example.com/affine-docs"))
        text.append(" before Friday. سلام عليكم")
        let layout = try LayoutManager(text: text, container: TextContainer(width: 300))

        let range = text.links[0].range
        #expect(range == 26..<57)
        let rects = try layout.enclosingRects(forCharacterRange: range)
        #expect(rects.count == 2 && rects[0].minX > 5 && rects[1].minX == 5 && abs(rects[1].minY - 21.792) < 1e-9)
        var seen = 0
        try layout.enumerateEnclosingRects(
            forCharacterRange: range, options: EnclosingRectOptions(heightStyle: .tight, widthStyle: .extendToLineEdge)
        ) { rect, stop in seen += 1 }
        #expect(seen == 2)
        #expect(layout.link(at: rects[0].center) == LinkHit(value: "https://example.com/affine-docs", range: 26..<57))
        #expect(layout.characterIndex(for: Point(x: 40, y: 10)).index > 0)
        #expect(try layout.insertionPoint(forCharacterAt: 34, affinity: .upstream).lineIndex == 0)
        #expect(try layout.glyphRange(forCharacterRange: range) == 24..<53, "ligatures in offline and affine: fewer glyphs")

        let lines = [
            Rect(x: 0, y: 0, width: 120, height: 20), Rect(x: 0, y: 20, width: 80, height: 20),
            Rect(x: 0, y: 40, width: 150, height: 20),
        ]
        #expect(RectUnion.regions(of: lines)[0].outer.points.count == 8)
        let bubbles = Bubble.bubbles(around: lines, style: .ios)
        #expect(bubbles[0].path.svgPathData.hasPrefix("M -4 9.229 C "))
        let bubbleLayout = BubbleLayout(rects: lines, style: .webkit, visibleRect: Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(bubbleLayout.center == Point(x: 75, y: 25))

        let preview = try LinkPreview(text: text, container: TextContainer(width: 300), characterRange: range, style: .ios)
        #expect(preview.lineRects == rects && !preview.bubblePath.isEmpty && preview.center != nil)
        #expect(abs(abs(preview.maskPath.signedArea) - rects.reduce(0) { $0 + $1.width * $1.height }) < 1e-6)
        let underFinger = LinkPreview(layout: layout, linkAt: Point(x: 100, y: 30))
        #expect(underFinger?.characterRange == range)
        // The bundled fonts draw all of this text, so the system's fonts change nothing.
        let sameEverywhere = try LinkPreview(
            text: text, container: TextContainer(width: 300), characterRange: range, fontSource: .fontChain)
        #expect(sameEverywhere.lineRects == preview.lineRects)
    }

    @Test func images() throws {
        let sample = _PreviewGallery.samples[1]
        let preview = try sample.preview()
        let image = try preview.renderPreview(PreviewAppearance(scale: 3, shadow: PreviewShadow()))
        try image.bitmap().writePNG(toFile: "/tmp/preview.png")
        #expect(try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: "/tmp/preview.png")))).width == image.width)
        let highlight = try preview.renderHighlight()
        #expect(highlight.width >= Int(preview.layout.size.width * 2))
        #expect(try preview.svg().hasPrefix("<svg"))
        let mask = try preview.mask(scale: 2)
        #expect(try mask.png().count > 8 && mask.pgm().starts(with: Array("P5".utf8)))
    }
}
