import ArgumentParser
import LinkBubble
import LinkBubbleJSON

/// The operations `--operations` names: `bubbles` stands for one operation per style.
package enum BenchOperationGroup: String, CaseIterable {
    /// `RectUnion.regions`.
    case union
    /// `Bubble.bubbles`, once per style.
    case bubbles
    /// The mask's coverage of the outline.
    case mask

    /// The groups of a comma-separated list, in the order given, each at most once.
    package static func parse(_ list: String) throws -> [BenchOperationGroup] {
        var groups: [BenchOperationGroup] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingBlanks()
            guard let group = BenchOperationGroup(rawValue: trimmed) else {
                throw ValidationError("--operations takes union, bubbles and mask, not '\(trimmed)'")
            }
            guard !groups.contains(group) else { throw ValidationError("--operations names \(trimmed) twice") }
            groups.append(group)
        }
        return groups
    }
}

/// One operation's samples and what it made.
package struct BenchMeasurement {
    /// `union`, `bubbles STYLE` or `mask`.
    package var name: String
    /// Wall-clock nanoseconds of each timed call, sorted.
    package var samples: [Double]
    /// What the operation made (counts, bounds, area), from its untimed first call.
    package var result: [(String, JSONValue)]

    /// The measurement of the operation `name`: its sorted `samples` and its `result`.
    package init(name: String, samples: [Double], result: [(String, JSONValue)]) {
        (self.name, self.samples, self.result) = (name, samples, result)
    }

    /// The sample at percentile `percent` by the nearest-rank method: the smallest
    /// sample with at least `percent` % of the samples at or below it.
    package func percentile(_ percent: Double) -> Double {
        let rank = Int((percent / 100 * Double(samples.count)).rounded(.up))
        return samples[Swift.min(Swift.max(rank, 1), samples.count) - 1]
    }
}

/// Times the operations, one after the other, after running each once untimed (which
/// also reports a failing operation, such as a mask too large to draw, before any
/// time is spent measuring).
struct BenchRunner {
    var rects: [Rect]
    var groups: [BenchOperationGroup]
    var scale: Double
    var iterations: Int
    var seconds: Double

    /// Each operation's samples and what it made, in the order of ``groups``.
    func measure() throws -> [BenchMeasurement] {
        var timed: [(name: String, result: [(String, JSONValue)], run: () throws -> Void)] = []
        for group in groups {
            switch group {
            case .union:
                let regions = try RectUnion.regions(of: rects, maximumCorners: RectUnion.maximumCorners)
                timed.append(("union", Self.summary(of: regions), { Self.consume(RectUnion.regions(of: rects)) }))
            case .bubbles:
                for style in StyleName.allCases {
                    let bubbles = try Bubble.bubbles(
                        around: rects, style: style.bubbleStyle, maximumCorners: RectUnion.maximumCorners)
                    timed.append((
                        "bubbles \(style.rawValue)", Self.summary(of: bubbles),
                        { Self.consume(Bubble.bubbles(around: rects, style: style.bubbleStyle)) }
                    ))
                }
            case .mask:
                var outline = Path()
                for bubble in try Bubble.bubbles(around: rects, style: .plain, maximumCorners: RectUnion.maximumCorners) {
                    outline.addPath(bubble.path)
                }
                let scale = scale
                let mask: Mask
                do {
                    mask = try MaskRasterizer.coverage(of: outline, scale: scale)
                } catch {
                    throw ValidationError("mask: \(error)")
                }
                timed.append(("mask", Self.summary(of: mask), { Self.consume(try MaskRasterizer.coverage(of: outline, scale: scale)) }))
            }
        }
        return try timed.map { operation in
            BenchMeasurement(name: operation.name, samples: try time(operation.run), result: operation.result)
        }
    }

    /// The sorted wall-clock nanoseconds of `body`'s calls: until `iterations` calls or
    /// `seconds` have passed, at least one.
    private func time(_ body: () throws -> Void) throws -> [Double] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .nanoseconds(Int64(seconds * 1e9)))
        var samples: [Double] = []
        samples.reserveCapacity(Swift.min(iterations, 1 << 16))
        repeat {
            let elapsed = try clock.measure(body)
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) * 1e-9)
        } while samples.count < iterations && clock.now < deadline
        return samples.sorted()
    }

    /// Takes `value` where the optimizer cannot see, so that the timed call that made
    /// it is never removed as unused.
    @inline(never) @_optimize(none)
    private static func consume<Value>(_ value: Value) {}

    private static func summary(of regions: [Region]) -> [(String, JSONValue)] {
        [
            ("regions", .number(Double(regions.count))),
            ("holes", .number(Double(regions.reduce(0) { $0 + $1.holes.count }))),
            ("corners", .number(Double(regions.reduce(0) { $0 + $1.outer.points.count + $1.holes.reduce(0) { $0 + $1.points.count } }))),
            ("area", .number(regions.reduce(0) { $0 + $1.area })),
            ("bounds", bounds(regions.map(\.bounds))),
        ]
    }

    private static func summary(of bubbles: [Bubble]) -> [(String, JSONValue)] {
        [
            ("bubbles", .number(Double(bubbles.count))),
            ("holes", .number(Double(bubbles.reduce(0) { $0 + $1.region.holes.count }))),
            ("bounds", bounds(bubbles.map(\.bounds))),
        ]
    }

    private static func summary(of mask: Mask) -> [(String, JSONValue)] {
        [
            ("width", .number(Double(mask.bitmap.width))), ("height", .number(Double(mask.bitmap.height))),
            ("origin", .array([.number(mask.origin.x), .number(mask.origin.y)])),
            ("coveredArea", .number(mask.coveredArea)),
        ]
    }

    /// `[x, y, width, height]` of the smallest rect holding all of `rects`, or null.
    private static func bounds(_ rects: [Rect]) -> JSONValue {
        guard let first = rects.first else { return .null }
        let box = rects.dropFirst().reduce(first) { $0.union($1) }
        return .rect(box.minX, box.minY, box.width, box.height)
    }
}
