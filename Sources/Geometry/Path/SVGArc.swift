/// SVG's elliptical arc as cubic Bézier curves: the endpoint-to-center conversion of
/// SVG 1.1 appendix F.6.5 (with F.6.6's radius correction), then one cubic per piece of
/// at most 90°, whose control points lie 4/3 tan(θ/4) along the tangents.
enum SVGArc {
    static func append(
        from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double,
        largeArc: Bool, sweep: Bool, to elements: inout [Path.Element]
    ) {
        guard start != end else { return }  // F.6.2: no arc at all.
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else {
            elements.append(.line(to: end))  // F.6.2: a straight line.
            return
        }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = ArcTrigonometry.sinCos(phi)
        // F.6.5.1: the midpoint in the ellipse's own axes.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6: radii too small to reach are scaled up.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        guard rx.isFinite, ry.isFinite, x1.isFinite, y1.isFinite else {
            elements.append(.line(to: end))  // Beyond Double's range: the chord.
            return
        }
        // F.6.5.2: the center in the ellipse's axes.
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        // F.6.5.3: the center, and the start angle and sweep.
        let center = Point(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        let startAngle = ArcTrigonometry.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = ArcTrigonometry.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        // One cubic per piece of at most 90°.
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let quarterStep = ArcTrigonometry.sinCos(step / 4)
        let k = 4.0 / 3 * quarterStep.sin / quarterStep.cos
        // The point at `angle` and the derivative there (per radian).
        func point(_ angle: Double) -> (Point, Point) {
            let (s, c) = ArcTrigonometry.sinCos(angle)
            let onEllipse = Point(
                x: center.x + rx * c * cosPhi - ry * s * sinPhi, y: center.y + rx * c * sinPhi + ry * s * cosPhi)
            let tangent = Point(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
            return (onEllipse, tangent)
        }
        var angle = startAngle
        var (from, fromTangent) = point(angle)
        var curves: [Path.Element] = []
        for index in 1...pieces {
            angle += step
            let (onEllipse, toTangent) = point(angle)
            let to = index == pieces ? end : onEllipse  // the last piece ends exactly at `end`
            curves.append(
                .curve(
                    to: to, control1: Point(x: from.x + k * fromTangent.x, y: from.y + k * fromTangent.y),
                    control2: Point(x: to.x - k * toTangent.x, y: to.y - k * toTangent.y)))
            (from, fromTangent) = (to, toTangent)
        }
        // Products of huge radii can still overflow: then the chord, never a NaN.
        let isFinite = curves.allSatisfy { curve in
            guard case .curve(let to, let control1, let control2) = curve else { return false }
            return to.isFinite && control1.isFinite && control2.isFinite
        }
        elements.append(contentsOf: isFinite ? curves : [.line(to: end)])
    }
}
