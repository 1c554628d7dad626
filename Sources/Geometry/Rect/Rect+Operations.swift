extension Rect {
    /// Whether `point` lies inside the rect or on its edges.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies entirely inside this rect (edges may touch).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rect containing both rects.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        Rect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The overlap of both rects, or `nil` when they share no area.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The rect grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it), like `CGRect.insetBy(dx: -dx, dy: -dy)`.
    @inlinable
    public func outsetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX: minX - dx, minY: minY - dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rect moved by `dx` and `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
