import CFreeType
import Geometry

/// Where FreeType's span callback writes: a gray coverage buffer, rows top to
/// bottom, and how a span combines with what is already there.
struct SpanTarget {
    var base: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    var mode: Mode
    /// The sum of the coverage values stored in ``Mode/store`` mode.
    var total = 0
    /// Where the pixels not yet written begin, when the buffer was not cleared: an index
    /// in FreeType's order (rows bottom up, `y * width + x`), before which every pixel
    /// holds coverage or zero (see ``zeroUnwritten(before:)``); nil once all are written.
    var unwrittenFrom: Int?

    /// How spans combine with the buffer.
    enum Mode {
        /// The first outline drawn into a cleared buffer, or into one not yet written
        /// (``unwrittenFrom``): spans are stored.
        case store
        /// Later outlines of a non-zero fill (of a path split past 32,767 points,
        /// separate stroke pieces, separate glyphs): a saturating sum.
        case add
        /// Later outlines of an even-odd fill: the exclusive or of the coverages.
        case exclusiveOr
        /// Later pieces of one stroke that overlap where they meet: the larger
        /// coverage, so an edge drawn by both pieces is not drawn twice as dark.
        case maximum
    }
}

/// Renders FT_Outlines with FreeType's smooth (antialiasing) rasterizer, in
/// direct mode: FreeType hands over spans of constant 8-bit coverage, clipped to
/// the grid.
struct CoverageRenderer {
    private var target: SpanTarget
    private let library: FT_Library
    private let fillRule: FillRule
    private let coverage: UnsafeMutableBufferPointer<UInt8>
    /// How many outlines have been rendered.
    private var count = 0

    /// A renderer of the outlines of one fill into `coverage` (`width` x `height`, with
    /// a base address), cleared to zero unless `isCleared` is false: then the first
    /// outline writes every pixel up to its last span and ``finish()`` the rest.
    init(
        fillRule: FillRule, library: FT_Library, into coverage: UnsafeMutableBufferPointer<UInt8>, width: Int,
        height: Int, isCleared: Bool = true
    ) {
        target = SpanTarget(
            base: coverage.baseAddress!, width: width, height: height, mode: .store, unwrittenFrom: isCleared ? nil : 0)
        self.library = library
        self.fillRule = fillRule
        self.coverage = coverage
    }

    /// Renders the next outlines of the fill.
    mutating func render(_ outlines: [FTOutlineData]) throws(RenderError) {
        let flags = fillRule == .evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : FT_OUTLINE_NONE
        for var data in outlines {
            try data.withOutline(flags: flags) { outline throws(RenderError) in
                try Self.render(&outline, library: library, into: &target)
            }
            target.mode = fillRule == .evenOdd ? .exclusiveOr : .add
            count += 1
        }
    }

    /// Zeros the pixels that no outline has written; due before the coverage is read.
    mutating func finish() {
        target.zeroUnwritten(before: target.width * target.height)
    }

    /// The sum of the coverage values (after ``finish()``).
    var total: Int {
        guard count > 1 else { return target.total }
        // A plain loop: a generic `reduce` takes several unspecialized calls a byte in a
        // debug build (the fuzz replays' and the tests').
        var sum = 0
        var index = 0
        while index < coverage.count {
            sum += Int(coverage[index])
            index += 1
        }
        return sum
    }

    /// Renders one outline into `target`, clipped first when it reaches far
    /// outside the grid (see ``OutlineClipping``).
    static func render(
        _ outline: inout FT_Outline, library: FT_Library, into target: inout SpanTarget
    ) throws(RenderError) {
        let box = OutlineClipping.box(width: target.width, height: target.height)
        guard let pieces = OutlineClipping.clipped(&outline, to: box) else {
            return try renderUnclipped(&outline, library: library, into: &target)
        }
        // More than one piece only when clipping took the outline past FreeType's
        // point limit: later pieces combine as the pieces of a long fill do.
        let mode = target.mode
        for (index, var piece) in pieces.enumerated() {
            if index > 0 { target.mode = outline.flags & FT_OUTLINE_EVEN_ODD_FILL != 0 ? .exclusiveOr : .add }
            try piece.withOutline(flags: outline.flags) { clipped throws(RenderError) in
                try renderUnclipped(&clipped, library: library, into: &target)
            }
        }
        target.mode = mode
    }

    /// Renders one outline into `target` as it is.
    static func renderUnclipped(
        _ outline: inout FT_Outline, library: FT_Library, into target: inout SpanTarget
    ) throws(RenderError) {
        var params = FT_Raster_Params()
        params.flags = FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP
        params.gray_spans = _spanCallback
        params.clip_box = FT_BBox(xMin: 0, yMin: 0, xMax: FT_Pos(target.width), yMax: FT_Pos(target.height))
        let error = withUnsafeMutablePointer(to: &target) { pointer in
            params.user = UnsafeMutableRawPointer(pointer)
            return FT_Outline_Render(library, &outline, &params)
        }
        try FreeTypeLibrary.check(error, "FT_Outline_Render")
    }
}

/// FreeType's span callback: `y` counts rows from the bottom.
private func _spanCallback(
    y: Int32, count: Int32, spans: UnsafePointer<FT_Span>?, user: UnsafeMutableRawPointer?
) {
    guard let spans, let target = user?.assumingMemoryBound(to: SpanTarget.self) else { return }
    let width = target.pointee.width
    let row = target.pointee.height - 1 - Int(y)
    guard row >= 0, row < target.pointee.height else { return }
    let line = target.pointee.base + row * width
    let isUnwritten = target.pointee.unwrittenFrom != nil
    // Only the first outline stores into unwritten pixels; the others combine with
    // what is there, so the rest is zeroed first.
    if isUnwritten, target.pointee.mode != .store { target.pointee.zeroUnwritten(before: width * target.pointee.height) }
    let rowStart = Int(y) * width
    for index in 0..<Int(count) {
        let span = spans[index]
        let start = Swift.max(0, Int(span.x))
        let end = Swift.min(width, Int(span.x) + Int(span.len))
        guard start < end else { continue }
        let value = span.coverage
        switch target.pointee.mode {
        case .store:
            if isUnwritten { target.pointee.zeroUnwritten(before: rowStart + start, writing: rowStart + end) }
            (line + start).update(repeating: value, count: end - start)
            target.pointee.total += Int(value) * (end - start)
        case .add:
            for x in start..<end { line[x] = UInt8(Swift.min(255, Int(line[x]) + Int(value))) }
        case .maximum:
            for x in start..<end where line[x] < value { line[x] = value }
        case .exclusiveOr:
            // Exclusive or of two coverages a and b: a + b - 2ab.
            for x in start..<end {
                let old = Int(line[x])
                line[x] = UInt8(old + Int(value) - (2 * old * Int(value) + 127) / 255)
            }
        }
    }
}
