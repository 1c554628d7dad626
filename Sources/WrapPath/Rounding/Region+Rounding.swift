import Geometry

extension Region {
    /// The region as a path with rounded corners: the outer ring, then each hole,
    /// each a closed subpath in the ring's direction (so the nonzero and even-odd
    /// rules fill the same area). The rings must be rectilinear, as ``RectUnion``
    /// makes them: the corner curves are drawn for right angles.
    ///
    /// Convex corners get `radius` and concave ones `concaveRadius`, each reduced
    /// so its curve takes at most half of either adjacent edge (a narrow step never
    /// makes a spike or a loop) and so no other corner of the region lies inside
    /// the square its curve spans (a hole or a slot close to a corner never makes
    /// the rounded outlines cross). A radius of 0 keeps the corner sharp.
    /// O(v log v) for v corners.
    public func roundedPath(radius: Double, concaveRadius: Double? = nil, cornerShape: CornerShape = .circular) -> Path {
        var path = Path()
        appendRounded(
            to: &path,
            rounder: CornerRounder(convexRadius: radius, concaveRadius: concaveRadius ?? radius, shape: cornerShape),
            clearance: true)
        return path
    }

    /// Appends the rounded rings to `path`; with `clearance`, each corner's curve
    /// is also kept clear of the other corners (see ``Clearance``).
    func appendRounded(to path: inout Path, rounder: CornerRounder, clearance: Bool) {
        let corners = holes.reduce(outer.points.count) { $0 + $1.points.count }
        // A sharp corner is one element; a rounded one a line and its curves.
        let isSharp = Swift.max(rounder.convexRadius, rounder.concaveRadius) <= 0
        let elementsPerCorner = isSharp ? 1 : rounder.shape == .continuous ? 4 : 2
        path.reserveCapacity(path.elements.count + corners * elementsPerCorner + 1 + holes.count)
        guard clearance, Swift.max(rounder.convexRadius, rounder.concaveRadius) > 0 else {
            rounder.append(outer.points, to: &path)
            for hole in holes { rounder.append(hole.points, to: &path) }
            return
        }
        let limits = Clearance.limits(of: self, rounder: rounder)
        rounder.append(outer.points, limits: limits[0], to: &path)
        for (index, hole) in holes.enumerated() { rounder.append(hole.points, limits: limits[index + 1], to: &path) }
    }
}
