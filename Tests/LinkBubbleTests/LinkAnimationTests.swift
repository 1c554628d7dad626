import LinkBubble
import LinkBubbleTestSupport
import Testing

/// The motion timeline: simple outlines at every instant of a lift, first and last
/// frames equal to the still images, and one-line errors for bad input.
@Suite struct LinkAnimationTests {
    static let samples = ["two-lines", "three-lines", "two-bubbles"]
    static let appearance = GalleryGoldenTests.appearance

    static func preview(_ name: String) throws -> LinkPreview {
        try PresentationGoldenTests.preview(name)
    }

    /// A card below and right of the link, so the morph travels and the bubbles of
    /// "two-bubbles" merge on the way.
    static func lift(_ preview: LinkPreview, curve: TimingCurve = .easeInOut) throws -> LinkAnimation {
        let center = try #require(preview.center)
        return try LinkAnimation(
            preview: preview, kind: .lift(LiftDestination(size: Size(width: 260, height: 150), centeredOn: center)),
            curve: curve, appearance: appearance)
    }

    /// The bubbles' outline in a lift's scene: its platter fill.
    static func outline(of scene: Scene) throws -> Path {
        try #require(scene.elements.lazy.compactMap { element -> Path? in
            if case .fill(let path, _, _) = element { return path }
            return nil
        }.first)
    }

    /// 1,000 random instants (over three samples and two curves, one overshooting): every
    /// outline is simple, no two edges of it cross or touch unless they are neighbours.
    @Test func liftOutlinesAreSimpleAtEveryInstant() throws {
        // The check itself finds a bow tie and passes a square.
        let bowTie = [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 0)]
        #expect(Self.firstCrossing(in: [bowTie]) != nil)
        #expect(Self.firstCrossing(in: [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]]) == nil)
        var generator = SplitMix64(seed: 29)
        var animations: [LinkAnimation] = []
        for name in Self.samples {
            let preview = try Self.preview(name)
            animations.append(try Self.lift(preview))
            animations.append(try Self.lift(preview, curve: .cubicBezier(0.3, -0.4, 0.6, 1.5)))
        }
        for instant in 0..<1000 {
            let animation = animations[instant % animations.count]
            let time = generator.unit()
            let outline = try Self.outline(of: try animation.scene(at: time))
            let crossing = Self.firstCrossing(in: outline.flattened(tolerance: 0.05))
            #expect(crossing == nil, "t = \(time): the outline crosses itself at \(crossing.map { "\($0)" } ?? "")")
        }
    }

    /// The first pair of edges (of any contours) that meet other than at a shared
    /// vertex of neighbouring edges, by brute force.
    static func firstCrossing(in contours: [[Point]]) -> (Point, Point)? {
        var edges: [(Point, Point, contour: Int, index: Int, count: Int)] = []
        for (number, contour) in contours.enumerated() {
            var points = contour
            // A contour's closing point is its first, up to the flattening's rounding.
            if let first = points.first, let last = points.last, points.count > 1,
                abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9
            {
                points.removeLast()
            }
            for index in points.indices {
                edges.append((points[index], points[(index + 1) % points.count], number, index, points.count))
            }
        }
        // Edges whose bounding boxes do not touch cannot meet: those pairs are skipped
        // before the cross products (most pairs, far apart on the outline).
        let boxes = edges.map {
            (minX: min($0.0.x, $0.1.x), maxX: max($0.0.x, $0.1.x), minY: min($0.0.y, $0.1.y), maxY: max($0.0.y, $0.1.y))
        }
        for i in edges.indices {
            let box = boxes[i]
            for j in (i + 1)..<edges.count {
                let other = boxes[j]
                if box.maxX < other.minX || other.maxX < box.minX || box.maxY < other.minY || other.maxY < box.minY { continue }
                let (a, b) = (edges[i], edges[j])
                if a.contour == b.contour {
                    let gap = abs(a.index - b.index)
                    if gap == 1 || gap == a.count - 1 { continue }
                }
                if segmentsMeet(a.0, a.1, b.0, b.1) { return (a.0, b.0) }
            }
        }
        return nil
    }

    /// Whether segments pq and rs share a point.
    static func segmentsMeet(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Bool {
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        func within(_ o: Point, _ a: Point, _ b: Point) -> Bool {
            min(a.x, b.x) <= o.x && o.x <= max(a.x, b.x) && min(a.y, b.y) <= o.y && o.y <= max(a.y, b.y)
        }
        let d1 = cross(r, s, p), d2 = cross(r, s, q), d3 = cross(p, q, r), d4 = cross(p, q, s)
        if (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0) { return true }
        return d1 == 0 && within(p, r, s) || d2 == 0 && within(q, r, s) || d3 == 0 && within(r, p, q)
            || d4 == 0 && within(s, p, q)
    }

    /// The pixels of `big` inside `small`'s frame (both on one device-pixel grid).
    static func crop(_ big: Scene, to small: Scene) throws -> Bitmap {
        let image = try big.canvas().bitmap()
        let left = Int((small.frame.minX * small.scale).rounded() - (big.frame.minX * big.scale).rounded())
        let top = Int((small.frame.minY * small.scale).rounded() - (big.frame.minY * big.scale).rounded())
        #expect(left >= 0 && top >= 0 && left + small.pixelWidth <= big.pixelWidth && top + small.pixelHeight <= big.pixelHeight)
        var pixels: [UInt8] = []
        for row in top..<top + small.pixelHeight {
            let start = (row * big.pixelWidth + left) * 4
            pixels += image.pixels[start..<start + small.pixelWidth * 4]
        }
        return try Bitmap(width: small.pixelWidth, height: small.pixelHeight, format: .rgba8, pixels: pixels)
    }

    /// Whether `scene` shows nothing outside `inner`'s frame.
    static func isClear(_ scene: Scene, outside inner: Scene) throws -> Bool {
        let image = try scene.canvas().bitmap()
        let left = Int((inner.frame.minX - scene.frame.minX) * scene.scale), top = Int((inner.frame.minY - scene.frame.minY) * scene.scale)
        for row in 0..<scene.pixelHeight {
            for column in 0..<scene.pixelWidth
            where !(left..<left + inner.pixelWidth).contains(column) || !(top..<top + inner.pixelHeight).contains(row) {
                if image.pixels[(row * scene.pixelWidth + column) * 4 + 3] != 0 { return false }
            }
        }
        return true
    }

    /// A lift's first frame is the still preview and its last the destination card,
    /// pixel for pixel (the frames cover more, and are clear around the stills).
    @Test(arguments: samples)
    func liftStartsAndEndsOnTheStills(name: String) throws {
        let preview = try Self.preview(name)
        let lift = try Self.lift(preview)
        let first = try lift.scene(at: 0), last = try lift.scene(at: 1)
        let still = try preview.scene(Self.appearance)
        #expect(try Self.crop(first, to: still) == still.canvas().bitmap())
        #expect(try Self.isClear(first, outside: still))
        guard case .lift(let destination) = lift.kind else { Issue.record("not a lift"); return }
        let card = try destination.scene(cornerShape: preview.style.cornerShape, covering: lift.frame, appearance: Self.appearance)
        #expect(try last.canvas().bitmap() == card.canvas().bitmap())
        #expect(try Self.outline(of: last) == destination.outline(cornerShape: preview.style.cornerShape))
    }

    /// Each indicator kind starts and ends on the indicator or on the text without it.
    @Test func indicatorKindsStartAndEndOnTheStills() throws {
        let preview = try Self.preview("next-to-text")
        let indicator = try preview.scene(Self.appearance, mode: .indicator)
        var text = indicator
        // The text under the indicator: everything before the indicator's first shadow.
        text.elements = Array(indicator.elements.prefix {
            if case .shadow = $0 { return false }
            return true
        })
        let kinds: [(LinkAnimation.Kind, first: Scene, last: Scene)] = [
            (.bounce, indicator, indicator), (.bounceAndCrossfade, text, indicator), (.fadeIn, text, indicator),
            (.fadeOut, indicator, text),
        ]
        for (kind, firstStill, lastStill) in kinds {
            let animation = try LinkAnimation(preview: preview, kind: kind, appearance: Self.appearance)
            #expect(try Self.crop(try animation.scene(at: 0), to: firstStill) == firstStill.canvas().bitmap(), "\(kind)")
            #expect(try Self.crop(try animation.scene(at: 1), to: lastStill) == lastStill.canvas().bitmap(), "\(kind)")
        }
    }

    /// The bounce peaks at 1.25 halfway: the platter's fill is 1.25 times as wide.
    @Test func bouncePeaksAtAQuarterLarger() throws {
        let preview = try Self.preview("next-to-text")
        let animation = try LinkAnimation(preview: preview, kind: .bounce, curve: .linear, appearance: Self.appearance)
        let still = try #require(preview.presentationShapes(Self.appearance.indicator).indicatorPlatter.bounds)
        let fills = try animation.scene(at: 0.5).elements.compactMap { element -> Rect? in
            if case .fill(let path, _, _) = element { return path.bounds }
            return nil
        }
        let peak = try #require(fills.last)
        #expect(abs(peak.width - still.width * 1.25) < 1e-9)
        #expect(abs(peak.midX - still.midX) < 1e-9 && abs(peak.midY - still.midY) < 1e-9)
    }

    /// Keyframes come at the frames' instants, from the preview's outline to the card's.
    @Test func keyframesFollowTheFrames() throws {
        let preview = try Self.preview("two-lines")
        let lift = try Self.lift(preview)
        let keyframes = try lift.keyframes(frameRate: 60)
        #expect(keyframes.count == 31)
        #expect(keyframes.first?.time == 0 && keyframes.last?.time == 0.5)
        #expect(keyframes.first?.path == preview.bubblePath && keyframes.first?.opacity == 1)
        #expect(keyframes.last?.transform == .identity && keyframes.last?.opacity == 0)
        guard case .lift(let destination) = lift.kind else { return }
        #expect(keyframes.last?.path == destination.outline(cornerShape: preview.style.cornerShape))
    }

    /// Durations, frame rates, frame counts and destinations out of range are refused
    /// with one-line errors.
    @Test func badInputIsRefused() throws {
        let preview = try Self.preview("two-lines")
        for duration in [0, -1, .nan, .infinity, 61] {
            let error = #expect(throws: AnimationError.self) {
                _ = try LinkAnimation(preview: preview, kind: .bounce, duration: duration)
            }
            if case .invalidDuration = error {} else { Issue.record("\(duration): \(String(describing: error))") }
        }
        let bounce = try LinkAnimation(preview: preview, kind: .bounce, duration: 10)
        for rate in [0, -5, .infinity, 241] {
            #expect(throws: AnimationError.invalidFrameRate(rate)) { _ = try FrameSequence(bounce, frameRate: rate) }
        }
        #expect(throws: AnimationError.tooManyFrames(1201)) { _ = try FrameSequence(bounce, frameRate: 120) }
        for rect in [Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: 0),
                     Rect(x: .nan, y: 0, width: 10, height: 10)] {
            #expect(throws: AnimationError.self) {
                _ = try LinkAnimation(preview: preview, kind: .lift(LiftDestination(rect: rect)))
            }
        }
        for error in [AnimationError.invalidDuration(0), .invalidFrameRate(0), .tooManyFrames(700),
                      .invalidDestination("the destination must be a finite rect wider and taller than 0, not 0 x 10")] {
            #expect(!error.description.contains("\n"))
        }
    }
}
