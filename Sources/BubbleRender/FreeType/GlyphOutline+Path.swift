import CFreeType
import Geometry

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

extension GlyphOutline {
    /// Appends this outline, placed with its origin at `origin` (layout coordinates,
    /// y down), to `path`: lines, quadratic and cubic curves as
    /// `FT_Outline_Decompose` walks them, every contour closed.
    func appendPath(at origin: Point, to path: inout Path) {
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
        _ = try? withOutline(dx: 0, dy: 0, scratch: &scratch) { outline throws(RenderError) in
            withUnsafeMutablePointer(to: &sink) { sink in
                _ = FT_Outline_Decompose(&outline, &funcs, sink)
            }
        }
        sink.close()
        path = sink.path
    }
}
