import Geometry

/// The exact outline of a union of axis-aligned rects.
///
/// The outline is the smallest stair-step shape containing the rects (not a hull):
/// one ``Region`` per connected piece, each an outer ``Ring`` and its holes. Every
/// output point is a true corner of the union. Rects that touch only at a corner
/// are not connected: each keeps its own region, like Safari's bubbles for lines
/// that do not overlap horizontally. By the same rule an empty pocket that meets
/// the outside at a corner opens into it: no hole, and the outer ring passes
/// that corner twice.
///
/// Coordinates that differ by floating-point noise are merged before the union,
/// so noise never leaves a sliver, a notch or a zero-width gap. Along each axis
/// the sorted coordinates form groups: a group starts at its smallest value and
/// takes every value within `tolerance` of it, and its most frequent value (the
/// smallest on a tie) stands for all of them. Rects ordered top to bottom merge
/// each x coordinate onto one within `tolerance` in the row above instead, which
/// gives the same outline up to `tolerance`. Rects no wider or taller than
/// `tolerance`, rects that are empty after merging and rects with a non-finite
/// edge (including an origin plus size that overflows) are dropped. Merging
/// moves a coordinate by at most `tolerance`, so each rect lies inside the
/// outline up to `tolerance`. Noise far below the tolerance (the intended case:
/// rounding noise around 1e-12 against the default 1e-6) never shows; values
/// spread over more than the tolerance can fall into different groups.
public enum RectUnion {
    /// The default merging tolerance, 1e-6: a millionth of a point, far below a
    /// device pixel at any scale yet far above the rounding noise of Double
    /// coordinates up to about 10^8.
    public static let defaultTolerance: Double = 1e-6

    /// The exact union of the rects as regions (no outset, no rounding).
    ///
    /// Regions are ordered by their top-left corners: top to bottom, then left to
    /// right. Rects already ordered top to bottom (non-decreasing top and bottom
    /// edges, as text lines are) take a linear-time path: one pass and one
    /// allocation when consecutive lines overlap horizontally (one region, no
    /// hole), a band sweep otherwise, as long as no row is covered by more than 32
    /// of them. Other input takes O((n + k) log n) for n rects and k output
    /// corners; above 131,072 such rects, each chunk of 32,768 is first reduced
    /// to the disjoint rects of its union (the same outline, with the sweep's
    /// memory kept in the cache, which makes large overlapping sets faster).
    ///
    /// - Parameters:
    ///   - rects: Any rects, in any order; negative sizes are standardized.
    ///   - tolerance: Coordinates closer than this are treated as equal; a
    ///     negative, NaN or infinite tolerance counts as 0 (exact comparison).
    public static func regions(of rects: [Rect], tolerance: Double = RectUnion.defaultTolerance) -> [Region] {
        var noStorage: [Point] = []
        return unlimited(regions(of: rects, usableTolerance: usableTolerance(tolerance), reusing: &noStorage))
    }

    /// The most corners (ring points, holes included) a union may have when its
    /// caller asks for a limit: 4,194,304 (2²²). Rects can cross: 3,000 horizontal
    /// and 3,000 vertical thin rects make 9 million holes, which would take gigabytes.
    /// At this many corners the bubbles' rounded paths (up to four path elements of 56
    /// bytes per corner) and their JSON or SVG still fit a process limited to 2 GiB of
    /// address space (README.md, "Limits").
    public static let maximumCorners = 4_194_304

    /// The exact union of the rects, as ``regions(of:tolerance:)`` returns it, unless it
    /// has more than `maximumCorners` corners: the sweep counts them as it goes and
    /// stops there, so such an input costs memory for `maximumCorners` corners at most.
    ///
    /// - Throws: ``RectUnionError/tooComplex(maximumCorners:)``.
    public static func regions(
        of rects: [Rect], tolerance: Double = RectUnion.defaultTolerance, maximumCorners: Int
    ) throws(RectUnionError) -> [Region] {
        var noStorage: [Point] = []
        let limit = Swift.max(0, maximumCorners)
        let regions = regions(of: rects, usableTolerance: usableTolerance(tolerance), reusing: &noStorage, maximumCorners: limit)
        guard let regions, regions.reduce(0, { $0 + $1.cornerCount }) <= limit else {
            throw .tooComplex(maximumCorners: limit)
        }
        return regions
    }

    /// The union of the rects, as ``regions(of:tolerance:)`` returns it, written into
    /// `regions` in place of what it held, reusing that memory: for code that unions
    /// large sets again and again (a benchmark, an editor on every keystroke).
    ///
    /// The array's capacity is kept, and when the rects take the one-pass path of
    /// stacked lines (text lines), the points of the first region's outer ring are
    /// written over: a million text lines give a ring of about four million points
    /// (64 MB), and memory freshly handed out by the system costs more to touch than
    /// the union costs to compute. The result is the same as that of
    /// ``regions(of:tolerance:)``.
    ///
    /// - Parameters:
    ///   - rects: Any rects, in any order; negative sizes are standardized.
    ///   - tolerance: Coordinates closer than this are treated as equal; a
    ///     negative, NaN or infinite tolerance counts as 0 (exact comparison).
    ///   - regions: Replaced by the union's regions.
    public static func formRegions(
        of rects: [Rect], tolerance: Double = RectUnion.defaultTolerance, into regions: inout [Region]
    ) {
        var storage: [Point] = []
        if !regions.isEmpty { swap(&storage, &regions[0].outer.points) }
        regions.removeAll(keepingCapacity: true)
        regions.append(
            contentsOf: unlimited(Self.regions(of: rects, usableTolerance: usableTolerance(tolerance), reusing: &storage)))
    }

    /// The union's regions, tolerance already made usable: the one pass of stacked lines
    /// (its ring written into `storage`'s memory when that is large enough), else the
    /// band sweep of rects ordered top to bottom, else the general sweep; nil once the
    /// sweep passes `maximumCorners` corners (the one pass makes at most four per rect).
    static func regions(
        of rects: [Rect], usableTolerance tolerance: Double, reusing storage: inout [Point],
        maximumCorners: Int = .max
    ) -> [Region]? {
        var stack = LineStack(tolerance: tolerance)
        if let region = stack.region(of: rects, reusing: &storage) { return [region] }
        return BandUnion.regions(of: rects, tolerance: tolerance, maximumCorners: maximumCorners)
            ?? SweepUnion.regions(of: rects, tolerance: tolerance, maximumCorners: maximumCorners)
    }

    /// The result of a union asked for without a corner limit, which is never nil.
    static func unlimited<Element>(_ result: [Element]?) -> [Element] {
        guard let result else { preconditionFailure("a union without a corner limit stopped at one") }
        return result
    }

    /// `tolerance` when it is finite and non-negative, otherwise 0: bad values never
    /// trap, they fall back to exact comparison.
    static func usableTolerance(_ tolerance: Double) -> Double {
        tolerance.isFinite && tolerance >= 0 ? tolerance : 0
    }
}
