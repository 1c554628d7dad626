import CFreeType
import Geometry

/// One step of a path mapped onto a ``DeviceGrid`` (26.6, y up).
enum DeviceSegment {
    /// A subpath starts: the first point of a drawing element's subpath.
    case start(FT_Vector)
    case line(FT_Vector)
    case conic(control: FT_Vector, to: FT_Vector)
    case cubic(control1: FT_Vector, control2: FT_Vector, to: FT_Vector)
    /// The subpath ends; `closed` when it ended with `.close` (fills close every subpath).
    case end(closed: Bool)
}

/// Maps a path's events (Geometry's one walk over a path, `Path._forEachEvent`) onto
/// a device grid: a drawing element with no current subpath starts one at the current
/// point (the origin, or the first point of the subpath just closed), a `move` that no
/// drawing element follows draws nothing, and each subpath ends closed only when it
/// ended with `.close` (fills close every subpath anyway).
///
/// Curves stay conic and cubic arcs, cut (uniformly in t) into pieces whose
/// chords are within ``flatness`` device pixels of them. FreeType's rasterizer
/// draws an arc as chords once it deems the arc flat, and its own threshold
/// (fit for glyphs) is loose enough to shrink a 10-pixel circle by 2.5 %; arcs
/// already this flat keep area errors far below 0.5 %.
enum DevicePathWalker {
    /// The largest distance, in device pixels, between an arc piece and its chord.
    static let flatness = 1.0 / 128

    @inline(__always)
    static func walk(
        _ path: Path, on grid: DeviceGrid, _ body: (DeviceSegment) -> Void
    ) throws(RenderError) {
        var failure: RenderError?
        var isOpen = false
        /// The device position of a segment's start; the subpath's start when it is
        /// the subpath's first segment.
        @discardableResult
        func begin(_ point: Point) throws(RenderError) -> Point {
            let device = try grid.device(point)
            if !isOpen {
                body(.start(DeviceGrid.vector(device)))
                isOpen = true
            }
            return device
        }
        path._forEachEvent { event in
            guard failure == nil else { return }
            do throws(RenderError) {
                switch event {
                case .start:
                    isOpen = false
                case .line(let p0, let p1):
                    try begin(p0)
                    body(.line(DeviceGrid.vector(try grid.device(p1))))
                case .quad(let p0, let p1, let p2):
                    let start = try begin(p0)
                    emitQuad(start, try grid.device(p1), try grid.device(p2), body)
                case .cubic(let p0, let p1, let p2, let p3):
                    let start = try begin(p0)
                    emitCubic(start, try grid.device(p1), try grid.device(p2), try grid.device(p3), body)
                case .close(_, _, let explicit):
                    body(.end(closed: explicit))
                    isOpen = false
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The number of uniform pieces that keeps every chord within ``flatness``,
    /// from the chord error bound max|B''| / (8 n²).
    private static func pieceCount(secondDerivativeBound bound: Double) -> Int {
        let count = (bound / (8 * flatness)).squareRoot().rounded(.up)
        return count.isFinite ? Swift.max(1, Swift.min(Int(count), 1024)) : 1
    }

    /// The length of a - 2b + c.
    private static func secondDifference(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let x = a.x - 2 * b.x + c.x
        let y = a.y - 2 * b.y + c.y
        return (x * x + y * y).squareRoot()
    }

    private static func emitQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ body: (DeviceSegment) -> Void) {
        // B'' = 2 (p0 - 2 p1 + p2).
        let bound = 2 * secondDifference(p0, p1, p2)
        let count = pieceCount(secondDerivativeBound: bound)
        func point(_ t: Double) -> Point { _quadPoint(p0, p1, p2, t) }
        func derivative(_ t: Double) -> Point {
            let (a, b) = (2 * (1 - t), 2 * t)
            return Point(x: a * (p1.x - p0.x) + b * (p2.x - p1.x), y: a * (p1.y - p0.y) + b * (p2.y - p1.y))
        }
        let step = 1 / Double(count)
        for index in 0..<count {
            let a = Double(index) * step
            let start = point(a), slope = derivative(a)
            let control = Point(x: start.x + step / 2 * slope.x, y: start.y + step / 2 * slope.y)
            let end = index == count - 1 ? p2 : point(a + step)
            body(.conic(control: DeviceGrid.vector(control), to: DeviceGrid.vector(end)))
        }
    }

    private static func emitCubic(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ body: (DeviceSegment) -> Void
    ) {
        // B'' = 6 ((1 - t) (p0 - 2 p1 + p2) + t (p1 - 2 p2 + p3)).
        let bound = 6 * Swift.max(secondDifference(p0, p1, p2), secondDifference(p1, p2, p3))
        let count = pieceCount(secondDerivativeBound: bound)
        func point(_ t: Double) -> Point { _cubicPoint(p0, p1, p2, p3, t) }
        func derivative(_ t: Double) -> Point {
            let u = 1 - t
            let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
            return Point(
                x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
        }
        let step = 1 / Double(count)
        var start = p0, startSlope = derivative(0)
        let third = step / 3
        for index in 0..<count {
            let b = Double(index + 1) * step
            let end = index == count - 1 ? p3 : point(b), endSlope = derivative(b)
            let control1 = Point(x: start.x + third * startSlope.x, y: start.y + third * startSlope.y)
            let control2 = Point(x: end.x - third * endSlope.x, y: end.y - third * endSlope.y)
            body(.cubic(
                control1: DeviceGrid.vector(control1), control2: DeviceGrid.vector(control2),
                to: DeviceGrid.vector(end)))
            (start, startSlope) = (end, endSlope)
        }
    }
}
