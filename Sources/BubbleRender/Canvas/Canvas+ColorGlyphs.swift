import CFreeType
import Geometry
import TextLayout

extension Canvas {
    /// Draws the color glyphs of `runs` (see ``drawGlyphs(_:)``): bitmaps scaled from
    /// their strike, COLRv0 layers filled one by one in their colors. Other glyphs are
    /// left to the outline pass.
    mutating func drawColorGlyphs(
        of runs: ArraySlice<GlyphRun>, outlines: inout GlyphOutlineCache, library: FT_Library
    ) throws(RenderError) {
        for run in runs where run.font.hasColorGlyphs {
            let pixelsPerEm = run.size * scale
            for glyph in run.glyphs {
                let cache = ColorGlyphCache.shared
                guard let colorGlyph = try cache.colorGlyph(glyph.id, font: run.font, pixelsPerEm: pixelsPerEm) else {
                    continue
                }
                let pen = ((glyph.position.x - origin.x) * scale, (glyph.position.y - origin.y) * scale)
                guard pen.0.isFinite, pen.1.isFinite else { continue }
                switch colorGlyph {
                case .bitmap(let bitmap):
                    let key = cache.glyphKey(glyph.id, font: run.font, pixelsPerEm: pixelsPerEm)
                    try draw(
                        bitmap, key: key, font: run.font, pen: pen, pixelsPerEm: pixelsPerEm, opacity: run.color.alpha)
                case .layers(let layers):
                    for layer in layers {
                        let outline = try outlines.outline(of: layer.glyph, font: run.font, pixelsPerEm: pixelsPerEm)
                        guard !outline.contourEnds.isEmpty else { continue }
                        var color = layer.color ?? run.color
                        if layer.color != nil { color.alpha *= run.color.alpha }
                        try fill(outline, of: run.font, at: pen, color: color, library: library)
                    }
                }
            }
        }
    }

    /// Fills one outline with its pen at canvas pixel `pen`, in `color`.
    private mutating func fill(
        _ outline: GlyphOutline, of font: Font, at pen: (x: Double, y: Double), color: Color, library: FT_Library
    ) throws(RenderError) {
        let box = (
            pen.x + Double(outline.minX) / 64, pen.y - Double(outline.maxY) / 64,
            pen.x + Double(outline.maxX) / 64, pen.y - Double(outline.minY) / 64)
        let ink = try coverage(of: box) { target, grid, scratch throws(RenderError) in
            try Self.render(outline, of: font, at: pen, into: &target, grid: grid, scratch: &scratch, library: library)
        }
        if let ink { composite(ink, color: color) }
    }

    /// Draws a strike bitmap scaled to `pixelsPerEm` with the glyph's pen at canvas
    /// pixel `pen`, its alpha times `opacity`.
    ///
    /// The image's edges are placed to a quarter pixel. Only the part inside the canvas
    /// is scaled, so a huge glyph allocates no more than the canvas; images wholly
    /// inside the canvas are cached.
    private mutating func draw(
        _ bitmap: GlyphBitmap, key: ColorGlyphCache.GlyphKey, font: Font, pen: (x: Double, y: Double),
        pixelsPerEm: Double, opacity: Double
    ) throws(RenderError) {
        let box = bitmap.box(at: Point(x: pen.x, y: pen.y), pixelsPerEm: pixelsPerEm)
        guard let placement = try ImagePlacement(deviceBox: box, canvasWidth: width, canvasHeight: height) else { return }
        let factor = pixelsPerEm / bitmap.pixelsPerEm
        func scaled() -> [UInt8] { placement.resample(bitmap.pixels, width: bitmap.width, height: bitmap.height, factor: factor) }
        let pixels: [UInt8]
        if placement.isWhole {
            let imageKey = ColorGlyphCache.ImageKey(glyph: key, phaseX: placement.phaseX, phaseY: placement.phaseY)
            pixels = ColorGlyphCache.shared.scaledImage(imageKey, font: font) {
                .init(width: placement.fullWidth, height: placement.fullHeight, pixels: scaled())
            }.pixels
        } else {
            pixels = scaled()
        }
        compositeImage(pixels, at: placement, opacity: Color._byte(Color._unit(opacity)))
    }

    /// Composites premultiplied RGBA `image`, the pixels of `placement`'s visible part,
    /// source over, scaled by `opacity` (0 to 255).
    mutating func compositeImage(_ image: [UInt8], at visible: ImagePlacement, opacity: UInt8) {
        guard opacity > 0 else { return }
        let (imageWidth, imageHeight) = (visible.columns.count, visible.rows.count)
        let placement = (x: visible.left + visible.columns.lowerBound, y: visible.top + visible.rows.lowerBound)
        let canvasWidth = width
        image.withUnsafeBufferPointer { image in
            withPixels { pixels in
                for row in 0..<imageHeight {
                    for column in 0..<imageWidth {
                        let from = (row * imageWidth + column) * 4
                        var alpha = image[from + 3]
                        if opacity != 255 { alpha = _multiply255(alpha, Int(opacity)) }
                        guard alpha > 0 else { continue }
                        let to = ((placement.y + row) * canvasWidth + placement.x + column) * 4
                        let remaining = 255 - Int(alpha)
                        for channel in 0..<4 {
                            let source = channel == 3 ? alpha
                                : opacity == 255 ? image[from + channel] : _multiply255(image[from + channel], Int(opacity))
                            pixels[to + channel] = source &+ _multiply255(pixels[to + channel], remaining)
                        }
                    }
                }
            }
        }
    }
}
