/// One step of a path as the geometry operations see it: every segment
/// carries its own start point, and every subpath is closed.
///
/// `Path.elements` leaves three things implicit that the walker spells out:
/// - a drawing element with no current point starts a subpath at the origin;
/// - a drawing element right after `.close` starts a new subpath at the
///   closed subpath's first point (as in SVG and CoreGraphics);
/// - a subpath that ends without `.close` is still closed by a straight line
///   for filling, area and hit-testing, as every renderer does.
@usableFromInline
package enum _PathEvent {
    /// A subpath starts here (an explicit `move`, or an implicit one).
    /// A `move` that no drawing element follows yields only this event.
    case start(Point)
    /// A straight segment.
    case line(Point, Point)
    /// A quadratic Bézier segment: start, control, end.
    case quad(Point, Point, Point)
    /// A cubic Bézier segment: start, control 1, control 2, end.
    case cubic(Point, Point, Point, Point)
    /// The straight segment that closes a subpath that has at least one
    /// drawing element, explicitly (`.close`) or implicitly (the subpath
    /// ended). It runs from the current point back to the subpath's start
    /// and may have zero length. `explicit` tells an explicit `.close` from a
    /// subpath that just ended (strokes leave the latter open).
    case close(Point, Point, explicit: Bool)
}

extension Path {
    /// Calls `body` for every event of the path, in order. O(n) in the number
    /// of elements, no allocation.
    @inlinable
    package func _forEachEvent(_ body: (_PathEvent) -> Void) {
        var start = Point.zero
        var current = Point.zero
        var hasSubpath = false   // a start event was emitted for the current subpath
        var hasSegments = false  // the current subpath has at least one drawing element

        func beginIfNeeded() {
            if !hasSubpath {
                body(.start(current))
                start = current
                hasSubpath = true
            }
            hasSegments = true
        }

        for element in elements {
            switch element {
            case .move(let point):
                if hasSegments { body(.close(current, start, explicit: false)) }
                body(.start(point))
                start = point
                current = point
                hasSubpath = true
                hasSegments = false
            case .line(let point):
                beginIfNeeded()
                body(.line(current, point))
                current = point
            case .quadCurve(let point, let control):
                beginIfNeeded()
                body(.quad(current, control, point))
                current = point
            case .curve(let point, let control1, let control2):
                beginIfNeeded()
                body(.cubic(current, control1, control2, point))
                current = point
            case .close:
                if hasSegments { body(.close(current, start, explicit: true)) }
                current = start
                hasSubpath = false
                hasSegments = false
            }
        }
        if hasSegments { body(.close(current, start, explicit: false)) }
    }
}
