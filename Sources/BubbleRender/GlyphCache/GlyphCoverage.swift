import CFreeType

/// A glyph's coverage rendered once at one subpixel phase, added into coverage grids
/// wherever the glyph lands on that phase: what Skia's strike cache keeps.
///
/// FreeType's smooth rasterizer works on the outline's 26.6 points moved to the pen,
/// and moving them by whole pixels moves its cells by whole pixels and changes no
/// coverage value: a glyph at pen position `(64 i + p, 64 j + q)` covers the pixels of
/// its image at phase `(p, q)` moved by `(i, j)`, exactly. So the phases are the full
/// 1/64 pixel of the pen position, not rounded, and a glyph added from its cached
/// image leaves the same bytes as the glyph rendered in place.
struct GlyphCoverage: Sendable {
    /// The grid column (y up) of the image's first column and the grid row of its
    /// bottom row, relative to the pixel of the pen.
    var left: Int
    var bottom: Int
    var width: Int
    var height: Int
    /// Coverage, rows top to bottom.
    var pixels: [UInt8]

    /// A glyph at a phase: the glyph's key and the pen's position in its pixel, 0 to 63.
    struct Key: Hashable, Sendable {
        var glyph: GlyphKey
        var phaseX: UInt8
        var phaseY: UInt8
    }

    /// The images every drawing call shares: thread-safe, at most 4 MiB of coverage,
    /// oldest first out.
    static let shared = FontKeyedCache<Key, GlyphCoverage>(maximumBytes: 4 << 20)

    /// The largest image kept, in pixels: bigger glyphs are rendered in place, which
    /// costs less than their image's memory is worth.
    static let maximumPixels = 256 * 256

    /// Roughly the bytes the image holds.
    var cost: Int { 64 + pixels.count }

    /// The image of `outline` with its pen at `phase` (26.6, 0 to 63 each), or nil when
    /// it would pass ``maximumPixels``.
    static func render(
        _ outline: GlyphOutline, phase: (x: FT_Pos, y: FT_Pos), scratch: inout [FT_Vector], library: FT_Library
    ) throws(RenderError) -> GlyphCoverage? {
        // The control box holds the outline, so its pixels hold every covered pixel.
        let left = floorDivide(outline.minX + phase.x), right = ceilDivide(outline.maxX + phase.x)
        let bottom = floorDivide(outline.minY + phase.y), top = ceilDivide(outline.maxY + phase.y)
        let (width, height) = (Int(right - left), Int(top - bottom))
        guard width * height <= maximumPixels else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height)
        try pixels.withUnsafeMutableBufferPointer { buffer throws(RenderError) in
            guard let base = buffer.baseAddress else { return }
            var target = SpanTarget(base: base, width: width, height: height, mode: .add)
            try outline.withOutline(dx: phase.x - left * 64, dy: phase.y - bottom * 64, scratch: &scratch) {
                moved throws(RenderError) in
                try CoverageRenderer.render(&moved, library: library, into: &target)
            }
        }
        return GlyphCoverage(left: Int(left), bottom: Int(bottom), width: width, height: height, pixels: pixels)
    }

    /// Adds the image, saturating, to `target` with the pen in grid pixel `pen` (y up
    /// from the grid's bottom row), clipped to the grid: what rendering the outline
    /// into `target` in ``SpanTarget/Mode/add`` mode adds.
    func add(into target: inout SpanTarget, pen: (x: Int, y: Int)) {
        let firstColumn = pen.x + left
        let columns = Swift.max(0, -firstColumn)..<Swift.min(width, target.width - firstColumn)
        guard !columns.isEmpty else { return }
        // Image row r (top down) is grid row pen.y + bottom + height - 1 - r (y up),
        // stored at row target.height - 1 - that.
        let firstRow = target.height - pen.y - bottom - height
        let rows = Swift.max(0, -firstRow)..<Swift.min(height, target.height - firstRow)
        guard !rows.isEmpty else { return }
        let gridWidth = target.width, base = target.base
        pixels.withUnsafeBufferPointer { image in
            for row in rows {
                let source = image.baseAddress! + row * width
                let line = base + (firstRow + row) * gridWidth + firstColumn
                for column in columns {
                    let old = line[column]
                    line[column] = old &+ Swift.min(source[column], ~old)
                }
            }
        }
    }
}

/// `value / 64` rounded down.
private func floorDivide(_ value: FT_Pos) -> FT_Pos { value >> 6 }

/// `value / 64` rounded up.
private func ceilDivide(_ value: FT_Pos) -> FT_Pos { (value + 63) >> 6 }
