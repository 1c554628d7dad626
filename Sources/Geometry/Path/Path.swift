/// A sequence of subpaths made of straight lines and Bézier curves.
///
/// `Path` is a value: copies share storage until one is changed. Coordinates
/// follow the text system's convention (y grows downward).
public struct Path: Hashable, Sendable {
    /// One drawing step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current subpath with a line back to its first point.
        case close
    }

    /// The drawing steps, in order.
    public var elements: [Element]

    /// Creates an empty path.
    @inlinable
    public init() { elements = [] }

    /// Creates a path from drawing steps.
    @inlinable
    public init(elements: [Element]) { self.elements = elements }

    /// Whether the path has no elements.
    @inlinable public var isEmpty: Bool { elements.isEmpty }
}
