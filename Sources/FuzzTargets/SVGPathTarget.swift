import Geometry

/// SVG path data parsing (`Path(svgPathData:)`) of the input's bytes as text: bad data
/// must be a typed error; a path it accepts has only finite points, and what
/// ``Path/svgPathData`` writes of it reads again into as many elements.
enum SVGPathTarget {
    static func run(_ bytes: [UInt8]) {
        guard let path = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self)) else { return }
        for element in path.elements {
            let points: [Point] =
                switch element {
                case .move(let point), .line(let point): [point]
                case .quadCurve(let point, let control): [point, control]
                case .curve(let point, let control1, let control2): [point, control1, control2]
                case .close: []
                }
            for point in points where !point.x.isFinite || !point.y.isFinite {
                fatalError("a parsed path has a point that is not finite: \(point)")
            }
        }
        let written = path.svgPathData
        guard let again = try? Path(svgPathData: written) else {
            fatalError("what svgPathData writes does not read again: \(written)")
        }
        guard again.elements.count == path.elements.count else {
            fatalError("\(path.elements.count) elements written as \(written) read again as \(again.elements.count)")
        }
    }
}
