/// An axis-aligned rectangle: an origin and a size.
///
/// A rect with a negative width or height is allowed as a value; the `min`/`max`
/// accessors and ``standardized`` treat it as the rect spanning the same area.
public struct Rect: Hashable, Sendable {
    /// The corner with the smallest coordinates when the size is positive
    /// (the top-left corner, since y grows downward).
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rect from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from its origin coordinates and extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rect spanning two x and two y coordinates, in any order.
    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rect at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width (may be negative for a non-standardized rect).
    @inlinable public var width: Double { size.width }
    /// The height (may be negative for a non-standardized rect).
    @inlinable public var height: Double { size.height }
    /// The smallest x coordinate.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate (the top edge).
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y coordinate (the bottom edge).
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the center.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the center.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The center point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rect covers no area (its width or height is zero).
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether every coordinate and extent is finite.
    @inlinable
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The same rect with a non-negative width and height.
    @inlinable
    public var standardized: Rect { Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }
}

extension Rect: CustomStringConvertible {
    /// The rect as `[x, y, width, height]`.
    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }
}
