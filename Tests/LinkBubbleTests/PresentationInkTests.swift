import LinkBubble
import LinkBubbleTestSupport
import Testing

/// The outline and the pressed fill never change a pixel of the glyph ink they must
/// keep clear of: compared with the plain text drawn alone, every pixel that the
/// ink touches is the same (the outline keeps clear of every glyph, the pressed fill
/// of every glyph outside the link).
@Suite struct PresentationInkTests {
    /// The plain text of `preview`'s layout (glyphs and decorations, in the link
    /// style) over `frame`, and the pixels inked by `ink`, at `scale`.
    static func plainAndInk(
        _ preview: LinkPreview, ink: [GlyphRun], frame: Rect, scale: Double
    ) throws -> (plain: Bitmap, ink: Bitmap) {
        let restyle = LinkStyle.standard.applied
        var plain = try Scene(covering: frame, scale: scale)
        plain.elements = [.glyphs(try GlyphRun.runs(of: preview.layout, restyle: restyle))]
        let decorations = try TextDecoration.decorations(of: preview.layout, restyle: restyle)
        if !decorations.isEmpty { plain.elements.append(.decorations(decorations)) }
        let inked = try Scene(covering: frame, scale: scale, elements: [.glyphs(ink)])
        return (try plain.canvas().bitmap(), try inked.canvas().bitmap())
    }

    /// The glyph runs outside the link.
    static func surroundingRuns(of preview: LinkPreview) throws -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var start = 0
        let count = preview.layout.glyphs.count
        for link in preview.glyphRuns + [count..<count] {
            if start < link.lowerBound {
                runs += try GlyphRun.runs(of: preview.layout, glyphRange: start..<link.lowerBound, restyle: LinkStyle.standard.applied)
            }
            start = link.upperBound
        }
        return runs
    }

    /// How many pixels inked in `ink` differ between `image` and `plain`.
    /// Whole pixels are compared as 32-bit words: comparing slices of the pixel arrays takes
    /// a debug build (the tests') ten times as long.
    static func changedInkPixels(_ image: Bitmap, plain: Bitmap, ink: Bitmap) -> Int {
        image.pixels.withUnsafeBytes { image in
            plain.pixels.withUnsafeBytes { plain in
                ink.pixels.withUnsafeBytes { ink in
                    // A plain loop: a stride is generic code in a debug build, slow per pixel.
                    var changed = 0, index = 0
                    while index < ink.count {
                        if ink[index + 3] != 0,
                            image.loadUnaligned(fromByteOffset: index, as: UInt32.self)
                                != plain.loadUnaligned(fromByteOffset: index, as: UInt32.self)
                        {
                            changed += 1
                        }
                        index += 4
                    }
                    return changed
                }
            }
        }
    }

    /// Eight trials, two of them of mixed scripts: with the knockout taken away (an outline
    /// or a pressed fill drawn whole), the outline changes ink in every trial of the default
    /// seed and the pressed fill in three of the eight.
    @Test func outlineAndPressedLeaveTheOtherGlyphsAlone() throws {
        let seed = TestSeed(default: 0x1C_0DE5)
        var generator = seed.generator
        for trial in 0..<8 {
            let length = 60 + Int(generator.next() % 140)
            let paragraph = trial % 4 == 3
                ? MixedScriptParagraphs.make(count: 1, length: length, seed: generator.next())[0]
                : SampleParagraphs.make(count: 1, length: length, seed: generator.next())[0]
            let units = paragraph.utf16.count
            let start = Int(generator.next() % UInt64(units - 4))
            let end = min(units, start + 4 + Int(generator.next() % 60))
            var text = AttributedText(paragraph)
            try text.addLink("https://example.com", range: start..<end)
            let width = 100 + Double(generator.next() % 220)
            let style = [BubbleStyle.ios, .webkit, .plain][Int(generator.next() % 3)]
            let scale = [1.0, 2, 3][Int(generator.next() % 3)]
            let preview = try LinkPreview(
                text: text, container: TextContainer(width: width), characterRange: start..<end, style: style,
                fontSource: .fontChain)
            let appearance = PreviewAppearance(scale: scale, highlightWidth: 1 + Double(generator.next() % 4))
            let context = "\(seed), trial \(trial): width \(width), range \(start)..<\(end), scale \(scale)"
            for (mode, ink) in [
                (PresentationMode.outline, try GlyphRun.runs(of: preview.layout, restyle: LinkStyle.standard.applied)),
                (.pressed, try Self.surroundingRuns(of: preview)),
            ] {
                let scene = try preview.scene(appearance, mode: mode)
                let (plain, inked) = try Self.plainAndInk(preview, ink: ink, frame: scene.frame, scale: scale)
                let changed = Self.changedInkPixels(try scene.canvas().bitmap(), plain: plain, ink: inked)
                #expect(changed == 0, "\(mode): \(changed) ink pixels changed; \(context)")
            }
        }
    }

    /// Why the outline is knocked out rather than drawn under the glyphs: under them,
    /// its color still shows through the antialiased edges of the letters it crosses.
    /// Over the gallery, drawn under the glyphs it changes ink pixels (the count is
    /// in the article "Presentation modes"), knocked out none.
    @Test func aKnockedOutOutlineChangesNoInkWhereOneUnderTheGlyphsDoes() throws {
        let fonts = try GalleryGoldenTests.fixedFontSet.get()
        var underneath = 0, knockedOut = 0
        for sample in _PreviewGallery.samples {
            let preview = try sample.preview(fontSource: fonts)
            let appearance = _PreviewGallery.appearance()
            let scene = try preview.scene(appearance, mode: .outline)
            let runs = try GlyphRun.runs(of: preview.layout, restyle: LinkStyle.standard.applied)
            let (plain, ink) = try Self.plainAndInk(preview, ink: runs, frame: scene.frame, scale: scene.scale)
            var under = try Scene(covering: scene.frame, scale: scene.scale)
            under.elements = [.stroke(preview.bubblePath, color: appearance.highlightColor, width: appearance.highlightWidth)]
            under.elements += scene.elements.filter { if case .knockout = $0 { false } else { true } }
            underneath += Self.changedInkPixels(try under.canvas().bitmap(), plain: plain, ink: ink)
            knockedOut += Self.changedInkPixels(try scene.canvas().bitmap(), plain: plain, ink: ink)
        }
        #expect(knockedOut == 0)
        #expect(underneath > 0, "\(underneath) ink pixels change under the glyphs")
    }
}
