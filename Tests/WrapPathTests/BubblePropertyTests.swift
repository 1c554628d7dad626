import Testing
import Geometry
import LinkBubbleTestSupport
import WrapPath

@Suite struct BubblePropertyTests {
    /// Random text lines: ordered, 18 points tall, ragged on both sides.
    private func randomLines(using generator: inout SplitMix64) -> [Rect] {
        (0..<Int.random(in: 1...6, using: &generator)).map { index in
            let x = Double(Int.random(in: 0...30, using: &generator))
            return rect(x, Double(index) * 18, Double(Int.random(in: 1...80, using: &generator)), 18)
        }
    }

    /// A random rounding style: outset up to 3, radius up to 8, concave radius up
    /// to the radius, either corner shape, no snapping.
    private func randomStyle(using generator: inout SplitMix64) -> BubbleStyle {
        let radius = Double.random(in: 0.5...8, using: &generator)
        return BubbleStyle(
            outsetX: Double(Int.random(in: 0...3, using: &generator)),
            outsetY: Double(Int.random(in: 0...3, using: &generator)),
            radius: radius, concaveRadius: Double.random(in: 0...radius, using: &generator),
            cornerShape: Bool.random(using: &generator) ? .circular : .continuous)
    }

    /// The rounded boundary stays within r of the outset union's boundary and the
    /// union's boundary within r of the rounded one, for text lines and random
    /// rect sets; the rounded outline never crosses itself.
    @Test func roundedBoundaryStaysWithinRadiusOfTheUnion() {
        let seed = TestSeed(default: 0x5EED_0010)
        var generator = seed.generator
        for round in 0..<200 {
            let lines = round.isMultiple(of: 2)
                ? randomLines(using: &generator)
                : randomGridRects(count: Int.random(in: 1...6, using: &generator), span: 10, using: &generator)
                    .map { $0.applying(scale: 5) }
            let style = randomStyle(using: &generator)
            let outset = lines.map { $0.outsetBy(dx: style.outsetX, dy: style.outsetY) }
            let regions = RectUnion.regions(of: outset)
            Region._checkInvariants(of: regions)
            let union = regions.map { ([$0.outer] + $0.holes).map(\.points) }
            let bubbles = Bubble.bubbles(around: lines, style: style)
            Bubble._checkInvariants(of: bubbles, around: lines, style: style)
            #expect(bubbles.count == union.count, "\(lines) \(style), \(seed)")
            let limit = style.radius + 0.005
            for (bubble, rings) in zip(bubbles, union) {
                let rounded = bubble.path.flattened(tolerance: 0.005)
                #expect(!polygonsCross(rounded), "\(lines) \(style), \(seed)")
                for point in boundarySamples(of: rounded, samples: 0) {
                    #expect(distance(from: point, toPolygons: rings) <= limit, "\(lines) \(style), \(seed)")
                }
                for point in boundarySamples(of: rings, samples: 3) {
                    #expect(distance(from: point, toPolygons: rounded) <= limit, "\(lines) \(style), \(seed)")
                }
            }
        }
    }

    /// The rounded outlines of random rect sets (with holes, slots and corners
    /// touching), and of blocks with a small hole close to a corner, never cross
    /// themselves, for both corner shapes.
    @Test func roundedOutlinesOfRandomRectsNeverCross() {
        let seed = TestSeed(default: 0x5EED_0013)
        var generator = seed.generator
        for round in 0..<300 {
            let unit = [1.0, 2, 3][round % 3]
            var rects = randomGridRects(count: Int.random(in: 2...10, using: &generator), span: 10, using: &generator)
                .map { $0.applying(scale: unit) }
            if round.isMultiple(of: 2) {
                let hole = rect(
                    Double(Int.random(in: 1...4, using: &generator)), Double(Int.random(in: 1...4, using: &generator)),
                    Double(Int.random(in: 1...2, using: &generator)), Double(Int.random(in: 1...2, using: &generator)))
                rects = [
                    rect(0, 0, 20, hole.minY), rect(0, 0, hole.minX, 20),
                    rect(hole.maxX, 0, 20 - hole.maxX, 20), rect(0, hole.maxY, 20, 20 - hole.maxY),
                ]
            }
            for style in [BubbleStyle(radius: 4), BubbleStyle(radius: 5, concaveRadius: 3, cornerShape: .continuous)] {
                let bubbles = Bubble.bubbles(around: rects, style: style)
                Bubble._checkInvariants(of: bubbles, around: rects, style: style)
                for bubble in bubbles {
                    #expect(!polygonsCross(bubble.path.flattened(tolerance: 0.02)), "\(rects) \(style), \(seed)")
                }
            }
        }
    }

    /// With an outset of at least (1 - 1/√2) r in both directions, the bubbles
    /// contain the rects they were made from, for random rect sets too.
    @Test func outsetOfTheCutDepthKeepsRectsInside() {
        let seed = TestSeed(default: 0x5EED_0011)
        var generator = seed.generator
        for round in 0..<400 {
            let rects = round.isMultiple(of: 2)
                ? randomLines(using: &generator)
                : randomGridRects(count: Int.random(in: 1...8, using: &generator), span: 10, using: &generator)
                    .map { $0.applying(scale: 6) }
            var style = randomStyle(using: &generator)
            style.outsetX = style.containingOutset + Double(Int.random(in: 0...1, using: &generator))
            style.outsetY = style.containingOutset + Double(Int.random(in: 0...1, using: &generator))
            style.concaveRadius = min(style.concaveRadius, style.radius)
            let bubbles = Bubble.bubbles(around: rects, style: style)
            Bubble._checkInvariants(of: bubbles, around: rects, style: style)
            let paths = bubbles.map(\.path)
            for rect in rects {
                let inner = rect.outsetBy(dx: -1e-7, dy: -1e-7)
                for point in boundarySamples(of: [cornerPoints(of: inner)], samples: 5) {
                    #expect(paths.contains { $0.contains(point) }, "\(point) of \(rect), \(style), \(seed)")
                }
            }
        }
    }

    /// Ordered lines take the one-pass stack path; reversed, the same lines take
    /// the general union and snapping. Both give the same bubbles for every preset,
    /// also for thin rows next to narrow ones, where curves are limited by the
    /// corners near them.
    @Test func stackPathMatchesGeneralPath() {
        let seed = TestSeed(default: 0x5EED_0012)
        var generator = seed.generator
        let thinRow = [rect(0, 0, 100, 4), rect(98, 4, 2, 16)]
        let wide = BubbleStyle(radius: 8)
        #expect(Bubble.bubbles(around: thinRow, style: wide) == Bubble.bubbles(around: thinRow.reversed(), style: wide))
        for round in 0..<500 {
            var lines = randomLines(using: &generator)
            if round.isMultiple(of: 3) {
                lines = lines.enumerated().map { index, line in
                    rect(line.minX, Double(index) * 5, index.isMultiple(of: 2) ? line.width : 3, 5)
                }
            }
            for style in [BubbleStyle.plain, .webkit, .ios, randomStyle(using: &generator)] {
                let stack = Bubble.bubbles(around: lines, style: style)
                let general = Bubble.bubbles(around: lines.reversed(), style: style)
                Bubble._checkInvariants(of: stack, around: lines, style: style)
                Bubble._checkInvariants(of: general, around: lines.reversed(), style: style)
                #expect(stack == general, "\(lines) \(style), \(seed)")
            }
        }
    }

    /// The bound is tight: 3% less outset leaves a rect's corner outside.
    @Test(arguments: [CornerShape.circular, .continuous])
    func cutDepthBoundIsTight(shape: CornerShape) {
        let box = rect(0, 0, 100, 40)
        for (factor, inside) in [(1.0, true), (0.97, false)] {
            let outset = factor * CornerShape.cutDepth * 10
            let style = BubbleStyle(outsetX: outset, outsetY: outset, radius: 10, cornerShape: shape)
            let path = Bubble.bubbles(around: [box], style: style)[0].path
            let corner = Point(x: 1e-9, y: 1e-9)
            #expect(path.contains(corner) == inside)
        }
    }

    private func cornerPoints(of rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
    }
}

extension Rect {
    /// The rect with every coordinate multiplied by `factor`.
    fileprivate func applying(scale factor: Double) -> Rect {
        Rect(x: origin.x * factor, y: origin.y * factor, width: width * factor, height: height * factor)
    }
}
