import CFreeType
import TextLayout
import Geometry

extension SVGWriter {
    /// The outlines of glyph runs as paths in the runs' coordinates (y down), with
    /// their colors: one path per group of neighbouring runs of one color, in order.
    /// Fill them by the non-zero rule.
    ///
    /// Each glyph's unhinted outline (`FT_Load_Glyph` with `FT_LOAD_NO_HINTING |
    /// FT_LOAD_NO_BITMAP` at the run's size, 1/64-point precision) is walked with
    /// `FT_Outline_Decompose` into lines, quadratic and cubic curves, placed at the
    /// glyph's position. A COLRv0 glyph gives its layers' outlines in their palette
    /// colors (the run's color for the foreground entry). Color bitmap glyphs (CBDT,
    /// sbix emoji) have no outline and are left out; ``SVGWriter`` draws them as images.
    ///
    /// - Throws: ``RenderError/invalidArgument(name:value:)`` for an unusable run
    ///   size, ``RenderError/freeType(function:code:)`` when a glyph fails to load.
    public static func glyphOutlines(of runs: [GlyphRun]) throws(RenderError) -> [(path: Path, color: Color)] {
        var result: [(path: Path, color: Color)] = []
        try forEachGlyphPaint(of: runs) { paint throws(RenderError) in
            guard case .outline(let path, let color) = paint else { return }
            if result.last?.color != color { result.append((Path(), color)) }
            result[result.count - 1].path.addPath(path)
        }
        return result
    }

    /// What drawing one glyph (or one color layer) paints.
    enum GlyphPaint {
        /// A non-empty outline placed at the glyph's position, filled in a color.
        case outline(Path, Color)
        /// A color bitmap drawn in `box` (points), its alpha times `opacity`.
        case image(GlyphBitmap, key: ColorGlyphCache.GlyphKey, box: Rect, opacity: Double)
    }

    /// Calls `body` with what each glyph of `runs` paints, in order: its outline in
    /// its run's color, its COLRv0 layers, or its color bitmap (strike chosen for the
    /// run's size, as a canvas at scale 1 would).
    static func forEachGlyphPaint(
        of runs: [GlyphRun], _ body: (GlyphPaint) throws(RenderError) -> Void
    ) throws(RenderError) {
        var cache = GlyphOutlineCache()
        func outline(_ id: UInt32, of run: GlyphRun, at position: Point) throws(RenderError) -> Path? {
            let outline = try cache.outline(of: id, font: run.font, pixelsPerEm: run.size)
            guard !outline.contourEnds.isEmpty else { return nil }
            var path = Path()
            _appendDecomposed(outline, at: position, to: &path)
            return path.isEmpty ? nil : path
        }
        for run in runs {
            for glyph in run.glyphs {
                let colorGlyph = try ColorGlyphCache.shared.colorGlyph(glyph.id, font: run.font, pixelsPerEm: run.size)
                switch colorGlyph {
                case nil:
                    if let path = try outline(glyph.id, of: run, at: glyph.position) { try body(.outline(path, run.color)) }
                case .layers(let layers)?:
                    for layer in layers {
                        guard let path = try outline(layer.glyph, of: run, at: glyph.position) else { continue }
                        var color = layer.color ?? run.color
                        if layer.color != nil { color.alpha *= run.color.alpha }
                        try body(.outline(path, color))
                    }
                case .bitmap(let bitmap)?:
                    let box = bitmap.box(at: glyph.position, pixelsPerEm: run.size)
                    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { continue }
                    let key = ColorGlyphCache.shared.glyphKey(glyph.id, font: run.font, pixelsPerEm: run.size)
                    try body(.image(bitmap, key: key, box: box, opacity: run.color.alpha))
                }
            }
        }
    }

    /// The outlines of laid-out glyphs, as ``glyphOutlines(of:)`` gives those of
    /// ``GlyphRun/runs(of:glyphRange:offset:color:restyle:)``, in the text's colors;
    /// `glyphRange` is clamped to the layout's glyphs (nil: all). Empty when a glyph
    /// fails to load.
    public static func glyphOutlines(
        of layout: LayoutManager, glyphRange: Range<Int>? = nil
    ) -> [(path: Path, color: Color)] {
        let range = (glyphRange ?? 0..<layout.glyphs.count).clamped(to: 0..<layout.glyphs.count)
        return (try? glyphOutlines(of: GlyphRun.runs(of: layout, glyphRange: range))) ?? []
    }
}

/// Where FT_Outline_Decompose's callbacks build a path.
private struct DecomposedPath {
    var path: Path
    var origin: Point
    var start = Point.zero
    var isOpen = false

    /// A 26.6 outline point (y up) in layout coordinates (y down).
    func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
        guard let vector else { return origin }
        return Point(x: origin.x + Double(vector.pointee.x) / 64, y: origin.y - Double(vector.pointee.y) / 64)
    }

    /// Closes the open contour, dropping the line back to its start that
    /// FT_Outline_Decompose draws (the close draws it).
    mutating func close() {
        guard isOpen else { return }
        if case .line(let end) = path.elements.last, end == start { path.elements.removeLast() }
        path.closeSubpath()
        isOpen = false
    }
}

/// Appends a glyph outline placed with its origin at `origin` to `path`.
private func _appendDecomposed(_ outline: GlyphOutline, at origin: Point, to path: inout Path) {
    var sink = DecomposedPath(path: path, origin: origin)
    path = Path()
    var funcs = FT_Outline_Funcs(
        move_to: { to, user in
            let sink = user!.assumingMemoryBound(to: DecomposedPath.self)
            sink.pointee.close()
            let point = sink.pointee.point(to)
            sink.pointee.path.move(to: point)
            sink.pointee.start = point
            sink.pointee.isOpen = true
            return 0
        },
        line_to: { to, user in
            let sink = user!.assumingMemoryBound(to: DecomposedPath.self)
            sink.pointee.path.addLine(to: sink.pointee.point(to))
            return 0
        },
        conic_to: { control, to, user in
            let sink = user!.assumingMemoryBound(to: DecomposedPath.self)
            sink.pointee.path.addQuadCurve(to: sink.pointee.point(to), control: sink.pointee.point(control))
            return 0
        },
        cubic_to: { control1, control2, to, user in
            let sink = user!.assumingMemoryBound(to: DecomposedPath.self)
            sink.pointee.path.addCurve(
                to: sink.pointee.point(to), control1: sink.pointee.point(control1),
                control2: sink.pointee.point(control2))
            return 0
        },
        shift: 0, delta: 0)
    var scratch: [FT_Vector] = []
    _ = try? outline.withOutline(dx: 0, dy: 0, scratch: &scratch) { outline throws(RenderError) in
        withUnsafeMutablePointer(to: &sink) { sink in
            _ = FT_Outline_Decompose(&outline, &funcs, sink)
        }
    }
    sink.close()
    path = sink.path
}
