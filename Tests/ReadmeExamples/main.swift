// Generated from the Swift examples of README.md and the DocC catalogs by
// scripts/readme-examples.swift: do not edit; after changing an example, run
// `swift scripts/readme-examples.swift`.
import BubbleRender
import Geometry
import LinkBubble
import TextLayout
import WrapPath

// README.md
func example1() async throws {
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

    // PNG: written with ISA-L's igzip, read with libpng's simplified API.
    let bitmap = try Bitmap(width: 2, height: 1, format: .gray8, pixels: [0, 255])
    let png = try PNGCodec.encode(bitmap)
    try bitmap.writePNG(toFile: "/tmp/two-pixels.png")
}

// README.md
func example2() async throws {
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
    // 65..<83 [5.0, 43.584, 123.792, 21.792] 60.688     "Friday. سلام عليكم": Noto Sans Arabic UI fits the line
    // (values rounded here for reading)
    print(text.links.map(\.range))  // [26..<57]

    // Set attributes on an existing range, by UTF-16 range or by String.Index range, links
    // included (as NSMutableAttributedString's addAttribute(_:value:range:)).
    var edited = text
    try edited.addAttribute(\.foregroundColor, value: Color(red: 0, green: 0.4, blue: 0.8), range: edited.links[0].range)
    if let friday = edited.string.firstRange(of: "Friday") {
        try edited.setLink("https://example.com/calendar", range: friday)  // setLink(nil, range:) removes one
    }
    print(edited.links.map(\.range))  // [26..<57, 65..<71]
    // Hebrew in DejaVu Sans; everything else as the attributes' font chain says.
    struct HebrewInDejaVu: FontSource {
        func font(for query: FontQuery) -> Font? {
            query.script == .hebrew ? Font.bundled(.dejaVuSans) : FontChainSource().font(for: query)
        }
    }
    let shalom = try LayoutManager(text: AttributedText("Shalom שלום"), container: TextContainer(width: 300),
                                   fontSource: HebrewInDejaVu())
    print(Set((0..<shalom.glyphs.count).map { shalom.glyphs[$0].font.familyName }))  // ["Noto Sans", "DejaVu Sans"]
    let world = try LayoutManager(text: AttributedText("Link: 日本語 हिन्दी ไทย 😀"),
                                  container: TextContainer(width: 300))
    print(Set((0..<world.glyphs.count).map { world.glyphs[$0].font.familyName }).count > 1)  // true
    let families = SystemFontSource.shared.familyNames(language: "ja")
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
    var reused: [Region] = []                             // for unions repeated many times:
    RectUnion.formRegions(of: lines, into: &reused)       // the same regions, in reused memory
    let bubbles = Bubble.bubbles(around: lines, style: .ios)
    let svg = bubbles[0].path.svgPathData                 // "M -4 9.229 C ..."
    let parsed = try Path(svgPathData: svg)               // and back; any SVG path data, arcs as cubics
    print(parsed.elements.count == bubbles[0].path.elements.count)  // true
    let bubbleLayout = BubbleLayout(rects: lines, style: .webkit, visibleRect: Rect(x: 0, y: 0, width: 320, height: 50))
    // What UIPreviewParameters(textLineRects:) and UIPreviewTarget give, in one value:
    let parameters = PreviewParameters(textLineRects: lines)  // style .ios by default
    print(parameters.visiblePath.elements.count, parameters.bubbles.count, parameters.center!)  // 25 1 (75.0, 30.0)
    let preview = try LinkPreview(text: text, container: TextContainer(width: 300),
                                  characterRange: text.links[0].range, style: .ios)
    preview.lineRects     // where the link's text sits
    preview.bubblePath    // the rounded bubble(s)
    preview.center        // where the preview grows from
    preview.maskPath      // the exact outline around the link's text: keeps other text out
    let underFinger = LinkPreview(layout: layout, linkAt: Point(x: 100, y: 30))  // nil off a link
    let sameEverywhere = try LinkPreview(text: text, container: TextContainer(width: 300),
                                         characterRange: text.links[0].range, fontSource: .fontChain)
    let image = try preview.renderPreview(PreviewAppearance(scale: 3, shadow: PreviewShadow()))
    try image.bitmap().writePNG(toFile: "/tmp/preview.png")     // RGBA, straight alpha
    let highlight = try preview.renderHighlight()               // the whole text, bubble outlined
    let document = try preview.svg()                            // the same scene as SVG, same size
    let mask = try preview.mask(scale: 2)                       // 8-bit coverage of the text outline
    try mask.png()                                              // or mask.pgm()
}

// README.md
func example3() async throws {
    // A screenshot (Bitmap(contentsOfFile:) reads PNG, JPEG and WebP) and the frames of the
    // UI elements to highlight, in its pixels; each clip is the bounds of one ancestor view.
    let screenshot = try Bitmap(width: 320, height: 200, format: .rgba8)
    let annotation = ImageAnnotation(
        image: screenshot,
        rects: [Rect(x: 20, y: 20, width: 120, height: 24), Rect(x: 20, y: 44, width: 80, height: 24)],
        style: .ios, clipChain: [Rect(x: 0, y: 0, width: 320, height: 60)], mode: .spotlight)
    let annotated = try annotation.scene()                   // 320 x 200: the image's own size
    let files = (try annotated.png(), try annotated.svgUTF8(), try annotated.webp(), try annotated.webp(quality: 80))
    print(try annotation.bubbleLayout().bubbles.count, annotation.visibleFrame ?? .zero)  // 1 [0.0, 0.0, 320.0, 60.0]
}

// README.md
func example4() async throws {
    var text = AttributedText("Read the guide at example.com today.", attributes: TextAttributes(size: 17))
    try text.addLink("https://example.com", range: 18..<29)
    try text.modifyAttributes(in: 0..<4) {
        $0.underlineStyle = [.double, .patternDot]                // TextKit's NSUnderlineStyle values
        $0.underlineColor = Color(red: 1, green: 0.23, blue: 0.19)
    }
    try text.modifyAttributes(in: 30..<35) { $0.strikethroughStyle = .single }
    let preview = try LinkPreview(
        text: text, container: TextContainer(width: 300), characterRange: 18..<29, style: .ios)
    // Link runs take PreviewAppearance.linkStyle: LinkStyle.standard (iOS blue, underlined) by default.
    let underlined = try preview.renderHighlight()
    let purple = PreviewAppearance(linkStyle: LinkStyle(
        foregroundColor: Color(red: 0.69, green: 0.32, blue: 0.87), underlineStyle: .thick))
    let svg = try preview.svg(purple, mode: .outline)
    // The lines as rects, as every painter draws them (underlines skip descenders):
    let lines = try TextDecoration.decorations(of: preview.layout, restyle: LinkStyle.standard.applied)
    print(underlined.width, svg.utf8.count, lines.map(\.rects.count))
}

// Sources/BubbleRender/BubbleRender.docc/BubbleRender.md
func example5() async throws {
    let rects = [Rect(x: 0, y: 0, width: 120, height: 20), Rect(x: 0, y: 20, width: 80, height: 20)]
    let bubble = Bubble.bubbles(around: rects, style: .ios)[0]

    let mask = try MaskRasterizer.coverage(of: bubble.path, scale: 2)
    let maskPNG = try mask.png()                          // 8-bit gray

    var canvas = try Canvas(width: 280, height: 100, scale: 2, origin: Point(x: -10, y: -5))
    try canvas.drawShadow(of: bubble.path, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3),
                          blurRadius: 6, offset: Point(x: 0, y: 2))
    try canvas.fill(bubble.path, color: .white)
    try canvas.bitmap().writePNG(toFile: "/tmp/bubble.png")    // RGBA, straight alpha
}

// Sources/Geometry/Geometry.docc/Geometry.md
func example6() async throws {
    let line = Rect(x: 5, y: 0, width: 120, height: 20)
    let grown = line.outsetBy(dx: 4, dy: 3)        // [1.0, -3.0, 128.0, 26.0]

    var path = Path(rect: grown)
    path.move(to: Point(x: 0, y: 40))
    path.addCurve(to: Point(x: 60, y: 40),
                  control1: Point(x: 20, y: 20), control2: Point(x: 40, y: 60))
    path.contains(grown.center)                    // true
    path.bounds                                    // the tight box, curve extrema included
    path.svgPathData                               // "M 1 -3 L 129 -3 ..."

    let flipped = path.applying(AffineTransform(scaleX: 1, y: -1))
    let paint = Color(hex: "#0a84ff")              // red 0.039, green 0.518, blue 1, alpha 1
}

// Sources/LinkBubble/LinkBubble.docc/AnimatingLinks.md
func example7() async throws {
    var text = AttributedText("Read the guide at https://example.com/docs/link-previews before Friday.")
    try text.addLink("https://example.com/docs/link-previews", range: 18..<56)
    let preview = try LinkPreview(text: text, container: TextContainer(width: 204),
                                  characterRange: text.links[0].range, style: .ios)
    let card = LiftDestination(size: Size(width: 220, height: 120), centeredOn: preview.center ?? .zero)
    let lift = try LinkAnimation(preview: preview, kind: .lift(card), curve: .easeInOut)
    let frames = try FrameSequence(lift, frameRate: 60)     // 31 frames, 0 to 0.5 s
    let webp = try frames.webp()                            // or .apng(), .svg(), .pngFrames()
    let middle = try lift.scene(at: 0.5).png()              // any instant, as any still
    let keyframes = try lift.keyframes(frameRate: 60)       // path, transform, opacity, shadow, time
    print(frames.count, keyframes.count, webp.count > 0, middle.count > 0)   // 31 31 true true
}

// Sources/LinkBubble/LinkBubble.docc/AnnotatingImages.md
func example8() async throws {
    let window = try Bitmap(width: 400, height: 300, format: .rgba8)
    let frames = [Rect(x: 16, y: 16, width: 120, height: 30), Rect(x: 16, y: 46, width: 90, height: 30),
                  Rect(x: 300, y: 260, width: 200, height: 30)]   // partly off the image
    let annotation = ImageAnnotation(
        image: window, rects: frames, style: .ios,
        clipChain: [Rect(x: 0, y: 0, width: 400, height: 280)],   // a scroll view's bounds
        mode: .outline, platter: .estimated)
    let scene = try annotation.scene()
    let png = try scene.png()                                    // 400 x 300
    print(try annotation.bubbleLayout().bubbles.count)           // 2
}

// Sources/LinkBubble/LinkBubble.docc/BubbleGeometry.md
func example9() async throws {
    let lines = [Rect(x: 141.592, y: 0, width: 55.136, height: 21.792),
                 Rect(x: 5, y: 21.792, width: 179.312, height: 21.792),
                 Rect(x: 5, y: 43.584, width: 66.032, height: 21.792)]
    for style in [BubbleStyle.plain, .webkit, .ios] {
        let bubble = Bubble.bubbles(around: lines, style: style)[0]
        print(bubble.region.outer.points.count, bubble.bounds)
    }
    // 10 [5.0, 0.0, 191.728, 65.376]
    // 10 [3.0, -2.0, 195.728, 69.376]
    // 10 [1.0, -3.0, 199.728, 71.376]
    BubbleStyle.webkit.containingOutset    // 1.1715...
    BubbleStyle.ios.containingOutset       // 2.3431...
    let rounder = BubbleStyle.webkit.withRadius(12)   // concave radius scaled to match
    let rounded = Bubble.bubbles(around: lines, style: rounder)
    let apart = [Rect(x: 100, y: 0, width: 60, height: 20), Rect(x: 0, y: 20, width: 90, height: 20)]
    Bubble.bubbles(around: apart, style: .webkit).count    // 2
    Bubble.bubbles(around: apart, style: BubbleStyle(outsetX: 6, outsetY: 2, radius: 4)).count    // 1
    let pill = BubbleStyle(outsetX: 6, outsetY: 2, radius: 12, concaveRadius: 6,
                           cornerShape: .continuous, snapTolerance: 9)
    let custom = Bubble.bubbles(around: lines, style: pill)
}

// Sources/LinkBubble/LinkBubble.docc/BulkImages.md
func example10() async throws {
    struct Job: Sendable {
        var text: String
        var link: Range<Int>        // UTF-16 offsets
        var url: String
        var output: String
    }

    func renderAll(_ jobs: [Job], width: Double = 300, concurrency: Int) async -> [Result<Int, Error>] {
        let cache = LayoutCache()                           // shared: thread-safe
        let appearance = PreviewAppearance(scale: 3, shadow: PreviewShadow())
        return await withTaskGroup(of: (Int, Result<Int, Error>).self) { group in
            var results = [Result<Int, Error>](repeating: .success(0), count: jobs.count)
            var next = 0
            func start(_ index: Int) {
                let job = jobs[index]
                group.addTask {
                    (index, Result {
                        var text = AttributedText(job.text)
                        try text.addLink(job.url, range: job.link)
                        let preview = try LinkPreview(text: text, container: TextContainer(width: width),
                                                      characterRange: job.link, style: .ios, cache: cache)
                        let canvas = try preview.renderPreview(appearance)
                        try canvas.bitmap().writePNG(toFile: job.output)   // atomic
                        return canvas.width * canvas.height
                    })
                }
            }
            while next < min(concurrency, jobs.count) { start(next); next += 1 }
            for await (index, result) in group {
                results[index] = result
                if next < jobs.count { start(next); next += 1 }
            }
            return results
        }
    }

    let jobs = (0..<8).map { n in
        Job(text: "Job \(n): see example.com/\(n) now", link: 11..<24,     // "example.com/n"
            url: "https://example.com/\(n)", output: "/tmp/linkbubble-job-\(n).png")
    }
    let results = await renderAll(jobs, concurrency: 4)
    results.filter { (try? $0.get()) == nil }.count       // 0: every job succeeded
}

// Sources/LinkBubble/LinkBubble.docc/GettingStarted.md
func example11() async throws {
    var text = AttributedText("Read the guide at ")
    text.append("https://example.com/docs/link-previews",
                attributes: TextAttributes().withLink("https://example.com/docs/link-previews"))
    text.append(" before Friday.")
    let link = text.links[0]                   // range 18..<56

    let preview = try LinkPreview(text: text, container: TextContainer(width: 204),
                                  characterRange: link.range, style: .ios)
    preview.lineRects      // 3 rects: "https://" ending line 0, then two more lines
    preview.bubblePath     // the rounded bubble, ready to fill
    preview.center         // (100.864, 32.688): where the preview grows from
    preview.maskPath       // the exact outline around the link's text
    let layout = preview.layout
    let touched = LinkPreview(layout: layout, linkAt: Point(x: 60, y: 30))
    touched?.characterRange                    // 18..<56
    let image = try preview.renderPreview(PreviewAppearance(scale: 2, shadow: PreviewShadow()))
    try image.bitmap().writePNG(toFile: "/tmp/preview.png")        // 460 x 203 pixels, RGBA
    let highlight = try preview.renderHighlight(PreviewAppearance(scale: 2))
    let svg = try preview.svg()
    let mask = try preview.mask(scale: 2)      // coverage of the text outline
    try mask.bitmap.writePNG(toFile: "/tmp/mask.png")
}

// Sources/LinkBubble/LinkBubble.docc/LinkBubble.md
func example12() async throws {
    var text = AttributedText("Read the guide at ")
    text.append("https://example.com/docs/link-previews",
                attributes: TextAttributes().withLink("https://example.com/docs/link-previews"))
    text.append(" before Friday.")

    let preview = try LinkPreview(text: text, container: TextContainer(width: 204),
                                  characterRange: text.links[0].range, style: .ios)
    let image = try preview.renderPreview(PreviewAppearance(scale: 2, shadow: PreviewShadow()))
    try image.bitmap().writePNG(toFile: "/tmp/preview.png")
}

// Sources/LinkBubble/LinkBubble.docc/PresentationModes.md
func example13() async throws {
    var text = AttributedText("Read the guide at https://example.com/docs/link-previews before Friday.")
    try text.addLink("https://example.com/docs/link-previews", range: 18..<56)
    let preview = try LinkPreview(text: text, container: TextContainer(width: 204),
                                  characterRange: text.links[0].range, style: .ios)
    let appearance = PreviewAppearance(scale: 2)
    for mode in PresentationMode.allCases {
        try preview.scene(appearance, mode: mode).png()   // or .svg(), .mask()
    }
    let frames = [Rect(x: 40, y: 300, width: 120, height: 44), Rect(x: 40, y: 344, width: 80, height: 44)]
    let shapes = PresentationShapes(rects: frames, style: .ios)
    let scene = try Scene(presenting: .spotlight, shapes: shapes,
                          covering: Rect(x: 0, y: 0, width: 390, height: 844),
                          appearance: PreviewAppearance(scale: 3))
    let png = try scene.png()
}

// Sources/LinkBubble/LinkBubble.docc/SafariStylePreviews.md
func example14() async throws {
    let body = TextAttributes(font: Font.bundled(.notoSans), size: 16)
    var text = AttributedText("Read the guide at ", attributes: body)
    text.append("https://example.com/docs/link-previews",
                attributes: body.withLink("https://example.com/docs/link-previews"))
    text.append(" before Friday.")
    let link = text.links[0]    // (value: "https://example.com/docs/link-previews", range: 18..<56)
    let layout = try LayoutManager(text: text, container: TextContainer(width: 204))
    for line in layout.lineFragments {
        print(line.characterRange, line.rect)
    }
    // 0..<26  [0.0, 0.0, 204.0, 21.792]       "Read the guide at https://"
    // 26..<48 [0.0, 21.792, 204.0, 21.792]    "example.com/docs/link-"
    // 48..<71 [0.0, 43.584, 204.0, 21.792]    "previews before Friday."
    // (values rounded here for reading)
    let rects = try layout.enclosingRects(forCharacterRange: link.range)
    // [141.592, 0.0, 55.136, 21.792]    "https://"
    // [5.0, 21.792, 179.312, 21.792]    "example.com/docs/link-"
    // [5.0, 43.584, 66.032, 21.792]     "previews"
    // (values rounded here for reading)
    let bubbles = Bubble.bubbles(around: rects, style: .ios)
    bubbles.count               // 1: the three lines overlap, so they share one bubble
    bubbles[0].bounds           // [1.0, -3.0, 199.728, 71.376]: the rects' box grown by the 4 x 3 outset
    bubbles[0].path             // the rounded outline: lines and cubic Bézier corners
    let bubbleLayout = BubbleLayout(rects: rects, style: .ios)
    bubbleLayout.center         // (100.864, 32.688)
    bubbleLayout.bounds         // the union of the bubbles' bounds
    var maskPath = Path()
    for piece in Bubble.bubbles(around: rects, style: .plain) { maskPath.addPath(piece.path) }
    let mask = try MaskRasterizer.coverage(of: maskPath, scale: 2)
    mask.bitmap.width           // 384 pixels: the mask covers only the path's bounds
    let area = bubbleLayout.bounds!.outsetBy(dx: 16, dy: 16)     // room for the shadow
    let scale = 2.0
    var canvas = try Canvas(width: Int((area.width * scale).rounded(.up)),
                            height: Int((area.height * scale).rounded(.up)),
                            scale: scale, origin: area.origin)
    var platter = Path()
    for bubble in bubbleLayout.bubbles { platter.addPath(bubble.path) }
    try canvas.drawShadow(of: platter, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3),
                          blurRadius: 8, offset: Point(x: 0, y: 2))
    try canvas.fill(platter, color: .white)
    let glyphs = try layout.glyphRange(forCharacterRange: link.range)
    try canvas.drawGlyphs(of: layout, glyphRange: glyphs)
    try canvas.bitmap().writePNG(toFile: "/tmp/preview.png")
    let preview = try LinkPreview(layout: layout, characterRange: link.range, style: .ios)
    preview.lineRects == rects                  // true
    preview.bubbleLayout == bubbleLayout        // true
    preview.maskPath == maskPath                // true
    let image = try preview.renderPreview(PreviewAppearance(scale: 2, shadow: PreviewShadow()))
}

// Sources/LinkBubble/LinkBubble.docc/Threading.md
func example15() async throws {
    let cache = LayoutCache()
    let texts = ["Open example.com today", "See example.com/docs first", "Read example.com now"]
    let heights = await withTaskGroup(of: Double.self) { group in
        for string in texts {
            group.addTask {
                let layout = try? LayoutManager(text: AttributedText(string),
                                                container: TextContainer(width: 120), cache: cache)
                return layout?.size.height ?? 0
            }
        }
        return await group.reduce(into: [Double]()) { $0.append($1) }
    }
    cache.statistics                       // hits and misses of all three layouts together
    let breaker = try LineBreaker(locale: "en")
    let forAnotherTask = try breaker.copy()
    Task { _ = try forAnotherTask.opportunities(in: "Hello big world") }
    let offsets = try breaker.opportunities(in: "Another text").map(\.offset)     // [8, 12]
}

// Sources/TextLayout/TextLayout.docc/GlyphsAndHitTesting.md
func example16() async throws {
    let hebrew = try LayoutManager(
        text: AttributedText("שלום עולם מה שלומך היום"), container: TextContainer(width: 80, lineFragmentPadding: 0),
        fontSource: .fontChain)
    let link = 5..<18
    let linkGlyphs = try hebrew.glyphRange(forCharacterRange: link)       // 5..<18
    try hebrew.enumerateEnclosingRects(forGlyphRange: linkGlyphs) { rect, _ in
        print(rect.width)                                                  // 33.6, then 69.04
    }
    print(try hebrew.enclosingRects(forCharacterRange: link) == hebrew.enclosingRects(forGlyphRange: linkGlyphs))  // true
}

// Sources/TextLayout/TextLayout.docc/SystemFontsAndFallback.md
func example17() async throws {
    // The default: the chain, then the system's fonts.
    let layout = try LayoutManager(text: AttributedText("Link: 日本語 हिन्दी 😀"),
                                   container: TextContainer(width: 300))

    // A face by family and style.
    let bold = try SystemFontSource.shared.font(family: "sans-serif", weight: .bold)

    // The families installed (for a language).
    let japanese = SystemFontSource.shared.familyNames(language: "ja")
    let identical = try LayoutManager(text: AttributedText("Link: 日本語"),
                                      container: TextContainer(width: 300),
                                      fontSource: .fontChain)
}

// Sources/TextLayout/TextLayout.docc/TextLayout.md
func example18() async throws {
    var text = AttributedText("Read the offline guide at ")
    text.append("https://example.com/affine-docs",
                attributes: TextAttributes().withLink("https://example.com/affine-docs"))
    text.append(" before Friday.")

    let layout = try LayoutManager(text: text, container: TextContainer(width: 300))
    for line in layout.lineFragments {
        print(line.characterRange, line.usedRect, line.baseline)
    }
    let rects = try layout.enclosingRects(forCharacterRange: text.links[0].range)
}

// Sources/TextLayout/TextLayout.docc/Truncation.md
func example19() async throws {
    var text = AttributedText("See https://example.com/a/long/path for details")
    try text.addLink("https://example.com", range: 4..<35)
    let container = TextContainer(width: 120, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    let layout = try LayoutManager(text: text, container: container)
    let rects = try layout.enclosingRects(forCharacterRange: 4..<35)  // the visible part and "…"
}

// Sources/WrapPath/WrapPath.docc/WrapPath.md
func example20() async throws {
    let lines = [Rect(x: 0, y: 0, width: 120, height: 20),
                 Rect(x: 0, y: 20, width: 80, height: 20),
                 Rect(x: 0, y: 40, width: 150, height: 20)]
    let regions = RectUnion.regions(of: lines)          // one region, 8 corners, no holes
    let bubbles = Bubble.bubbles(around: lines, style: .ios)
    let layout = BubbleLayout(rects: lines, style: .webkit,
                              visibleRect: Rect(x: 0, y: 0, width: 320, height: 50))
    layout.center                                       // (75.0, 25.0): the visible rects' middle
    let parameters = PreviewParameters(textLineRects: lines)  // the ios style by default
    parameters.visiblePath                              // the bubbles' outlines, one path
    parameters.center                                   // (75.0, 30.0)
}

try await example1()
try await example2()
try await example3()
try await example4()
try await example5()
try await example6()
try await example7()
try await example8()
try await example9()
try await example10()
try await example11()
try await example12()
try await example13()
try await example14()
try await example15()
try await example16()
try await example17()
try await example18()
try await example19()
try await example20()
