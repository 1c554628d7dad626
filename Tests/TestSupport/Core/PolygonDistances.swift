import Geometry

/// The distance from `point` to the segment from `a` to `b`.
package func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
    let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
    return (x * x + y * y).squareRoot()
}

/// The distance from `point` to the nearest edge of the closed polygons.
package func distance(from point: Point, toPolygons polygons: [[Point]]) -> Double {
    var best = Double.infinity
    for polygon in polygons {
        for index in polygon.indices {
            best = min(best, distance(from: point, toSegment: polygon[index], polygon[(index + 1) % polygon.count]))
        }
    }
    return best
}

/// Points along the closed polygons: every vertex and `samples` more per edge.
package func boundarySamples(of polygons: [[Point]], samples: Int) -> [Point] {
    polygons.flatMap { polygon in
        polygon.indices.flatMap { index -> [Point] in
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            return (0...samples).map { step in
                let t = Double(step) / Double(samples + 1)
                return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
            }
        }
    }
}

/// Whether two segments properly cross (intersect at a point interior to both).
package func segmentsCross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
    func orientation(_ p: Point, _ q: Point, _ r: Point) -> Double {
        (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    let d1 = orientation(c, d, a), d2 = orientation(c, d, b), d3 = orientation(a, b, c), d4 = orientation(a, b, d)
    let scale = 1e-9
    return ((d1 > scale && d2 < -scale) || (d1 < -scale && d2 > scale))
        && ((d3 > scale && d4 < -scale) || (d3 < -scale && d4 > scale))
}

/// Whether any two edges of the closed polygons cross.
package func polygonsCross(_ polygons: [[Point]]) -> Bool {
    let segments = polygons.flatMap { polygon in
        polygon.indices.map { (polygon[$0], polygon[($0 + 1) % polygon.count]) }
    }
    for i in segments.indices {
        for j in segments.indices.dropFirst(i + 2) {
            let a = segments[i], b = segments[j]
            guard max(a.0.x, a.1.x) >= min(b.0.x, b.1.x), max(b.0.x, b.1.x) >= min(a.0.x, a.1.x),
                max(a.0.y, a.1.y) >= min(b.0.y, b.1.y), max(b.0.y, b.1.y) >= min(a.0.y, a.1.y)
            else { continue }
            if segmentsCross(a.0, a.1, b.0, b.1) { return true }
        }
    }
    return false
}
