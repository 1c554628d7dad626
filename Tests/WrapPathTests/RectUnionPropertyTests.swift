import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

@Suite struct RectUnionPropertyTests {
    /// Random sets of up to 12 grid-aligned rects: the outline covers exactly the
    /// union, has the minimal number of corners, contains every rect, and its rings
    /// are simple, correctly oriented, never cross each other, and are ordered.
    @Test func outlineMatchesBruteForceUnion() {
        let seed = TestSeed(default: 0x5EED_0001)
        var generator = seed.generator
        var holes = 0, pieces = 0
        defer { #expect(holes > 100 && pieces > 1000, "the random sets include holes and several regions (\(seed))") }
        for _ in 0..<3000 {
            let rects = randomGridRects(count: Int.random(in: 1...12, using: &generator), span: 12, using: &generator)
            let regions = RectUnion.regions(of: rects)
            Region._checkInvariants(of: regions)
            holes += regions.reduce(0) { $0 + $1.holes.count }
            pieces += regions.count - 1
            let grid = CoverageGrid(rects)
            let area = regions.reduce(0) { $0 + $1.area }
            #expect(area == grid.area, "area for \(rects), \(seed)")
            let rings = regions.flatMap { [$0.outer] + $0.holes }
            #expect(rings.reduce(0) { $0 + $1.points.count } == grid.cornerCount, "corners for \(rects), \(seed)")
            checkRings(regions, rects: rects, seed: seed)
            let wellFormed = regions.allSatisfy { isWellFormed($0.outer, outer: true) && $0.holes.allSatisfy { isWellFormed($0, outer: false) } }
            if !wellFormed { Issue.record("malformed rings for \(rects), \(seed)"); return }
        }
    }

    /// The same properties with real-valued coordinates near each other.
    @Test func realCoordinatesKeepTheArea() {
        let seed = TestSeed(default: 0x5EED_0002)
        var generator = seed.generator
        for _ in 0..<1000 {
            let rects = (0..<Int.random(in: 1...15, using: &generator)).map { _ in
                Rect(
                    x: Double.random(in: 0..<100, using: &generator), y: Double.random(in: 0..<100, using: &generator),
                    width: Double.random(in: 1..<40, using: &generator), height: Double.random(in: 1..<40, using: &generator))
            }
            let regions = RectUnion.regions(of: rects, tolerance: 0)
            Region._checkInvariants(of: regions)
            let area = regions.reduce(0) { $0 + $1.area }
            let grid = CoverageGrid(rects)
            #expect(abs(area - grid.area) < 1e-9, "\(rects), \(seed)")
            #expect(
                regions.flatMap { [$0.outer] + $0.holes }.reduce(0) { $0 + $1.points.count } == grid.cornerCount,
                "\(rects), \(seed)")
            checkRings(regions, rects: rects, seed: seed)
        }
    }

    private func checkRings(_ regions: [Region], rects: [Rect], seed: TestSeed) {
        for rect in rects where !rect.isEmpty {
            let corners = [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY), rect.center,
            ]
            let isHeld = regions.contains { region in corners.allSatisfy { region.contains($0) } }
            #expect(isHeld, "\(rect) lies inside a region, \(seed)")
        }
        for region in regions {
            #expect(region.outer.signedArea > 0, "\(rects), \(seed)")
            for hole in region.holes { #expect(hole.signedArea < 0, "\(rects), \(seed)") }
        }
        // Each hole belongs to the smallest outer ring around it.
        for (index, region) in regions.enumerated() {
            for hole in region.holes {
                let probe = Point(x: hole.points[0].x + 1e-6, y: hole.points[0].y + 1e-6)
                let owner = regions.indices.filter { encloses(regions[$0].outer, probe) }
                    .min { regions[$0].outer.signedArea < regions[$1].outer.signedArea }
                #expect(owner == index, "hole \(hole) of region \(index), \(rects), \(seed)")
            }
        }
        let corners = regions.map(\.outer.points[0])
        #expect(
            zip(corners, corners.dropFirst()).allSatisfy { $0.y < $1.y || ($0.y == $1.y && $0.x < $1.x) },
            "\(rects), \(seed)")
        let allEdges = regions.flatMap { ([$0.outer] + $0.holes).flatMap(edges(of:)) }
        for i in allEdges.indices {
            for j in allEdges.indices where j > i && segmentsConflict(allEdges[i], allEdges[j]) {
                Issue.record("edges \(allEdges[i]) and \(allEdges[j]) cross or overlap, \(rects), \(seed)")
                return
            }
        }
    }

    /// Whether `point` (never on an edge) is inside the ring, by ray crossing.
    private func encloses(_ ring: Ring, _ point: Point) -> Bool {
        edges(of: ring).filter { a, b in
            a.x == b.x && a.x > point.x && min(a.y, b.y) < point.y && point.y < max(a.y, b.y)
        }.count % 2 == 1
    }

    /// The ring starts at its top-left corner, leaves it rightward (outer ring) or
    /// downward (hole), and alternates horizontal and vertical edges of non-zero
    /// length, so it has no repeated or collinear points.
    private func isWellFormed(_ ring: Ring, outer: Bool) -> Bool {
        let points = ring.points
        guard points.count >= 4, points.count % 2 == 0 else { return false }
        let topLeft = points.min { $0.y < $1.y || ($0.y == $1.y && $0.x < $1.x) }
        guard points[0] == topLeft else { return false }
        let first = points[0], second = points[1]
        let leavesCorrectly = outer ? (second.y == first.y && second.x > first.x) : (second.x == first.x && second.y > first.y)
        return leavesCorrectly && points.indices.allSatisfy { index in
            let a = points[index], b = points[(index + 1) % points.count]
            let isHorizontal = (index % 2 == 0) == outer
            return isHorizontal ? (a.y == b.y && a.x != b.x) : (a.x == b.x && a.y != b.y)
        }
    }
}

@Suite struct RectUnionLinePathTests {
    /// Random text-line-shaped inputs (ordered top to bottom, with gaps, touches and
    /// overlaps) give the same outline through the ordered fast path as through
    /// the general sweep (reached by reversing the input).
    @Test func orderedLinesMatchGeneralSweep() {
        let seed = TestSeed(default: 0x5EED_0003)
        var generator = seed.generator
        for _ in 0..<2000 {
            var top = 0.0, lines: [Rect] = []
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                top += Double(Int.random(in: 0...6, using: &generator))
                let x = Double(Int.random(in: 0...12, using: &generator))
                let width = Double(Int.random(in: 0...12, using: &generator))
                lines.append(rect(x, top, width, 4))
            }
            let fast = RectUnion.regions(of: lines), general = RectUnion.regions(of: lines.reversed())
            Region._checkInvariants(of: fast)
            Region._checkInvariants(of: general)
            #expect(fast == general, "\(lines), \(seed)")
            #expect(fast.reduce(0) { $0 + $1.area } == CoverageGrid(lines).area, "\(lines), \(seed)")
        }
    }

    /// Noise on ordered lines is absorbed by the fast path as by the sweep.
    @Test func orderedNoisyLinesHaveNoNotches() {
        let lines = (0..<50).map { (index: Int) -> Rect in
            let noise = 1e-12 * Double(index % 3)
            return rect(noise, Double(index) * 18 + noise, 300 - noise, 18)
        }
        let regions = RectUnion.regions(of: lines)
        Region._checkInvariants(of: regions)
        #expect(regions.count == 1 && regions[0].outer.points.count == 4)
        #expect(regions == RectUnion.regions(of: lines.reversed()))
    }

    /// Ordered lines that touch at a corner up to noise stay apart on every path.
    @Test func orderedLinesTouchingAtACornerWithNoiseStayApart() {
        for noise in [-1e-12, 0, 1e-12, 1e-9] {
            let lines = [rect(9, 3, 4, 6), rect(7 + noise, 9 + noise, 2 + noise, 5)]
            #expect(RectUnion.regions(of: lines).count == 2, "noise \(noise)")
            #expect(RectUnion.regions(of: lines.reversed()).count == 2, "noise \(noise)")
        }
        let snapped = [rect(9, 1, 1, 1e-12), rect(0, 7, 1, 5)]
        #expect(Bubble.bubbles(around: snapped.reversed(), style: .ios).count == 2, "snapping never joins bubbles")
        #expect(Bubble.bubbles(around: snapped, style: .ios).count == 2)
    }

    /// Stacks long enough for the one-pass path to size its buffer by counting the
    /// y coordinates first (1,024 rects and more): every row changing both sides,
    /// rows of two rects, sides that stay, and y edges repeated, give the outline of
    /// the general sweep (the same rects reversed), and never write past the buffer
    /// (debug builds check every write).
    @Test func longStacksMatchTheGeneralSweep() {
        let seed = TestSeed(default: 0x5EED_0013)
        var generator = seed.generator
        for count in [1023, 1024, 1500, 3000] {
            var lines: [Rect] = []
            var y = 0.0
            while lines.count < count {
                let height = Double(Int.random(in: 1...3, using: &generator)) * 4
                let left = Double(Int.random(in: 0...4, using: &generator)) * 2
                let right = 100 + Double(Int.random(in: 0...4, using: &generator)) * 2
                if Bool.random(using: &generator) && lines.count + 2 <= count {
                    // Two rects sharing the row, overlapping.
                    lines.append(rect(left, y, 60 - left, height))
                    lines.append(rect(50, y, right - 50, height))
                } else {
                    lines.append(rect(left, y, right - left, height))
                }
                y += height
            }
            // And the worst case: every row moves both sides, 4 corners per y but the first and last.
            let zigzag = (0..<count).map { index in
                rect(Double(index % 2) * 2, Double(index) * 4, 100 + Double(index % 2) * 4, 4)
            }
            for lines in [lines, zigzag] {
                let stack = RectUnion.regions(of: lines)
                Region._checkInvariants(of: stack)
                #expect(stack.count == 1 && stack[0].holes.isEmpty, "\(count), \(seed)")
                #expect(stack == RectUnion.regions(of: lines.reversed()), "\(count), \(seed)")
            }
            #expect(RectUnion.regions(of: zigzag)[0].outer.points.count == 4 * (count + 1) - 4)
        }
    }

    /// Holes inside ordered input are found and assigned to their region.
    @Test func orderedFrameKeepsItsHole() {
        let frame = [rect(0, 0, 30, 10), rect(0, 10, 10, 10), rect(20, 10, 10, 10), rect(0, 20, 30, 10), rect(40, 25, 5, 10)]
        let regions = RectUnion.regions(of: frame)
        Region._checkInvariants(of: regions)
        #expect(regions.map(\.holes.count) == [1, 0])
        #expect(regions == RectUnion.regions(of: frame.reversed()))
    }
}

@Suite struct RectUnionNoiseTests {
    /// Adding up to ±1e-12 of noise to every coordinate of random grid rects leaves
    /// the outline's corner count unchanged (no sliver, notch or gap) and moves no
    /// corner by more than the spread of the noise (two noisy copies of one value
    /// merge onto one of them).
    @Test func noiseBelowToleranceChangesNothingVisible() {
        let seed = TestSeed(default: 0x5EED_0004)
        var generator = seed.generator
        for _ in 0..<1500 {
            let rects = randomGridRects(count: Int.random(in: 1...10, using: &generator), span: 10, using: &generator)
            let noisy = rects.map { rect in
                Rect(
                    minX: rect.minX + Double.random(in: -1e-12...1e-12, using: &generator),
                    minY: rect.minY + Double.random(in: -1e-12...1e-12, using: &generator),
                    maxX: rect.maxX + Double.random(in: -1e-12...1e-12, using: &generator),
                    maxY: rect.maxY + Double.random(in: -1e-12...1e-12, using: &generator))
            }
            let exact = RectUnion.regions(of: rects), rough = RectUnion.regions(of: noisy)
            Region._checkInvariants(of: exact)
            Region._checkInvariants(of: rough)
            let exactRings = exact.flatMap { [$0.outer] + $0.holes }, roughRings = rough.flatMap { [$0.outer] + $0.holes }
            #expect(exactRings.map(\.points.count) == roughRings.map(\.points.count), "\(noisy), \(seed)")
            for (a, b) in zip(exactRings, roughRings) where a.points.count == b.points.count {
                #expect(
                    zip(a.points, b.points).allSatisfy { abs($0.x - $1.x) <= 2.1e-12 && abs($0.y - $1.y) <= 2.1e-12 },
                    "\(noisy), \(seed)")
            }
            #expect(abs(rough.reduce(0) { $0 + $1.area } - CoverageGrid(rects).area) < 1e-9, "\(noisy), \(seed)")
        }
    }
}
