/// Why a union asked for with a limit was refused.
public enum RectUnionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The union has more corners than the limit (``RectUnion/maximumCorners`` by
    /// default): rects that cross each other can make a number of holes that grows
    /// with the square of their count.
    case tooComplex(maximumCorners: Int)

    /// A one-line description, suitable for a command-line error.
    public var description: String {
        switch self {
        case .tooComplex(let maximumCorners):
            "the union of the rects has more than \(maximumCorners) corners (crossing rects make holes); split the rects into smaller sets"
        }
    }
}
