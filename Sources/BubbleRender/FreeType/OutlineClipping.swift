import CFreeType

/// Clips an outline that reaches far outside the grid onto a box around the grid
/// before FreeType's smooth rasterizer sees it.
///
/// The rasterizer walks every cell an edge crosses, outside its clip box as well:
/// an edge ``RenderLimits/maximumCoordinate`` pixels long costs millions of steps
/// even when the grid is 48 pixels wide, so a path of long edges far outside a small
/// canvas took seconds. Clipping first bounds the walk of every edge by the box's
/// width plus its height.
///
/// The clipped outline is the original's image under the clamp onto the box `B`
/// (every point goes to the nearest point of `B`). For a point `q` inside `B` the
/// segment from any point `p` to its clamp stays outside `B`'s interior, so the
/// clamped contour winds around `q` exactly as often as the original: the area
/// covered inside `B`, and so on the grid, is the same under either fill rule. The
/// clamp is affine on each of the nine regions that `B`'s side lines make, so:
/// - a line is cut where it crosses those lines, and each piece becomes the
///   segment between its clamped ends;
/// - an arc whose control points lie in one region becomes the arc of its clamped
///   control points (Bézier arcs commute with affine maps); any other arc is halved
///   (de Casteljau) until its pieces do, or until a piece is within a pixel, which
///   becomes its clamped chord: that deviates from the clamp by at most a pixel,
///   next to `B`'s boundary, ``margin`` pixels outside the grid.
///
/// What the rasterizer sees still differs in two small ways, so coverage on the
/// grid may differ by a level or two of 255 along an edge that crosses `B`'s
/// sides: the points where edges cross them are rounded to 26.6 (which turns the
/// edge by up to 1/128 pixel over its length), and FreeType flattens the halves of
/// a halved arc rather than the whole arc. Outlines within `B` (every outline of a
/// usual scene) are rendered exactly as they are.
enum OutlineClipping {
    /// How far, in 26.6 units, the box reaches beyond each side of the grid: 1,024 pixels.
    static let margin: FT_Pos = 1024 * 64

    /// The box around a grid of `width` x `height` pixels, in 26.6 (y up).
    static func box(width: Int, height: Int) -> FT_BBox {
        FT_BBox(xMin: -margin, yMin: -margin, xMax: FT_Pos(width) * 64 + margin, yMax: FT_Pos(height) * 64 + margin)
    }

    /// The outlines (as ``FTOutlineBuilder`` splits them) of `outline` clipped to
    /// `box`, or `nil` when `outline`'s control box lies within `box`.
    static func clipped(_ outline: inout FT_Outline, to box: FT_BBox) -> [FTOutlineData]? {
        var controlBox = FT_BBox()
        FT_Outline_Get_CBox(&outline, &controlBox)
        guard controlBox.xMin < box.xMin || controlBox.yMin < box.yMin || controlBox.xMax > box.xMax
            || controlBox.yMax > box.yMax
        else { return nil }
        var clipper = Clipper(box: box)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                Clipper.from(user).pointee.move(to: to!.pointee)
                return 0
            },
            line_to: { to, user in
                Clipper.from(user).pointee.line(to: Clipper.point(to!.pointee))
                return 0
            },
            conic_to: { control, to, user in
                Clipper.from(user).pointee.conic(Clipper.point(control!.pointee), Clipper.point(to!.pointee))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                Clipper.from(user).pointee.cubic(
                    Clipper.point(control1!.pointee), Clipper.point(control2!.pointee), Clipper.point(to!.pointee))
                return 0
            },
            shift: 0, delta: 0)
        let error = withUnsafeMutablePointer(to: &clipper) { pointer in
            FT_Outline_Decompose(&outline, &funcs, UnsafeMutableRawPointer(pointer))
        }
        // Decomposing only fails on an outline FreeType's rasterizer rejects too;
        // the unclipped outline then reports that error.
        guard error == 0 else { return nil }
        return clipper.builder.finish()
    }
}

/// The state of one clipping walk over an outline's segments.
private struct Clipper {
    typealias Point = (x: Double, y: Double)

    var builder = FTOutlineBuilder()
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The current point, unclamped.
    var current: Point = (0, 0)
    /// The last point emitted, to skip repeats.
    var last = FT_Vector()

    init(box: FT_BBox) {
        (minX, minY) = (Double(box.xMin), Double(box.yMin))
        (maxX, maxY) = (Double(box.xMax), Double(box.yMax))
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<Clipper> {
        user!.assumingMemoryBound(to: Clipper.self)
    }

    static func point(_ vector: FT_Vector) -> Point { (Double(vector.x), Double(vector.y)) }

    /// Which of the nine regions `p` lies in: -1, 0 or 1 per axis, packed.
    func region(_ p: Point) -> Int {
        (p.x < minX ? 0 : p.x > maxX ? 2 : 1) + 3 * (p.y < minY ? 0 : p.y > maxY ? 2 : 1)
    }

    /// `p` clamped onto the box, rounded to 26.6.
    func clamp(_ p: Point) -> FT_Vector {
        let x = Swift.min(Swift.max(p.x, minX), maxX), y = Swift.min(Swift.max(p.y, minY), maxY)
        return FT_Vector(x: FT_Pos(x.rounded()), y: FT_Pos(y.rounded()))
    }

    mutating func move(to vector: FT_Vector) {
        current = Self.point(vector)
        last = clamp(current)
        builder.start(last)
    }

    mutating func emitLine(to vector: FT_Vector) {
        guard vector.x != last.x || vector.y != last.y else { return }
        builder.line(to: vector)
        last = vector
    }

    /// A line from the current point, cut where it crosses the box's side lines.
    mutating func line(to end: Point) {
        let start = current
        var cuts: [Double] = []
        for (a, b, side) in [(start.x, end.x, minX), (start.x, end.x, maxX), (start.y, end.y, minY), (start.y, end.y, maxY)]
        where (a - side) * (b - side) < 0 {
            cuts.append((side - a) / (b - a))
        }
        for t in cuts.sorted() {
            emitLine(to: clamp((start.x + t * (end.x - start.x), start.y + t * (end.y - start.y))))
        }
        emitLine(to: clamp(end))
        current = end
    }

    mutating func conic(_ control: Point, _ end: Point, depth: Int = 0) {
        let start = current
        let regions = region(start)
        if regions == region(control), regions == region(end) {
            let clampedEnd = clamp(end)
            builder.conic(control: clamp(control), to: clampedEnd)
            (current, last) = (end, clampedEnd)
        } else if depth >= 24 || Self.isSmall([start, control, end]) {
            line(to: end)
        } else {
            let a = Self.mid(start, control), b = Self.mid(control, end), middle = Self.mid(a, b)
            conic(a, middle, depth: depth + 1)
            conic(b, end, depth: depth + 1)
        }
    }

    mutating func cubic(_ control1: Point, _ control2: Point, _ end: Point, depth: Int = 0) {
        let start = current
        let regions = region(start)
        if regions == region(control1), regions == region(control2), regions == region(end) {
            let clampedEnd = clamp(end)
            builder.cubic(control1: clamp(control1), control2: clamp(control2), to: clampedEnd)
            (current, last) = (end, clampedEnd)
        } else if depth >= 24 || Self.isSmall([start, control1, control2, end]) {
            line(to: end)
        } else {
            let a = Self.mid(start, control1), b = Self.mid(control1, control2), c = Self.mid(control2, end)
            let d = Self.mid(a, b), e = Self.mid(b, c), middle = Self.mid(d, e)
            cubic(a, d, middle, depth: depth + 1)
            cubic(e, c, end, depth: depth + 1)
        }
    }

    static func mid(_ p: Point, _ q: Point) -> Point { ((p.x + q.x) / 2, (p.y + q.y) / 2) }

    /// Whether `points` lie within one pixel (64 units) of each other on both axes.
    static func isSmall(_ points: [Point]) -> Bool {
        let xs = points.map(\.x), ys = points.map(\.y)
        return xs.max()! - xs.min()! <= 64 && ys.max()! - ys.min()! <= 64
    }
}
