import Testing
import Geometry
import LinkBubbleTestSupport

/// Seeded random checks of the curve operations against sampling, which needs none of
/// the closed forms the operations use.
@Suite struct PathPropertyTests {
    /// A path of one random quadratic or cubic curve, every coordinate in [-100, 100).
    private static func randomCurve(using generator: inout SplitMix64) -> Path {
        func point() -> Point {
            Point(x: Double.random(in: -100..<100, using: &generator),
                  y: Double.random(in: -100..<100, using: &generator))
        }
        var path = Path()
        path.move(to: point())
        if Bool.random(using: &generator) {
            path.addQuadCurve(to: point(), control: point())
        } else {
            path.addCurve(to: point(), control1: point(), control2: point())
        }
        return path
    }

    @Test func flatteningStaysWithinToleranceAndAreaFollows() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<100 {
            let path = Self.randomCurve(using: &generator)
            let curve = try #require(BezierCurve(singleCurveOf: path))
            let tolerance = [1.0, 0.1, 0.01][Int.random(in: 0..<3, using: &generator)]
            let polygons = path.flattened(tolerance: tolerance)
            let ring = polygons[0]
            var worst = 0.0
            for i in 0...200 {
                let p = curve.point(at: Double(i) / 200)
                worst = max(worst, distance(from: p, toPolygons: [Array(ring)]))
            }
            #expect(worst <= tolerance, "\(path.elements) at \(tolerance): \(worst)")

            // The region between curve and chords lies within `tolerance` of the chords, so
            // the areas differ by at most the area of that band: 2 tolerance L + pi tolerance^2.
            var twice = 0.0, length = 0.0
            for i in ring.indices {
                let p = ring[i], q = ring[(i + 1) % ring.count]
                twice += p.x * q.y - p.y * q.x
                length += ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
            }
            let band = 2 * tolerance * length + Double.pi * tolerance * tolerance
            #expect(abs(path.signedArea - twice / 2) <= band, "\(path.elements)")
        }
    }

    @Test func boundsAreTightAroundSamples() throws {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<100 {
            let path = Self.randomCurve(using: &generator)
            let curve = try #require(BezierCurve(singleCurveOf: path))
            let bounds = try #require(path.bounds)
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for i in 0...1_000 {
                let p = curve.point(at: Double(i) / 1_000)
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
            // Every sample is inside, and samples 1/1000 apart come within 1e-3 of each extremum
            // (the second derivative is at most 2400 here: 2400 / 2 · (1/2000)² < 1e-3).
            let slack = 1e-9
            #expect(bounds.minX <= minX + slack && bounds.minY <= minY + slack)
            #expect(bounds.maxX >= maxX - slack && bounds.maxY >= maxY - slack)
            #expect(minX - bounds.minX < 1e-3 && minY - bounds.minY < 1e-3)
            #expect(bounds.maxX - maxX < 1e-3 && bounds.maxY - maxY < 1e-3)
            let hull = try! #require(path.controlPointBounds)
            #expect(hull.contains(bounds, slack: slack))
        }
    }

    @Test func windingMatchesAFinePolygon() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<40 {
            // A closed shape of two random curves, often self-intersecting.
            var path = Self.randomCurve(using: &generator)
            let second = Self.randomCurve(using: &generator)
            path.addPath(Path(elements: Array(second.elements.dropFirst())))
            path.closeSubpath()
            let tolerance = 1e-3
            let polygons = path.flattened(tolerance: tolerance)
            var polygon = Path()
            polygon.move(to: polygons[0][0])
            for p in polygons[0].dropFirst() { polygon.addLine(to: p) }
            polygon.closeSubpath()
            for _ in 0..<60 {
                let p = Point(x: Double.random(in: -100..<100, using: &generator),
                              y: Double.random(in: -100..<100, using: &generator))
                guard distance(from: p, toPolygons: polygons) > tolerance else { continue }
                #expect(path.winding(at: p) == polygon.winding(at: p), "\(path.elements) at \(p)")
            }
        }
    }
}
