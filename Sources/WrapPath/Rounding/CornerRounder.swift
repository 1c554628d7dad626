import Geometry

/// Appends the rounded form of rectilinear rings to a path.
///
/// Each corner gets a radius (convex or concave, decided by the turn: the filled
/// area lies on the right of every ring edge), reduced so the curve's extent
/// along each adjacent edge is at most half that edge, and at most the corner's
/// limit from ``Clearance`` when given. Neighbouring curves can then meet but
/// never overlap, so a narrow step never makes a spike or a loop.
struct CornerRounder {
    var convexRadius: Double
    var concaveRadius: Double
    var shape: CornerShape

    /// The cubic control distance of a quarter circle, in units of the radius.
    private static let circleControl = 4 * (2.0.squareRoot() - 1) / 3
    /// Where the continuous curve's first control point lies before the corner.
    private static let continuousControl = 1.08

    /// Appends `points` (a closed ring, at least three corners) as a subpath;
    /// `limits`, when given, caps each corner's extent.
    func append(_ points: [Point], limits: [Double]? = nil, to path: inout Path) {
        let count = points.count
        guard count >= 3 else { return }
        var previous = points[count - 1], current = points[0]
        var first = true
        for index in 1...count {
            let next = points[index == count ? 0 : index]
            let limit = limits?[index - 1] ?? .infinity
            appendCorner(previous: previous, corner: current, next: next, limit: limit, isFirst: first, to: &path)
            first = false
            previous = current
            current = next
        }
        path.closeSubpath()
    }

    private func appendCorner(
        previous: Point, corner: Point, next: Point, limit: Double, isFirst: Bool, to path: inout Path
    ) {
        let inX = corner.x - previous.x, inY = corner.y - previous.y
        let outX = next.x - corner.x, outY = next.y - corner.y
        let inLength = (inX * inX + inY * inY).squareRoot(), outLength = (outX * outX + outY * outY).squareRoot()
        let isConvex = inX * outY - inY * outX > 0
        let extent = shape.extent
        let radius = Swift.min(
            isConvex ? convexRadius : concaveRadius, Swift.min(inLength, outLength) / (2 * extent), limit / extent)
        let inDirection = Point(x: inX / inLength, y: inY / inLength)
        let outDirection = Point(x: outX / outLength, y: outY / outLength)
        let corner = Corner(point: corner, incoming: inDirection, outgoing: outDirection)
        guard radius > 0 else {
            if isFirst { path.move(to: corner.point) } else { path.addLine(to: corner.point) }
            return
        }
        let start = corner.at(before: extent * radius, after: 0)
        if isFirst {
            path.move(to: start)
        } else if let end = path._lastEndPoint, Swift.abs(end.x - start.x) + Swift.abs(end.y - start.y) > 1e-9 {
            path.addLine(to: start)
        }
        switch shape {
        case .circular:
            let control = (1 - Self.circleControl) * radius
            path.addCurve(
                to: corner.at(before: 0, after: radius),
                control1: corner.at(before: control, after: 0), control2: corner.at(before: 0, after: control))
        case .continuous:
            let a = extent * radius, p = Self.continuousControl * radius, m = CornerShape.cutDepth * radius
            path.addCurve(
                to: corner.at(before: m, after: m),
                control1: corner.at(before: p, after: 0), control2: corner.at(before: 2 * m, after: 0))
            path.addCurve(
                to: corner.at(before: 0, after: a),
                control1: corner.at(before: 0, after: 2 * m), control2: corner.at(before: 0, after: p))
        }
    }
}

/// A corner and the unit directions of its incoming and outgoing edges.
private struct Corner {
    var point: Point
    var incoming: Point
    var outgoing: Point

    /// The point `before` back along the incoming edge and `after` along the
    /// outgoing edge from the corner.
    func at(before: Double, after: Double) -> Point {
        Point(
            x: point.x - incoming.x * before + outgoing.x * after,
            y: point.y - incoming.y * before + outgoing.y * after)
    }
}

extension Path {
    /// The end point of the last element, or `nil` after a close or when empty.
    fileprivate var _lastEndPoint: Point? {
        switch elements.last {
        case .move(let point)?, .line(let point)?: point
        case .quadCurve(let point, _)?, .curve(let point, _, _)?: point
        case .close?, nil: nil
        }
    }
}
