extension Path {
    /// Creates a closed path tracing a rect clockwise on screen (y down):
    /// top-left, top-right, bottom-right, bottom-left.
    @inlinable
    public init(rect: Rect) {
        let r = rect.standardized
        self.init(elements: [
            .move(to: Point(x: r.minX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.maxY)),
            .line(to: Point(x: r.minX, y: r.maxY)),
            .close,
        ])
    }

    /// Reserves room for `count` elements.
    @inlinable
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Starts a new subpath at `point`.
    @inlinable
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// Adds a straight line to `point`.
    @inlinable
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// Adds a quadratic Bézier curve to `point`.
    @inlinable
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    @inlinable
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    @inlinable
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends every element of `other`.
    @inlinable
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }
}
