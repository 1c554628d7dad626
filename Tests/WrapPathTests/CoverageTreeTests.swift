import Testing
import LinkBubbleTestSupport
@testable import WrapPath

/// The 16-ary coverage tree of the general union sweep against a plain array of
/// per-interval counts, under random sequences of the sweep's operations: ranges
/// added and later removed, covered runs listed (merging with a run already
/// listed), the start of the covered run around an interval and the first
/// uncovered interval from one on.
@Suite struct CoverageTreeTests {
    @Test func matchesPlainCounts() {
        let seed = TestSeed(default: 0x5EED_7EE5)
        var generator = seed.generator
        var linesCrossed = 0, partialLines = 0
        for _ in 0..<150 {
            // Interval counts around the line width and its powers (one to four levels).
            let intervalCount = [
                1, 15, 16, 17, 31, 33, 100, 255, 256, 257, 1000, 4097, 6000,
            ].randomElement(using: &generator)!
            var tree = CoverageTree(intervalCount: intervalCount)
            var plain = [Int](repeating: 0, count: intervalCount)
            var active: [(Int, Int)] = []
            for _ in 0..<120 {
                if !active.isEmpty && Bool.random(using: &generator) {
                    let (lower, upper) = active.remove(at: Int.random(in: active.indices, using: &generator))
                    tree.add(-1, lower: lower, upper: upper)
                    for interval in lower..<upper { plain[interval] -= 1 }
                } else {
                    let lower = Int.random(in: 0..<intervalCount, using: &generator)
                    let longest = Swift.min(intervalCount - lower, Bool.random(using: &generator) ? 20 : intervalCount)
                    let upper = lower + Int.random(in: 1...longest, using: &generator)
                    tree.add(1, lower: lower, upper: upper)
                    for interval in lower..<upper { plain[interval] += 1 }
                    active.append((lower, upper))
                    let width = CoverageTree.lineWidth
                    if lower / width != (upper - 1) / width { linesCrossed += 1 }
                    if lower % width != 0 || upper % width != 0 { partialLines += 1 }
                }
                let lower = Int.random(in: 0..<intervalCount, using: &generator)
                let upper = Int.random(in: (lower + 1)...intervalCount, using: &generator)
                // Half of the time a run already listed ends where the range starts.
                let previous: [(Int32, Int32)] = lower > 0 && Bool.random(using: &generator) ? [(Int32(-5), Int32(lower))] : []
                var runs = previous
                tree.appendCoveredRuns(lower: lower, upper: upper, to: &runs)
                let expected = Self.runs(plain, lower: lower, upper: upper, after: previous)
                guard runs.map({ [$0.0, $0.1] }) == expected.map({ [$0.0, $0.1] }) else {
                    Issue.record("runs of \(lower)..<\(upper): \(runs) against \(expected), counts \(plain), \(seed)")
                    return
                }
                let from = Int.random(in: 0..<intervalCount, using: &generator)
                var firstUncovered = from
                while firstUncovered < intervalCount && plain[firstUncovered] > 0 { firstUncovered += 1 }
                let foundUncovered = tree.firstUncoveredInterval(from: from)
                guard foundUncovered == firstUncovered || firstUncovered == intervalCount && foundUncovered >= intervalCount else {
                    Issue.record("first uncovered from \(from): \(foundUncovered) against \(firstUncovered), counts \(plain), \(seed)")
                    return
                }
                if let covered = Self.randomCoveredInterval(plain, using: &generator) {
                    var start = covered
                    while start > 0 && plain[start - 1] > 0 { start -= 1 }
                    let found = tree.coveredRunStart(containing: covered)
                    guard found == start else {
                        Issue.record("run start around \(covered): \(found) against \(start), counts \(plain), \(seed)")
                        return
                    }
                }
            }
        }
        #expect(linesCrossed > 1000 && partialLines > 1000, "ranges cross lines and cover them in part (\(seed))")
    }

    /// What `(0..<counts.count).filter { counts[$0] > 0 }.randomElement(using:)` gives, from
    /// the same draw, in plain loops: the array and closure calls (and a debug build's
    /// generic iterators) were most of the test's time.
    private static func randomCoveredInterval(_ counts: [Int], using generator: inout some RandomNumberGenerator) -> Int? {
        counts.withUnsafeBufferPointer { counts in
            var coveredCount = 0, interval = 0
            while interval < counts.count {
                if counts[interval] > 0 { coveredCount += 1 }
                interval += 1
            }
            guard coveredCount > 0 else { return nil }
            var remaining = Int.random(in: 0..<coveredCount, using: &generator)
            interval = 0
            while counts[interval] <= 0 || remaining > 0 {
                if counts[interval] > 0 { remaining -= 1 }
                interval += 1
            }
            return interval
        }
    }

    /// The maximal runs of positive counts inside `lower..<upper`, after `previous`
    /// (merged with its last run when they touch).
    private static func runs(_ counts: [Int], lower: Int, upper: Int, after previous: [(Int32, Int32)]) -> [(Int32, Int32)] {
        var runs = previous
        for interval in lower..<upper where counts[interval] > 0 {
            if let last = runs.last, last.1 == Int32(interval) {
                runs[runs.count - 1].1 = Int32(interval + 1)
            } else {
                runs.append((Int32(interval), Int32(interval + 1)))
            }
        }
        return runs
    }
}
