/// A location in a two-dimensional coordinate system.
///
/// LinkBubble uses the text system's coordinates throughout: the origin is at
/// the top left and y grows downward, as in UIKit and TextKit.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downward).
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
