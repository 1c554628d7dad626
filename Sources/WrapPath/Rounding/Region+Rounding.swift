extension Region {
    /// The region as a path with rounded corners: the outer ring, then each hole,
    /// each a closed subpath in the ring's direction (so the nonzero and even-odd
    /// rules fill the same area). The rings must be rectilinear, as ``RectUnion``
    /// makes them: the corner curves are drawn for right angles.
    ///
    /// Convex corners get `radius` and concave ones `concaveRadius`, each reduced
    /// so its curve takes at most half of either adjacent edge. A radius of 0 keeps
    /// the corner sharp. O(n) in the corners.
    ///
    /// Each curve stays inside the box its clamped extent spans at its corner, so
    /// neighbouring curves never overlap and a stack of lines (one run per row)
    /// never crosses itself. Curves are not clamped against parts of the outline
    /// that are not adjacent: where such parts come closer than the radius (a
    /// slot or a hole narrower than r near a corner), their rounded forms can
    /// overlap.
    public func roundedPath(radius: Double, concaveRadius: Double? = nil, cornerShape: CornerShape = .circular) -> Path {
        var path = Path()
        appendRounded(
            to: &path,
            rounder: _CornerRounder(convexRadius: radius, concaveRadius: concaveRadius ?? radius, shape: cornerShape))
        return path
    }

    /// Appends the rounded rings to `path`.
    func appendRounded(to path: inout Path, rounder: _CornerRounder) {
        let corners = holes.reduce(outer.points.count) { $0 + $1.points.count }
        path.reserveCapacity(path.elements.count + corners * (rounder.shape == .continuous ? 4 : 2) + 1 + holes.count)
        rounder.append(outer.points, to: &path)
        for hole in holes { rounder.append(hole.points, to: &path) }
    }
}
