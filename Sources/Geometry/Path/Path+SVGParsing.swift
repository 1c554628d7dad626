extension Path {
    /// Reads SVG path data (the `d` attribute): what ``svgPathData`` writes, and any
    /// other SVG 1.1 path data.
    ///
    /// Every command is read, absolute and relative: `M`, `L`, `H`, `V`, `C`, `S`, `Q`,
    /// `T`, `A` and `Z`, with implicit repetition (pairs after `M` are lines) and numbers
    /// run together as SVG allows (`M10-5.5.5`). `H` and `V` become lines, `S` and `T`
    /// curves with the reflected control point, and each elliptical arc becomes cubic
    /// curves of at most 90° each (SVG's endpoint-to-center conversion, radii scaled up
    /// when too small; a zero radius makes a line). Whitespace alone is the empty path.
    ///
    /// ```swift
    /// let path = try Path(svgPathData: "M 0 0 h 10 v 10 a 5 5 0 0 1 -10 0 z")
    /// ```
    ///
    /// - Throws: ``SVGPathDataError`` naming the first bad token: an unknown command, a
    ///   missing or malformed number, a number that is not finite, an arc flag other than
    ///   0 or 1, or data that does not start with a move.
    public init(svgPathData: String) throws(SVGPathDataError) {
        var scanner = SVGPathScanner(svgPathData)
        var state = SVGPathState()
        var command: UInt8?
        while !scanner.isAtEnd {
            if let next = scanner.peekCommand() {
                command = try scanner.command()
                if state.elements.isEmpty, next | 0x20 != 0x6D {
                    throw SVGPathDataError(
                        token: String(UnicodeScalar(next)), offset: scanner.position - 1,
                        reason: "path data must start with a move, M or m")
                }
                if next | 0x20 == 0x7A {  // z: no numbers follow.
                    state.close()
                    continue
                }
            } else if command == nil || command.map({ $0 | 0x20 == 0x7A }) == true || !scanner.atNumber() {
                throw scanner.error(command == nil ? "path data must start with a move, M or m" : "expected a command letter or a number")
            }
            guard let current = command else { break }
            try state.read(current, from: &scanner)
            // Pairs after a move are lines of the same kind (absolute or relative).
            if current == 0x4D { command = 0x4C } else if current == 0x6D { command = 0x6C }
        }
        self.init(elements: state.elements)
    }
}

/// The reader's position between commands: the current point, the subpath's start and
/// the last control point (for S and T).
struct SVGPathState {
    var elements: [Path.Element] = []
    var current = Point.zero
    var subpathStart = Point.zero
    /// The second control point of the last cubic (for S) or the control point of the last
    /// quadratic (for T), nil after any other command.
    var lastCubicControl: Point?
    var lastQuadControl: Point?

    mutating func close() {
        elements.append(.close)
        current = subpathStart
        lastCubicControl = nil
        lastQuadControl = nil
    }

    /// Reads one command's numbers and appends its elements.
    mutating func read(_ command: UInt8, from scanner: inout SVGPathScanner) throws(SVGPathDataError) {
        let relative = command >= 0x61
        let origin = relative ? current : .zero
        let commandOffset = scanner.position
        func point() throws(SVGPathDataError) -> Point {
            let x = try scanner.number()
            let y = try scanner.number()
            return try finite(Point(x: origin.x + x, y: origin.y + y))
        }
        // A relative coordinate can add up past Double's range.
        func finite(_ point: Point) throws(SVGPathDataError) -> Point {
            guard point.isFinite else {
                throw SVGPathDataError(
                    token: String(UnicodeScalar(command)), offset: commandOffset,
                    reason: "the command's coordinates add up to a number that is not finite")
            }
            return point
        }
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {
        case 0x6D:  // m
            current = try point()
            subpathStart = current
            elements.append(.move(to: current))
        case 0x6C:  // l
            current = try point()
            elements.append(.line(to: current))
        case 0x68:  // h
            current = try finite(Point(x: (relative ? current.x : 0) + (try scanner.number()), y: current.y))
            elements.append(.line(to: current))
        case 0x76:  // v
            current = try finite(Point(x: current.x, y: (relative ? current.y : 0) + (try scanner.number())))
            elements.append(.line(to: current))
        case 0x63:  // c
            let control1 = try point(), control2 = try point(), end = try point()
            elements.append(.curve(to: end, control1: control1, control2: control2))
            (current, cubicControl) = (end, control2)
        case 0x73:  // s
            let control1 = lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let control2 = try point(), end = try point()
            elements.append(.curve(to: end, control1: control1, control2: control2))
            (current, cubicControl) = (end, control2)
        case 0x71:  // q
            let control = try point(), end = try point()
            elements.append(.quadCurve(to: end, control: control))
            (current, quadControl) = (end, control)
        case 0x74:  // t
            let control = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let end = try point()
            elements.append(.quadCurve(to: end, control: control))
            (current, quadControl) = (end, control)
        default:  // a
            let radiusX = try scanner.number(), radiusY = try scanner.number(), rotation = try scanner.number()
            let largeArc = try scanner.flag(), sweep = try scanner.flag()
            let end = try point()
            SVGArc.append(
                from: current, to: end, radiusX: radiusX, radiusY: radiusY, rotationDegrees: rotation,
                largeArc: largeArc, sweep: sweep, to: &elements)
            current = end
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }
}
