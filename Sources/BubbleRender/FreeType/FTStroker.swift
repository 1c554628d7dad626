import CFreeType

/// Strokes with FreeType's `FT_Stroker`: each subpath of a path becomes the
/// outline of its stroke (round joins; butt caps on open subpaths), which the
/// smooth rasterizer then fills by the non-zero rule.
///
/// Subpaths are stroked and rendered one at a time, so a path of any size works
/// (one whose stroke outline passes FreeType's 32,767 points is stroked in pieces).
/// Their coverages add up (saturating): exact where strokes of different
/// subpaths do not cross.
///
/// A subpath that FreeType would see as having zero length (every segment one
/// that `FT_Stroker_LineTo`, `FT_Stroker_ConicTo` or `FT_Stroker_CubicTo` skips as
/// a no-op) never reaches the stroker: FreeType 2.12 then ends the subpath with
/// borders it never opened and dereferences a null pointer. Such a subpath, like
/// an empty rect or any path at a scale that puts all its points on one 26.6
/// position, covers no area with butt caps, so it draws nothing.
struct FTStroker {
    private let library: FT_Library
    private let stroker: FT_Stroker

    /// A stroker of `radius` (half the line width) in 26.6 device pixels.
    init(library: FT_Library, radius: FT_Fixed) throws(RenderError) {
        var stroker: FT_Stroker?
        try FreeTypeLibrary.check(FT_Stroker_New(library, &stroker), "FT_Stroker_New")
        guard let stroker else { throw .freeType(function: "FT_Stroker_New", code: -1) }
        FT_Stroker_Set(stroker, radius, FT_STROKER_LINECAP_BUTT, FT_STROKER_LINEJOIN_ROUND, 4 << 16)
        self.library = library
        self.stroker = stroker
    }

    /// Releases the stroker.
    func done() { FT_Stroker_Done(stroker) }

    /// Strokes one subpath (a `.start` segment, drawing segments, then `.end`)
    /// and renders its outline into `target`.
    ///
    /// FreeType's stroker can turn arcs a few 1/64 pixel long into an outline that
    /// its own rasterizer rejects as invalid (`FT_Err_Invalid_Outline`). The
    /// walker's arc pieces lie within 1/128 pixel of their chords, so such a
    /// subpath is stroked again with every piece replaced by its chord: the same
    /// stroke within 1/128 pixel, which the stroker handles.
    ///
    /// A subpath whose stroke outline passes ``RenderLimits/maximumOutlinePoints``
    /// is stroked in open pieces instead (see ``renderInPieces(_:into:)``).
    func render(subpath: [DeviceSegment], into target: inout SpanTarget) throws(RenderError) {
        do {
            try strokeOrChords(subpath, into: &target)
        } catch {
            guard case .tooManyPoints = error else { throw error }
            try renderInPieces(subpath, into: &target)
        }
    }

    /// Strokes one subpath, and again as chords when FreeType rejects its outline.
    func strokeOrChords(_ subpath: [DeviceSegment], into target: inout SpanTarget) throws(RenderError) {
        do {
            try stroke(subpath, into: &target)
        } catch {
            guard case .freeType = error else { throw error }
            try stroke(subpath.map(\.chord), into: &target)
        }
    }

    /// Strokes one subpath as it is; see ``render(subpath:into:)``.
    private func stroke(_ subpath: [DeviceSegment], into target: inout SpanTarget) throws(RenderError) {
        guard case .start(var start) = subpath.first, case .end(let closed) = subpath.last,
            Self.hasLength(subpath)
        else { return }
        FT_Stroker_Rewind(stroker)
        try FreeTypeLibrary.check(FT_Stroker_BeginSubPath(stroker, &start, closed ? 0 : 1), "FT_Stroker_BeginSubPath")
        for segment in subpath.dropFirst().dropLast() {
            let error: FT_Error
            switch segment {
            case .line(var point):
                error = FT_Stroker_LineTo(stroker, &point)
            case .conic(var control, var point):
                error = FT_Stroker_ConicTo(stroker, &control, &point)
            case .cubic(var control1, var control2, var point):
                error = FT_Stroker_CubicTo(stroker, &control1, &control2, &point)
            case .start, .end:
                error = 0
            }
            try FreeTypeLibrary.check(error, "FT_Stroker_*To")
        }
        try FreeTypeLibrary.check(FT_Stroker_EndSubPath(stroker), "FT_Stroker_EndSubPath")
        var pointCount: FT_UInt = 0
        var contourCount: FT_UInt = 0
        try FreeTypeLibrary.check(FT_Stroker_GetCounts(stroker, &pointCount, &contourCount), "FT_Stroker_GetCounts")
        guard pointCount > 0 else { return }
        let limit = FT_UInt(RenderLimits.maximumOutlinePoints)
        guard pointCount <= limit, contourCount <= limit else {
            throw .tooManyPoints(Int(pointCount))
        }
        var outline = FT_Outline()
        try FreeTypeLibrary.check(
            FT_Outline_New(library, pointCount, FT_Int(contourCount), &outline), "FT_Outline_New")
        defer { FT_Outline_Done(library, &outline) }
        outline.n_points = 0
        outline.n_contours = 0
        FT_Stroker_Export(stroker, &outline)
        try CoverageRenderer.render(&outline, library: library, into: &target)
        target.mode = .add
    }

    /// Whether some segment of `subpath` is one that FreeType's stroker draws: a
    /// line to a new 26.6 position, or an arc with a control or end point two or
    /// more 26.6 units from the point before it (FreeType's `FT_IS_SMALL`, under
    /// which `FT_Stroker_ConicTo` and `FT_Stroker_CubicTo` only move the pen).
    static func hasLength(_ subpath: [DeviceSegment]) -> Bool {
        func isSmall(_ a: FT_Vector, _ b: FT_Vector) -> Bool {
            abs(a.x - b.x) < 2 && abs(a.y - b.y) < 2
        }
        var current = FT_Vector()
        for segment in subpath {
            switch segment {
            case .start(let point):
                current = point
            case .line(let point):
                if point.x != current.x || point.y != current.y { return true }
            case .conic(let control, let point):
                if !isSmall(current, control) || !isSmall(control, point) { return true }
                current = point
            case .cubic(let control1, let control2, let point):
                if !isSmall(current, control1) || !isSmall(control1, control2) || !isSmall(control2, point) {
                    return true
                }
                current = point
            case .end:
                break
            }
        }
        return false
    }
}

extension DeviceSegment {
    /// The segment with an arc replaced by the straight line to its end.
    var chord: DeviceSegment {
        switch self {
        case .conic(_, let point), .cubic(_, _, let point): .line(point)
        case .start, .line, .end: self
        }
    }
}
