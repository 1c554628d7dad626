import Geometry

extension Region {
    /// Traps unless the region has the shape ``RectUnion`` gives its regions: the
    /// outer ring and every hole satisfy ``Ring/_checkInvariants()``, the outer ring
    /// runs clockwise on screen (y down) and every hole counter-clockwise (read
    /// exactly from the first edge, which leaves the top-left corner rightward or
    /// downward), every hole lies strictly inside the outer ring's bounds, and the
    /// holes are ordered by their top-left corners (top to bottom, then left to
    /// right).
    ///
    /// Checks only in debug builds; in release builds it does nothing. O(n).
    package func _checkInvariants() {
        #if DEBUG
        outer._checkInvariants()
        precondition(
            outer._leavesTopLeftRightward,
            "Outer ring \(outer.points.prefix(2)) does not leave its top-left corner rightward: it must run clockwise on screen")
        let box = bounds
        var previous: Point?
        for (index, hole) in holes.enumerated() {
            hole._checkInvariants()
            precondition(
                !hole._leavesTopLeftRightward,
                "Hole \(index) does not leave its top-left corner downward: holes must run counter-clockwise on screen")
            let holeBox = hole.bounds ?? .zero
            precondition(
                holeBox.minX > box.minX && holeBox.minY > box.minY && holeBox.maxX < box.maxX && holeBox.maxY < box.maxY,
                "Hole \(index) with bounds \(holeBox) is not strictly inside the outer ring's bounds \(box)")
            let corner = hole.points[0]
            if let previous {
                precondition(
                    Self._isAboveOrLeft(previous, corner),
                    "Hole \(index) starting at \(corner) is out of order: holes are ordered by their top-left corners")
            }
            previous = corner
        }
        #endif
    }

    /// Traps unless every region satisfies ``_checkInvariants()`` and the regions
    /// are ordered by their top-left corners (top to bottom, then left to right),
    /// as ``RectUnion/regions(of:tolerance:)`` returns them.
    ///
    /// Checks only in debug builds; in release builds it does nothing. O(n).
    package static func _checkInvariants(of regions: [Region]) {
        #if DEBUG
        for (index, region) in regions.enumerated() {
            region._checkInvariants()
            if index > 0 {
                precondition(
                    _isAboveOrLeft(regions[index - 1].outer.points[0], region.outer.points[0]),
                    "Region \(index) starting at \(region.outer.points[0]) is out of order: regions are ordered by their top-left corners")
            }
        }
        #endif
    }

    /// Whether `a` comes strictly before `b` top to bottom, then left to right.
    private static func _isAboveOrLeft(_ a: Point, _ b: Point) -> Bool {
        a.y < b.y || (a.y == b.y && a.x < b.x)
    }
}
