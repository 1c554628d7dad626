import Foundation
import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

/// Compares ``RectUnion`` with GEOS, the geometry engine behind PostGIS and shapely, on the
/// cases recorded by `Fixtures/record_union_fixtures.py` into `Fixtures/geos-union.json`:
/// the named shapes of issue 3 and 300 seeded random rect sets.
///
/// Both sides describe a union the same way once GEOS's rings are normalized (see the
/// script): corner points only, outer rings clockwise on screen and holes counterclockwise,
/// each ring starting at its top-left corner. So rings are compared point by point, exactly;
/// regions are matched order-insensitively by their outer ring's first point, and so are the
/// holes within a region.
///
/// Principled differences, handled here rather than hidden:
/// - Floating-point noise: GEOS unions exactly, so 1e-12 offsets leave 1e-12 notches and
///   slivers, while RectUnion merges coordinates closer than its tolerance (1e-6). Those
///   cases were recorded with GEOS snap-rounding to a 1e-6 grid (`grid_size`), and points
///   are compared within that grid instead of exactly.
/// - Pinch vertices: where two filled cells touch only diagonally, RectUnion does not connect
///   them (its documented corner rule), so the empty cells there are connected. A pocket that
///   touches the outside (or another pocket) at a single corner is therefore, for RectUnion,
///   part of the outside (or one pocket): the outer ring dips into it through the pinch and
///   visits that vertex twice. GEOS follows the OGC model instead: the pocket is a separate
///   hole that touches the shell at a point. Cutting every ring at its repeated vertices gives
///   the same set of oriented simple loops in both models, so cases whose rings differ are
///   compared that way, and only cases where RectUnion's rings revisit a vertex may need it.
@Suite struct GEOSUnionFixtureTests {
    struct Fixture: Decodable {
        var peer: String
        var cases: [Case]
    }

    struct Case: Decodable {
        var name: String
        var rects: [[Double]]
        var grid_size: Double?
        var area: Double
        var regions: [FixtureRegion]
    }

    struct FixtureRegion: Decodable {
        var outer: [[Double]]
        var holes: [[[Double]]]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/geos-union.json")
        do {
            return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    @Test func fixtureCoversTheNamedShapesAndRandomSets() {
        let names = Set(Self.fixture.cases.map(\.name))
        for name in ["frame with a hole", "corner touching", "1e-12 noise", "hole touching the outside at a corner"] {
            #expect(names.contains(name))
        }
        #expect(Self.fixture.cases.filter { $0.name.hasPrefix("random-") }.count == 300)
        #expect(Self.fixture.cases.contains { $0.regions.contains { !$0.holes.isEmpty } })
    }

    @Test func unionMatchesGEOS() {
        var mismatches: [String] = []
        var pinchCases: [String] = []
        for testCase in Self.fixture.cases {
            let rects = testCase.rects.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            let regions = RectUnion.regions(of: rects)
            guard let problem = compare(testCase, regions, splittingPinches: false) else { continue }
            let hasPinch = regions.contains { region in
                ([region.outer] + region.holes).contains { Set($0.points).count < $0.points.count }
            }
            if hasPinch, compare(testCase, regions, splittingPinches: true) == nil {
                pinchCases.append(testCase.name)
            } else {
                mismatches.append("\(testCase.name) \(testCase.rects): \(problem)")
            }
        }
        // The named pinch shape is there to exercise the second comparison.
        #expect(pinchCases.contains("hole touching the outside at a corner"))
        #expect(pinchCases.count < Self.fixture.cases.count / 10, "\(pinchCases)")
        let summary = "\(mismatches.count) of \(Self.fixture.cases.count) cases differ from \(Self.fixture.peer):\n"
            + mismatches.prefix(10).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(summary)")
    }

    /// RectUnion's rings drawn as one Path fill the union under both fill rules: GEOS's area,
    /// every input rect's center inside, and just inside each GEOS hole's top-left corner (a
    /// convex corner of the hole) outside. This checks the orientation of holes, pinched or
    /// not, through an independent code path (Path's winding numbers).
    @Test func ringsFillTheUnionUnderBothFillRules() {
        var failures: [String] = []
        for testCase in Self.fixture.cases where testCase.grid_size == nil {
            let rects = testCase.rects.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            var path = Path()
            for region in RectUnion.regions(of: rects) {
                for ring in [region.outer] + region.holes {
                    path.move(to: ring.points[0])
                    for point in ring.points.dropFirst() { path.addLine(to: point) }
                    path.closeSubpath()
                }
            }
            let inside = rects.filter { !$0.isEmpty }.map(\.center)
            let inHoles = testCase.regions.flatMap(\.holes).map { Point(x: $0[0][0] + 1e-4, y: $0[0][1] + 1e-4) }
            let fills = FillRule.allCases.allSatisfy { rule in
                inside.allSatisfy { path.contains($0, rule: rule) } && !inHoles.contains { path.contains($0, rule: rule) }
            }
            if !fills || abs(path.signedArea - testCase.area) > 1e-9 * max(testCase.area, 1) {
                failures.append(testCase.name)
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// A description of how RectUnion's `regions` differ from GEOS's for `testCase`, or `nil`.
    /// With `splittingPinches`, each region's rings are first cut into simple loops at
    /// repeated vertices on both sides, and the loops are compared as a set.
    private func compare(_ testCase: Case, _ regions: [Region], splittingPinches: Bool) -> String? {
        let rects = testCase.rects.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        let pointTolerance = testCase.grid_size ?? 0

        let area = regions.reduce(0) { $0 + $1.area }
        let areaTolerance = max(1e-12 * testCase.area, 1e-9)
            + pointTolerance * 4 * rects.reduce(0) { $0 + $1.width + $1.height }
        if abs(area - testCase.area) > areaTolerance {
            return "area \(area), GEOS \(testCase.area)"
        }
        guard regions.count == testCase.regions.count else {
            return "\(regions.count) regions, GEOS \(testCase.regions.count)"
        }
        let ours = regions.map { region in
            canonical(outer: region.outer.points, holes: region.holes.map(\.points), splittingPinches)
        }.sorted { isBefore($0.outer, $1.outer) }
        let theirs = testCase.regions.map { region in
            canonical(outer: points(region.outer), holes: region.holes.map(points), splittingPinches)
        }.sorted { isBefore($0.outer, $1.outer) }
        for (index, (mine, geos)) in zip(ours, theirs).enumerated() {
            if !same(mine.outer, geos.outer, within: pointTolerance) {
                return "region \(index) outer ring \(mine.outer), GEOS \(geos.outer)"
            }
            guard mine.holes.count == geos.holes.count else {
                return "region \(index) has \(mine.holes.count) holes, GEOS \(geos.holes.count)"
            }
            for (hole, geosHole) in zip(mine.holes, geos.holes) where !same(hole, geosHole, within: pointTolerance) {
                return "region \(index) hole \(hole), GEOS \(geosHole)"
            }
        }
        return nil
    }

    /// A region's rings as compared: as they are, or cut into simple loops at repeated
    /// vertices (the one clockwise loop is the outer ring, every other loop joins the holes),
    /// each loop started at its top-left point; holes sorted by start.
    private func canonical(
        outer: [Point], holes: [[Point]], _ splittingPinches: Bool
    ) -> (outer: [Point], holes: [[Point]]) {
        guard splittingPinches else { return (outer, sortedByStart(holes)) }
        var loops = ([outer] + holes).flatMap(simpleLoops).map(startingAtTopLeft)
        // Exactly one loop runs clockwise (positive area) around the whole region.
        let outerIndex = loops.indices.max { signedArea(loops[$0]) < signedArea(loops[$1]) } ?? 0
        let outerLoop = loops.remove(at: outerIndex)
        return (outerLoop, sortedByStart(loops))
    }

    /// `ring` cut at every vertex it visits twice into loops that visit each vertex once.
    private func simpleLoops(_ ring: [Point]) -> [[Point]] {
        var loops: [[Point]] = []
        var stack: [Point] = []
        for point in ring + [ring[0]] {
            if let index = stack.firstIndex(of: point) {
                loops.append(Array(stack[index...]))
                stack.removeSubrange(index...)
            }
            stack.append(point)
        }
        return loops
    }

    private func signedArea(_ ring: [Point]) -> Double {
        ring.indices.reduce(0) { sum, i in
            let p = ring[i], q = ring[(i + 1) % ring.count]
            return sum + (p.x * q.y - p.y * q.x) / 2
        }
    }

    private func startingAtTopLeft(_ ring: [Point]) -> [Point] {
        let start = ring.indices.min { (ring[$0].y, ring[$0].x) < (ring[$1].y, ring[$1].x) }
        guard let start else { return ring }
        return Array(ring[start...] + ring[..<start])
    }

    private func points(_ pairs: [[Double]]) -> [Point] { pairs.map { Point(x: $0[0], y: $0[1]) } }

    private func isBefore(_ a: [Point], _ b: [Point]) -> Bool {
        guard let p = a.first, let q = b.first else { return a.count < b.count }
        return (p.y, p.x) < (q.y, q.x)
    }

    private func sortedByStart(_ rings: [[Point]]) -> [[Point]] { rings.sorted(by: isBefore) }

    private func same(_ a: [Point], _ b: [Point], within tolerance: Double) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
    }
}
