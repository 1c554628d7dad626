import Geometry

extension Bubble {
    /// Traps unless the bubble is shaped as ``bubbles(around:style:tolerance:)``
    /// makes it: its region satisfies ``Region/_checkInvariants()``, and its path
    /// has one closed subpath per ring (the outer ring, then each hole), only
    /// finite points, and bounds inside the region's bounds (rounding only cuts
    /// convex corners and fills concave ones along the ring's edges; a slack of a
    /// billionth of the coordinates' size allows for rounding).
    ///
    /// Checks only in debug builds; in release builds it does nothing. O(n).
    package func _checkInvariants() {
        #if DEBUG
        region._checkInvariants()
        _checkPathInvariants()
        #endif
    }

    /// The path's part of ``_checkInvariants()``.
    private func _checkPathInvariants() {
        #if DEBUG
        var subpaths = 0, isOpen = false
        for element in path.elements {
            switch element {
            case .move(let point):
                precondition(!isOpen, "Bubble path starts a subpath at \(point) before closing the last one")
                precondition(point.x.isFinite && point.y.isFinite, "Bubble path point \(point) is not finite")
                isOpen = true
            case .line(let point):
                precondition(point.x.isFinite && point.y.isFinite, "Bubble path point \(point) is not finite")
            case .quadCurve(let point, let control):
                for point in [point, control] {
                    precondition(point.x.isFinite && point.y.isFinite, "Bubble path point \(point) is not finite")
                }
            case .curve(let point, let control1, let control2):
                for point in [point, control1, control2] {
                    precondition(point.x.isFinite && point.y.isFinite, "Bubble path point \(point) is not finite")
                }
            case .close:
                precondition(isOpen, "Bubble path closes a subpath it never started")
                isOpen = false
                subpaths += 1
            }
        }
        precondition(!isOpen, "Bubble path ends with an open subpath")
        precondition(
            subpaths == 1 + region.holes.count,
            "Bubble path has \(subpaths) closed subpaths for \(1 + region.holes.count) rings")
        let box = bounds, pathBox = path.bounds ?? .zero
        let slack = 1e-9 * Swift.max(1, Swift.abs(box.minX), Swift.abs(box.maxX), Swift.abs(box.minY), Swift.abs(box.maxY))
        precondition(
            pathBox.minX >= box.minX - slack && pathBox.minY >= box.minY - slack
                && pathBox.maxX <= box.maxX + slack && pathBox.maxY <= box.maxY + slack,
            "Bubble path bounds \(pathBox) reach outside its region's bounds \(box)")
        #endif
    }

    /// Traps unless `bubbles`, made by ``bubbles(around:style:tolerance:)`` from
    /// `rects`, `style` and `tolerance`, each satisfy ``_checkInvariants()``, are
    /// ordered by their top-left corners, and together hold every rect: each rect
    /// after the style's outset lies inside some bubble's bounds, up to the
    /// tolerance (merging moves an edge by at most that). Rects that are not
    /// finite, or no more than twice the tolerance wide or tall after the outset
    /// (merging may empty those), are skipped.
    ///
    /// Checks only in debug builds; in release builds it does nothing.
    /// O(n × b) for n rects and b bubbles, plus the bubbles' checks.
    package static func _checkInvariants(
        of bubbles: [Bubble], around rects: [Rect], style: BubbleStyle,
        tolerance: Double = RectUnion.defaultTolerance
    ) {
        #if DEBUG
        Region._checkInvariants(of: bubbles.map(\.region))
        for bubble in bubbles { bubble._checkPathInvariants() }
        let tolerance = RectUnion.usableTolerance(tolerance)
        for rect in rects {
            let outset = rect.standardized.outsetBy(dx: style.outsetX, dy: style.outsetY).standardized
            guard outset._hasFiniteEdges, outset.width > 2 * tolerance, outset.height > 2 * tolerance else { continue }
            let holder = bubbles.first { bubble in
                let box = bubble.bounds
                return outset.minX >= box.minX - tolerance && outset.minY >= box.minY - tolerance
                    && outset.maxX <= box.maxX + tolerance && outset.maxY <= box.maxY + tolerance
            }
            precondition(holder != nil, "Rect \(rect) after the outset (\(outset)) lies in no bubble's bounds")
        }
        #endif
    }
}
