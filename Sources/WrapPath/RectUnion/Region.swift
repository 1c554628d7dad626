import Geometry

/// One connected piece of a union: its outer ring and its holes.
///
/// The outer ring runs clockwise on screen (y down) and every hole runs
/// counter-clockwise, so the filled area is always on the right of each edge and
/// both the nonzero and the even-odd fill rules fill the same area.
public struct Region: Hashable, Sendable, Codable {
    /// The outside boundary.
    public var outer: Ring
    /// The boundaries of the unfilled pockets inside, ordered by their top-left
    /// corners (top to bottom, then left to right).
    public var holes: [Ring]

    /// Creates a region from its outer ring and its holes.
    @inlinable
    public init(outer: Ring, holes: [Ring] = []) {
        self.outer = outer
        self.holes = holes
    }

    /// The number of corners: the points of the outer ring and of every hole.
    public var cornerCount: Int { holes.reduce(outer.points.count) { $0 + $1.points.count } }

    /// The filled area: the outer ring's area minus the holes'. O(n) in the points.
    public var area: Double {
        holes.reduce(outer.signedArea) { $0 + $1.signedArea }
    }

    /// The smallest rect containing the region (the bounds of its outer ring). O(n).
    public var bounds: Rect { outer.bounds ?? .zero }
}
