/// How overlapping and nested subpaths decide what is inside a path.
///
/// Both rules count how often the boundary winds around a point: a ray from
/// the point crosses edges running one way (+1) and the other way (−1).
public enum FillRule: Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero. A hole must run opposite
    /// to its outer ring; subpaths drawn the same way merge.
    case nonZero
    /// Inside where the winding number is odd, whatever the directions:
    /// every nested ring toggles inside and outside.
    case evenOdd

    /// Whether a point with winding number `winding` is inside under this rule.
    /// O(1).
    @inlinable
    public func isInside(winding: Int) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: winding & 1 != 0
        }
    }
}
