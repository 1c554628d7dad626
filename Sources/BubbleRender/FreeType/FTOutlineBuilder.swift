import CFreeType

/// The arrays of one FreeType outline: points in 26.6, their tags, and the
/// index of each contour's last point.
struct FTOutlineData {
    var points: [FT_Vector] = []
    var tags: [CChar] = []
    var contourEnds: [Int16] = []

    /// Runs `body` with an `FT_Outline` that borrows these arrays.
    mutating func withOutline<R>(
        flags: Int32, _ body: (inout FT_Outline) throws(RenderError) -> R
    ) throws(RenderError) -> R {
        let pointCount = Int16(points.count)
        let contourCount = Int16(contourEnds.count)
        return try points.withUnsafeMutableBufferPointer { points throws(RenderError) -> R in
            try tags.withUnsafeMutableBufferPointer { tags throws(RenderError) -> R in
                try contourEnds.withUnsafeMutableBufferPointer { contours throws(RenderError) -> R in
                    var outline = FT_Outline(
                        n_contours: contourCount, n_points: pointCount, points: points.baseAddress,
                        tags: tags.baseAddress, contours: contours.baseAddress, flags: flags)
                    return try body(&outline)
                }
            }
        }
    }
}

/// Collects contours into FreeType outlines, starting a new outline whenever one
/// would pass FreeType's limit of 32,767 points (`n_points` is a C `short`).
/// Callers take the full outlines as they come (``takeFinished()``) and render
/// them at once, so a path of any length needs the memory of about one outline.
///
/// Whole contours move to the next outline. A single contour longer than the
/// limit is cut into pieces that all start at the contour's first point: piece k
/// runs P0, Pa ... Pb and closes back to P0, so the chords P0-Pa and Pb-P0 of
/// neighbouring pieces cancel and the pieces' winding numbers add up to the
/// contour's. Where the pieces do not overlap (a chord inside the shape), their
/// coverages add up exactly under the non-zero rule, partial pixels along the
/// chords included; under even-odd they combine by exclusive or, exact inside
/// and close along the chords.
struct FTOutlineBuilder {
    /// FreeType's most points in one outline.
    static let pointLimit = RenderLimits.maximumOutlinePoints

    private var outlines: [FTOutlineData] = []
    private var current = FTOutlineData()
    /// Index in `current.points` of the open contour's first point.
    private var contourStart = 0
    /// The open contour's first point, for cutting it into pieces.
    private var contourOrigin = FT_Vector()
    private var isContourOpen = false

    /// The outlines finished since the last call (full ones), and forgets them.
    mutating func takeFinished() -> [FTOutlineData] {
        defer { outlines.removeAll() }
        return outlines
    }

    /// Whether full outlines wait to be taken.
    var hasFinished: Bool { !outlines.isEmpty }

    /// The remaining outlines, the open one included; empty contours and lone
    /// points are dropped.
    mutating func finish() -> [FTOutlineData] {
        closeContour()
        if !current.contourEnds.isEmpty { outlines.append(current) }
        current = FTOutlineData()
        return takeFinished()
    }

    /// Starts a contour at an on-curve point (closing any open one).
    mutating func start(_ point: FT_Vector) {
        closeContour()
        contourStart = current.points.count
        contourOrigin = point
        isContourOpen = true
        append(point, tag: FT_CURVE_TAG_ON)
    }

    /// A straight segment.
    mutating func line(to point: FT_Vector) {
        makeRoom(for: 1)
        append(point, tag: FT_CURVE_TAG_ON)
    }

    /// A quadratic (conic) arc.
    mutating func conic(control: FT_Vector, to point: FT_Vector) {
        makeRoom(for: 2)
        append(control, tag: FT_CURVE_TAG_CONIC)
        append(point, tag: FT_CURVE_TAG_ON)
    }

    /// A cubic arc.
    mutating func cubic(control1: FT_Vector, control2: FT_Vector, to point: FT_Vector) {
        makeRoom(for: 3)
        append(control1, tag: FT_CURVE_TAG_CUBIC)
        append(control2, tag: FT_CURVE_TAG_CUBIC)
        append(point, tag: FT_CURVE_TAG_ON)
    }

    /// Ends the open contour (FreeType closes every contour with a straight line).
    mutating func closeContour() {
        guard isContourOpen else { return }
        isContourOpen = false
        if current.points.count - contourStart < 2 {
            // A lone point encloses nothing.
            current.points.removeSubrange(contourStart...)
            current.tags.removeSubrange(contourStart...)
        } else {
            current.contourEnds.append(Int16(current.points.count - 1))
        }
    }

    /// Reserves room for `count` more points.
    mutating func reserveCapacity(_ count: Int) {
        let total = Swift.min(current.points.count + count, Self.pointLimit)
        current.points.reserveCapacity(total)
        current.tags.reserveCapacity(total)
    }

    @inline(__always)
    private mutating func append(_ point: FT_Vector, tag: Int32) {
        current.points.append(point)
        current.tags.append(CChar(tag))
    }

    private mutating func startNextOutline() {
        if !current.contourEnds.isEmpty { outlines.append(current) }
        current = FTOutlineData()
    }

    /// Ensures `count` more points fit in the current outline.
    @inline(__always)
    private mutating func makeRoom(for count: Int) {
        if current.points.count + count > Self.pointLimit { cutContour() }
    }

    /// Moves the open contour to a new outline, or cuts it there when it fills
    /// a whole outline.
    private mutating func cutContour() {
        if contourStart > 0 {
            let contourPoints = Array(current.points[contourStart...])
            let contourTags = Array(current.tags[contourStart...])
            // Move the open contour to a fresh outline.
            current.points.removeSubrange(contourStart...)
            current.tags.removeSubrange(contourStart...)
            startNextOutline()
            contourStart = 0
            current.points = contourPoints
            current.tags = contourTags
            if current.points.count + 3 <= Self.pointLimit { return }
        }
        // The contour alone fills an outline: end this piece at its last (on-curve)
        // point and go on with a piece from the contour's first point.
        let last = current.points[current.points.count - 1]
        current.contourEnds.append(Int16(current.points.count - 1))
        startNextOutline()
        contourStart = 0
        append(contourOrigin, tag: FT_CURVE_TAG_ON)
        append(last, tag: FT_CURVE_TAG_ON)
    }
}
