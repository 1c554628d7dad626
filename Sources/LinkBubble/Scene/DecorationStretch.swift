import BubbleRender
import Geometry
import TextLayout

/// Neighbouring glyphs on one line that share a decoration style, color and baseline:
/// what ``TextDecoration/decorations(of:glyphRange:offset:color:restyle:)`` turns into
/// one continuous line (cut by its pattern and, for underlines, by skipped ink).
struct DecorationStretch {
    let style: UnderlineStyle
    let color: Color
    /// The glyphs' baseline, in points (y down).
    let baseline: Double
    private(set) var glyphs: [(font: Font, size: Double, position: Point, id: UInt32)] = []
    /// The primary fonts and sizes of the attribute runs the glyphs belong to: what
    /// places the lines (as CSS uses the element's first available font, so a fallback
    /// font with odd metrics, such as a bitmap emoji font, does not move them).
    private(set) var metricFonts: [(font: Font, size: Double)] = []
    private(set) var minX = Double.infinity
    private(set) var maxX = -Double.infinity

    init(style: UnderlineStyle, color: Color, baseline: Double) {
        self.style = style
        self.color = color
        self.baseline = baseline
    }

    mutating func add(_ glyph: Glyph, attributes: TextAttributes, offsetX: Double) {
        if !metricFonts.contains(where: { $0.font === attributes.font && $0.size == attributes.size }) {
            metricFonts.append((attributes.font, attributes.size))
        }
        let x = glyph.position.x + offsetX
        glyphs.append((glyph.font, glyph.size, Point(x: x, y: baseline), glyph.id))
        minX = min(minX, x, x + glyph.advance)
        maxX = max(maxX, x, x + glyph.advance)
    }

    /// The line's rects: its lines at the fonts' position and thickness, cut by the
    /// pattern, an underline's also by the gaps where it skips ink.
    func decoration(kind: TextDecoration.Kind) throws(RenderError) -> TextDecoration {
        let (centers, thickness) = kind == .underline ? underlineLines() : strikethroughLines()
        guard thickness > 0, maxX > minX, let lines = style.lines else {
            return TextDecoration(kind: kind, color: color, rects: [])
        }
        let lineThickness = lines == .thick ? thickness * 2 : thickness
        let pieces = Self.patternPieces(from: minX, to: maxX, pattern: style.pattern, unit: lineThickness * 2)
        let bands = centers.map { (top: $0 - lineThickness / 2, bottom: $0 + lineThickness / 2) }
        // Grown by a line's thickness, far more than rounding moves a flattened point
        // past its outline's control box.
        let reach = bands.map { (top: $0.top - lineThickness, bottom: $0.bottom + lineThickness) }
        let outlines = kind == .underline ? try glyphOutlines(reaching: reach) : []
        var rects: [Rect] = []
        for (top, bottom) in bands {
            var kept = pieces
            if !outlines.isEmpty {
                let margin = TextDecoration.skipInkMargin(thickness: lineThickness)
                let gaps = outlines.compactMap { path -> (lower: Double, upper: Double)? in
                    guard let (left, right) = Self.intercept(of: path, top: top, bottom: bottom) else { return nil }
                    return (left - margin, right + margin)
                }
                kept = Self.subtract(gaps, from: kept).filter { $0.upper - $0.lower >= lineThickness }
            }
            for piece in kept {
                rects.append(Rect(x: piece.lower, y: top, width: piece.upper - piece.lower, height: lineThickness))
            }
        }
        return TextDecoration(kind: kind, color: color, rects: rects)
    }

    /// The centers of the underline's lines (y down) and the thickness of one.
    private func underlineLines() -> ([Double], Double) {
        var depth = -Double.infinity, thickness = 0.0
        for glyph in metricFonts {
            let metrics = glyph.font.metrics
            let scale = metrics.scale(forSize: glyph.size)
            let fontThickness = Double(metrics.underlineThickness) * scale
            let fontDepth = fontThickness > 0 ? -Double(metrics.underlinePosition) * scale : glyph.size / 10
            depth = max(depth, fontDepth)
            thickness = max(thickness, fontThickness > 0 ? fontThickness : glyph.size / 20)
        }
        let center = baseline + depth
        return (style.lines == .double ? [center, center + 2 * thickness] : [center], thickness)
    }

    /// The centers of the strikethrough's lines (y down) and the thickness of one.
    private func strikethroughLines() -> ([Double], Double) {
        guard let largest = metricFonts.max(by: { $0.size < $1.size }) else { return ([], 0) }
        let metrics = largest.font.metrics
        let scale = metrics.scale(forSize: largest.size)
        let thickness: Double, height: Double
        if metrics.strikeoutSize > 0 {
            thickness = Double(metrics.strikeoutSize) * scale
            height = (Double(metrics.strikeoutPosition) - Double(metrics.strikeoutSize) / 2) * scale
        } else {
            let underline = Double(metrics.underlineThickness) * scale
            thickness = underline > 0 ? underline : largest.size / 20
            height = 0.22 * largest.size
        }
        let center = baseline - height
        return (style.lines == .double ? [center - thickness, center + thickness] : [center], thickness)
    }

    /// The outlines of the glyphs (and of their color layers), placed, but for those
    /// whose control boxes reach none of `bands` (top and bottom, y down).
    private func glyphOutlines(reaching bands: [(top: Double, bottom: Double)]) throws(RenderError) -> [Path] {
        var runs: [GlyphRun] = []
        for glyph in glyphs {
            let placed = PlacedGlyph(id: glyph.id, position: glyph.position)
            if let last = runs.last, last.font === glyph.font, last.size == glyph.size {
                runs[runs.count - 1].glyphs.append(placed)
            } else {
                runs.append(GlyphRun(font: glyph.font, size: glyph.size, color: color, glyphs: [placed]))
            }
        }
        var paths: [Path] = []
        try GlyphRun._forEachOutline(
            of: runs, where: { top, bottom in bands.contains { bottom >= $0.top && top <= $0.bottom } }
        ) { path, _ in paths.append(path) }
        return paths
    }

    /// The leftmost and rightmost x where `path`'s outline lies between `top` and
    /// `bottom` (y down), or nil when it does not reach that band.
    static func intercept(of path: Path, top: Double, bottom: Double) -> (Double, Double)? {
        guard let bounds = path.controlPointBounds, bounds.maxY >= top, bounds.minY <= bottom else { return nil }
        var left = Double.infinity, right = -Double.infinity
        for polyline in path.flattened(tolerance: 0.02) {
            guard var previous = polyline.last else { continue }
            for point in polyline {
                defer { previous = point }
                let (p, q) = (previous, point)
                if (p.y < top && q.y < top) || (p.y > bottom && q.y > bottom) { continue }
                var low = 0.0, high = 1.0
                if p.y != q.y {
                    let t0 = (top - p.y) / (q.y - p.y), t1 = (bottom - p.y) / (q.y - p.y)
                    low = max(0, min(t0, t1))
                    high = min(1, max(t0, t1))
                    guard low <= high else { continue }
                }
                for t in [low, high] {
                    let x = p.x + (q.x - p.x) * t
                    left = min(left, x)
                    right = max(right, x)
                }
            }
        }
        return left <= right ? (left, right) : nil
    }

    /// The most pattern repeats one stretch draws: a longer stretch stretches its
    /// pattern's unit so that it repeats this many times (which keeps the work and the
    /// rects of a hairline over a very long line bounded).
    static let maximumPatternRepeats = 10_000

    /// The on-pieces of `pattern` from `start` to `end`, starting at `start`.
    static func patternPieces(
        from start: Double, to end: Double, pattern: UnderlineStyle.Pattern, unit: Double
    ) -> [(lower: Double, upper: Double)] {
        let unitLengths = pattern.unitLengths
        guard !unitLengths.isEmpty, unit > 0 else { return [(start, end)] }
        let repeatUnits = unitLengths.reduce(0, +)
        let scaledUnit = max(unit, (end - start) / (repeatUnits * Double(maximumPatternRepeats)))
        let lengths = unitLengths.map { $0 * scaledUnit }
        var pieces: [(lower: Double, upper: Double)] = []
        var x = start, index = 0
        while x < end {
            let next = min(x + lengths[index % lengths.count], end)
            if index % 2 == 0 { pieces.append((x, next)) }
            x = next
            index += 1
        }
        return pieces
    }

    /// `pieces` (in order, not overlapping) with every interval of `gaps` cut out:
    /// one sweep over both, sorted, so it takes O((pieces + gaps) log gaps).
    static func subtract(
        _ gaps: [(lower: Double, upper: Double)], from pieces: [(lower: Double, upper: Double)]
    ) -> [(lower: Double, upper: Double)] {
        let sortedGaps = gaps.sorted { $0.lower < $1.lower }
        var result: [(lower: Double, upper: Double)] = []
        var gapIndex = 0
        for piece in pieces {
            var lower = piece.lower
            // Gaps that end before this piece cannot cut it or any later one.
            while gapIndex < sortedGaps.count, sortedGaps[gapIndex].upper <= lower { gapIndex += 1 }
            var index = gapIndex
            while index < sortedGaps.count, sortedGaps[index].lower < piece.upper {
                let gap = sortedGaps[index]
                if gap.lower > lower { result.append((lower, gap.lower)) }
                lower = max(lower, gap.upper)
                index += 1
            }
            if lower < piece.upper { result.append((lower, piece.upper)) }
        }
        return result
    }
}
