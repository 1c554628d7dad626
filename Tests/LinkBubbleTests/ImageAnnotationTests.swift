import LinkBubble
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// Bubbles over any image: only pixels near the rects change (spotlight dims the rest by
/// its one factor), clip chains clip as the intersection of their rects, and bad input is
/// one typed error or a documented empty result.
@Suite struct ImageAnnotationTests {
    /// A `width` x `height` image of seeded noise (opaque).
    static func noise(width: Int, height: Int, _ generator: inout SplitMix64) throws -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in pixels.indices where index % 4 != 3 { pixels[index] = UInt8(truncatingIfNeeded: generator.next()) }
        return try Bitmap(width: width, height: height, format: .rgba8, pixels: pixels)
    }

    /// Random rects (some reaching past the image), `count` of them.
    static func rects(_ count: Int, width: Double, height: Double, _ generator: inout SplitMix64) -> [Rect] {
        (0..<count).map { _ in
            Rect(x: generator.unit() * width * 1.1 - width * 0.05, y: generator.unit() * height * 1.1 - height * 0.05,
                 width: 4 + generator.unit() * 30, height: 4 + generator.unit() * 28)
        }
    }

    /// How far the center of pixel (x, y) lies from `rect` (0 inside).
    static func distance(_ x: Int, _ y: Int, from rect: Rect) -> Double {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let dx = Swift.max(rect.minX - px, 0, px - rect.maxX), dy = Swift.max(rect.minY - py, 0, py - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test(arguments: PresentationMode.allCases)
    func farPixelsKeepTheirValueOrAreDimmedByTheFactor(_ mode: PresentationMode) throws {
        let seed = TestSeed(default: 0xA770_7A7E)
        var generator = seed.generator
        var checked = 0
        for round in 0..<8 {
            let image = try Self.noise(width: 96, height: 64, &generator)
            let rects = Self.rects(1 + round * 2, width: 96, height: 64, &generator)
            let styles: [BubbleStyle] = [.ios, .webkit, .plain]
            let annotation = ImageAnnotation(image: image, rects: rects, style: styles[round % 3], mode: mode)
            let output = try annotation.scene().canvas().bitmap()
            let visible = RectClipping.clip(rects, to: annotation.imageBounds)
            let reach = annotation.reach
            let keep = 1 - annotation.appearance.dimColor.alpha
            for y in 0..<64 {
                for x in 0..<96 where visible.allSatisfy({ Self.distance(x, y, from: $0) > reach }) {
                    checked += 1
                    let pixel = output[x, y], original = image[x, y]
                    for channel in 0..<3 {
                        let before = Double(original[original.startIndex + channel])
                        let expected = mode == .spotlight ? before * keep : before
                        let after = Double(pixel[pixel.startIndex + channel])
                        #expect(abs(after - expected) <= 1, "pixel \(x),\(y) in \(mode), round \(round), \(seed)")
                    }
                }
            }
        }
        #expect(checked > 1000, "far pixels checked, \(seed)")
    }

    /// Nested ancestors, given in any order, clip as their intersection (the innermost),
    /// and random chains as the intersection of all their rects.
    @Test func clipChainsClipToTheIntersectionOfTheirRects() throws {
        let seed = TestSeed(default: 0xC11B_C4A1)
        var generator = seed.generator
        let image = try Bitmap(width: 200, height: 150, format: .rgba8)
        for round in 0..<40 {
            var chain: [Rect] = []
            var frame = Rect(x: -20, y: -20, width: 240, height: 190)
            for _ in 0..<(1 + round % 5) {
                let inset = Rect(
                    x: frame.minX + generator.unit() * frame.width * 0.3, y: frame.minY + generator.unit() * frame.height * 0.3,
                    width: frame.width * (0.4 + generator.unit() * 0.3), height: frame.height * (0.4 + generator.unit() * 0.3))
                // Every other chain has a rect that is not nested: the chain is the intersection.
                frame = round % 2 == 0 ? inset : inset.offsetBy(dx: generator.unit() * 40 - 20, dy: generator.unit() * 40 - 20)
                chain.append(frame)
            }
            chain.shuffle(using: &generator)
            let rects = Self.rects(12, width: 200, height: 150, &generator)
            let annotation = ImageAnnotation(image: image, rects: rects, style: .webkit, clipChain: chain)
            var expectedFrame: Rect? = annotation.imageBounds
            for clip in chain { expectedFrame = expectedFrame.flatMap { $0.intersection(clip) } }
            #expect(annotation.visibleFrame == expectedFrame, "round \(round), \(seed)")
            let expected = expectedFrame.map { frame in rects.compactMap { $0.intersection(frame) } } ?? []
            #expect(try annotation.bubbleLayout() == BubbleLayout(rects: expected, style: .webkit), "round \(round), \(seed)")
            if let frame = expectedFrame {
                for bubble in try annotation.bubbleLayout().bubbles {
                    #expect(frame.outsetBy(dx: 2.5, dy: 2.5).contains(bubble.bounds), "round \(round), \(seed)")
                }
            }
        }
    }

    @Test func noRectsIsAnError() throws {
        let annotation = ImageAnnotation(image: try Bitmap(width: 8, height: 8, format: .rgba8), rects: [])
        #expect(throws: ImageAnnotationError.noRects) { try annotation.scene() }
        #expect(ImageAnnotationError.noRects.description == "there are no rects to annotate")
    }

    @Test func aNonFiniteClipOrANaNRectIsAnError() throws {
        let image = try Bitmap(width: 8, height: 8, format: .rgba8)
        let clip = Rect(x: .nan, y: 0, width: 4, height: 4)
        #expect {
            try ImageAnnotation(image: image, rects: [Rect(x: 1, y: 1, width: 2, height: 2)], clipChain: [clip]).scene()
        } throws: { "\($0)" == "the clip rect [nan, 0.0, 4.0, 4.0] has a NaN or infinite number" }
        #expect(throws: ImageAnnotationError.nanRects(count: 1)) {
            try ImageAnnotation(image: image, rects: [Rect(x: 1, y: .nan, width: 2, height: 2)]).scene()
        }
        // An infinite edge is clipped by the image like any other.
        let wide = ImageAnnotation(image: image, rects: [Rect(x: 1, y: 1, width: .infinity, height: 2)])
        #expect(try wide.bubbleLayout().bubbles.count == 1)
    }

    /// Rects that the clips or the image's bounds hide make no bubble: the image comes
    /// back as it is (spotlight: all of it dimmed).
    @Test func hiddenRectsGiveTheImageAsItIs() throws {
        var generator = SplitMix64(seed: 7)
        let image = try Self.noise(width: 20, height: 10, &generator)
        let outside = ImageAnnotation(image: image, rects: [Rect(x: 30, y: 0, width: 5, height: 5)])
        let disjoint = ImageAnnotation(
            image: image, rects: [Rect(x: 2, y: 2, width: 5, height: 5)],
            clipChain: [Rect(x: 0, y: 0, width: 5, height: 5), Rect(x: 10, y: 0, width: 5, height: 5)])
        for annotation in [outside, disjoint] {
            #expect(try annotation.bubbleLayout().bubbles.isEmpty)
            #expect(try annotation.scene().canvas().bitmap() == image)
        }
        var spotlight = disjoint
        spotlight.mode = .spotlight
        let dimmed = try spotlight.scene().canvas().bitmap()
        #expect(dimmed[3, 3].first.map { Int($0) } == Int((Double(image[3, 3].first ?? 0) * 0.6).rounded()))
    }

    /// Black text-like marks on white: the background is white and the text black; on
    /// a gray that the text cannot be read on, the platter falls back to black or white.
    @Test func colorsAreEstimatedFromThePixelsUnderTheRects() throws {
        func image(background: UInt8, ink: UInt8) throws -> Bitmap {
            var pixels = [UInt8](repeating: 255, count: 40 * 20 * 4)
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let pixel = index / 4, x = pixel % 40, y = pixel / 40
                let value = (x % 5 == 0 && y > 4 && y < 15) ? ink : background
                (pixels[index], pixels[index + 1], pixels[index + 2]) = (value, value, value)
            }
            return try Bitmap(width: 40, height: 20, format: .rgba8, pixels: pixels)
        }
        let rect = [Rect(x: 0, y: 0, width: 40, height: 20)]
        let plain = try #require(ImageColorEstimate(image: try image(background: 255, ink: 0), rects: rect))
        #expect(plain.background == .white && plain.text == .black && plain.platter == .white && plain.highlight == .black)
        let murky = try #require(ImageColorEstimate(image: try image(background: 128, ink: 150), rects: rect))
        #expect(murky.text.contrastRatio(with: murky.background) < 4.5)
        #expect(murky.platter == .black || murky.platter == .white)
        #expect(murky.text.contrastRatio(with: murky.platter) >= 4.5)
        #expect(ImageColorEstimate(image: try image(background: 255, ink: 0), rects: [Rect(x: 50, y: 0, width: 4, height: 4)]) == nil)
    }

    @Test func theIndicatorLiftsTheContentOntoItsPlatter() throws {
        let (image, rects) = try _AnnotationSample.screenshot(scale: 0.5)
        let annotation = ImageAnnotation(image: image, rects: rects, mode: .indicator, platter: .estimated)
        let scene = try annotation.scene()
        #expect(scene.pixelWidth == 640 && scene.pixelHeight == 400)
        let lifted = scene.elements.filter { if case .image = $0 { true } else { false } }
        #expect(lifted.count == 2, "the image and the content lifted onto the platter")
        #expect(try annotation.bubbleLayout().bubbles.count == 8)
    }

    /// The README's annotated screenshot, in each mode the gallery draws, against the
    /// committed images of docs/gallery (see ``GalleryGoldenTests``; recorded with
    /// LINKBUBBLE_RECORD_GOLDENS=1 too). The screenshot uses the bundled fonts only.
    @Test(arguments: [PresentationMode.outline, .pressed, .spotlight, .indicator])
    func theAnnotatedScreenshotMatchesItsGolden(_ mode: PresentationMode) throws {
        let (image, rects) = try _AnnotationSample.screenshot()
        let file = "screenshot-\(mode.rawValue).png"
        let annotated = try ImageAnnotation(image: image, rects: rects, mode: mode).scene().canvas().bitmap()
        let golden = GoldenImage(
            path: GalleryGoldenTests.folder.appendingPathComponent(file).path, tolerance: GalleryGoldenTests.tolerance)
        if GalleryGoldenTests.recording {
            try annotated.writePNG(toFile: golden.path)
            Issue.record("recorded \(file); run again without LINKBUBBLE_RECORD_GOLDENS")
            return
        }
        if let mismatch = try golden.mismatch(of: annotated) { Issue.record(Comment(rawValue: mismatch)) }
    }
}
