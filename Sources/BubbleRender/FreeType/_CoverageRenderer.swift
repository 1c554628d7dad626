import CFreeType
import WrapPath

/// Where FreeType's span callback writes: a gray coverage buffer, rows top to
/// bottom, and how a span combines with what is already there.
struct _SpanTarget {
    var base: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    var rule: FillRule
    /// True for the first outline drawn into a cleared buffer: spans are stored.
    /// Later outlines (of a path split past 32,767 points, or of separate stroke
    /// pieces) combine: a saturating sum for non-zero, an exclusive or of the
    /// coverages for even-odd.
    var isFirst: Bool
    /// The sum of the coverage values written by the first outline.
    var total = 0
}

/// Renders FT_Outlines with FreeType's smooth (antialiasing) rasterizer, in
/// direct mode: FreeType hands over spans of constant 8-bit coverage, clipped to
/// the grid.
enum _CoverageRenderer {
    /// Renders `outlines` into `coverage` (`width` x `height`, cleared to zero),
    /// returning the sum of the coverage values.
    static func render(
        _ outlines: inout [_FTOutlineData], fillRule: FillRule, library: FT_Library,
        into coverage: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int
    ) throws(RenderError) -> Int {
        guard let base = coverage.baseAddress else { return 0 }
        var target = _SpanTarget(base: base, width: width, height: height, rule: fillRule, isFirst: true)
        let flags = fillRule == .evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : FT_OUTLINE_NONE
        for index in outlines.indices {
            try outlines[index].withOutline(flags: flags) { outline throws(RenderError) in
                try render(&outline, library: library, into: &target)
            }
            target.isFirst = false
        }
        guard outlines.count > 1 else { return target.total }
        return coverage.reduce(0) { $0 + Int($1) }
    }

    /// Renders one outline into `target`.
    static func render(
        _ outline: inout FT_Outline, library: FT_Library, into target: inout _SpanTarget
    ) throws(RenderError) {
        var params = FT_Raster_Params()
        params.flags = FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP
        params.gray_spans = _spanCallback
        params.clip_box = FT_BBox(xMin: 0, yMin: 0, xMax: FT_Pos(target.width), yMax: FT_Pos(target.height))
        let error = withUnsafeMutablePointer(to: &target) { pointer in
            params.user = UnsafeMutableRawPointer(pointer)
            return FT_Outline_Render(library, &outline, &params)
        }
        try _FreeType.check(error, "FT_Outline_Render")
    }
}

/// FreeType's span callback: `y` counts rows from the bottom.
private func _spanCallback(
    y: Int32, count: Int32, spans: UnsafePointer<FT_Span>?, user: UnsafeMutableRawPointer?
) {
    guard let spans, let target = user?.assumingMemoryBound(to: _SpanTarget.self) else { return }
    let width = target.pointee.width
    let row = target.pointee.height - 1 - Int(y)
    guard row >= 0, row < target.pointee.height else { return }
    let line = target.pointee.base + row * width
    for index in 0..<Int(count) {
        let span = spans[index]
        let start = Swift.max(0, Int(span.x))
        let end = Swift.min(width, Int(span.x) + Int(span.len))
        guard start < end else { continue }
        let value = span.coverage
        if target.pointee.isFirst {
            (line + start).update(repeating: value, count: end - start)
            target.pointee.total += Int(value) * (end - start)
        } else if target.pointee.rule == .nonZero {
            for x in start..<end { line[x] = UInt8(Swift.min(255, Int(line[x]) + Int(value))) }
        } else {
            // Exclusive or of two coverages a and b: a + b - 2ab.
            for x in start..<end {
                let old = Int(line[x])
                line[x] = UInt8(old + Int(value) - (2 * old * Int(value) + 127) / 255)
            }
        }
    }
}
