// Generated from the Swift examples in README.md by scripts/readme-examples.swift:
// do not edit; after changing the README, run `swift scripts/readme-examples.swift`.
import LinkBubble

func example1() throws {
    // Fonts: bundled (no files needed), from a file, or from bytes.
    let font = Font(.notoSans)
    print(font.familyName, font.metrics.unitsPerEm, font.metrics.ascender)  // Noto Sans 1000 1069
    let hebrew = try Font(bytes: Array(BundledFont.notoSansHebrew.bytes))

    // Shaping with HarfBuzz: glyphs in visual order, each with the UTF-16 range of its cluster.
    let glyphs = try font.shape("office affine", size: 16)
    let ligatures = glyphs.filter { $0.characterRange.count > 1 }.map(\.characterRange)
    print(ligatures)  // [1..<4, 8..<11]: the two "ffi" ligatures

    // UAX #14 line-break opportunities and UAX #9 bidi runs, from ICU.
    let breaks = try LineBreaker(locale: "en").opportunities(in: "Hello big world")
    print(breaks.map(\.offset))  // [6, 10, 15]
    let runs = try BidiParagraph("The word سلام means peace.").logicalRuns
    print(runs.map(\.direction))  // [.leftToRight, .rightToLeft, .leftToRight]

    // PNG through libpng's simplified API.
    let bitmap = try Bitmap(width: 2, height: 1, format: .gray8, pixels: [0, 255])
    let png = try PNGCodec.encode(bitmap)
    try bitmap.writePNG(toFile: "/tmp/two-pixels.png")
}

func example2() throws {
    // Attributed text: UTF-16 ranges, as NSRange and TextKit use.
    var text = AttributedText("Read the offline guide at ")
    text.append("https://example.com/affine-docs", attributes: TextAttributes().withLink("https://example.com/affine-docs"))
    text.append(" before Friday. سلام عليكم")  // Arabic falls back to the bundled Arabic face

    let container = TextContainer(width: 300)  // lineFragmentPadding 5, as TextKit
    let layout = try LayoutManager(text: text, container: container)
    for line in layout.lineFragments {
        print(line.characterRange, line.usedRect, line.baseline)
    }
    // 0..<34 [5.0, 0.0, 243.744, 21.792] 17.104         "Read the offline guide at https://"
    // 34..<65 [5.0, 21.792, 243.216, 21.792] 38.896     "example.com/affine-docs before "
    // 65..<83 [5.0, 43.584, 123.792, 33.792] 65.568     "Friday. سلام عليكم": Arabic's taller ascender
    // (values rounded here for reading)
    print(text.links.map(\.range))  // [26..<57]
    let range = text.links[0].range                       // 26..<57
    let rects = try layout.enclosingRects(forCharacterRange: range)
    // two rects: "https://" ending line 0, "example.com/affine-docs" starting line 1

    // The closure form allocates nothing per rect and can stop early.
    try layout.enumerateEnclosingRects(forCharacterRange: range,
                                       options: EnclosingRectOptions(heightStyle: .tight, widthStyle: .extendToLineEdge)) { rect, stop in
        print(rect)
    }

    let hit = layout.link(at: rects[0].center)            // LinkHit(value: "https://example.com/affine-docs", range: 26..<57)
    let (index, fraction) = layout.characterIndex(for: Point(x: 40, y: 10))
    let caret = try layout.insertionPoint(forCharacterAt: 34, affinity: .upstream)  // end of line 0
    let glyphs = try layout.glyphRange(forCharacterRange: range)    // 24..<53: "ffl" and "ffi" are ligatures
    let lines = [Rect(x: 0, y: 0, width: 120, height: 20), Rect(x: 0, y: 20, width: 80, height: 20),
                 Rect(x: 0, y: 40, width: 150, height: 20)]
    let regions = RectUnion.regions(of: lines)            // the exact union: corners only
    let bubbles = Bubble.bubbles(around: lines, style: .ios)
    let svg = bubbles[0].path.svgPathData                 // "M -4 9.229 C ..."
    let bubbleLayout = BubbleLayout(rects: lines, style: .webkit, visibleRect: Rect(x: 0, y: 0, width: 320, height: 50))
    let preview = try LinkPreview(text: text, container: TextContainer(width: 300),
                                  characterRange: text.links[0].range, style: .ios)
    preview.lineRects     // where the link's text sits
    preview.bubblePath    // the rounded bubble(s)
    preview.center        // where the preview grows from
    preview.maskPath      // the exact outline around the link's text: keeps other text out
    let underFinger = try LinkPreview(layout: layout, linkAt: Point(x: 100, y: 30))  // nil off a link
    let image = try preview.renderPreview(PreviewAppearance(scale: 3, shadow: PreviewShadow()))
    try image.bitmap().writePNG(toFile: "/tmp/preview.png")     // RGBA, straight alpha
    let highlight = try preview.renderHighlight()               // the whole text, bubble outlined
    let document = try preview.svg()                            // the same scene as SVG, same size
    let mask = try preview.mask(scale: 2)                       // 8-bit coverage of the text outline
    try mask.png()                                              // or mask.pgm()
}

try example1()
try example2()
