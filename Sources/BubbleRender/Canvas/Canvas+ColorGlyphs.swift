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
        for value in [box.minX, box.minY, box.maxX, box.maxY] where !(abs(value) <= RenderLimits.maximumCoordinate) {
            throw .coordinateOutOfRange(value)
        }
        let (left, phaseX) = Self.quarterPixel(box.minX), (top, phaseY) = Self.quarterPixel(box.minY)
        let fullWidth = Int((Double(phaseX) / 4 + box.width).rounded(.up))
        let fullHeight = Int((Double(phaseY) / 4 + box.height).rounded(.up))
        // The part inside the canvas (bounds checked before making ranges of them).
        let (firstColumn, endColumn) = (Swift.max(0, -left), Swift.min(fullWidth, width - left))
        let (firstRow, endRow) = (Swift.max(0, -top), Swift.min(fullHeight, height - top))
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let columns = firstColumn..<endColumn, rows = firstRow..<endRow
        let factor = pixelsPerEm / bitmap.pixelsPerEm
        let phase = (Double(phaseX) / 4, Double(phaseY) / 4)
        func scaled(_ columns: Range<Int>, _ rows: Range<Int>) -> [UInt8] {
            ImageResampler.resample(
                bitmap.pixels, width: bitmap.width, height: bitmap.height, factor: factor, phase: phase,
                columns: columns, rows: rows)
        }
        let pixels: [UInt8]
        if columns.count == fullWidth, rows.count == fullHeight {
            let imageKey = ColorGlyphCache.ImageKey(glyph: key, phaseX: phaseX, phaseY: phaseY)
            pixels = ColorGlyphCache.shared.scaledImage(imageKey, font: font) {
                .init(width: fullWidth, height: fullHeight, pixels: scaled(columns, rows))
            }.pixels
        } else {
            pixels = scaled(columns, rows)
        }
        compositeImage(
            pixels, width: columns.count, height: rows.count,
            at: (left + columns.lowerBound, top + rows.lowerBound), opacity: Color._byte(Color._unit(opacity)))
    }

    /// A device coordinate as a whole pixel and a phase in quarter pixels (0 to 3).
    private static func quarterPixel(_ value: Double) -> (Int, Int) {
        let whole = value.rounded(.down)
        let quarters = Int(((value - whole) * 4).rounded())
        return quarters == 4 ? (Int(whole) + 1, 0) : (Int(whole), quarters)
    }

    /// Composites premultiplied RGBA `pixels` (wholly inside the canvas) with their
    /// top-left at canvas pixel `at`, source over, scaled by `opacity` (0 to 255).
    private mutating func compositeImage(
        _ image: [UInt8], width imageWidth: Int, height imageHeight: Int, at placement: (x: Int, y: Int),
        opacity: UInt8
    ) {
        guard opacity > 0 else { return }
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
