/// Counts how many rects cover each elementary x interval of a
/// ``CoordinateGrid`` (interval `i` lies between grid values `i` and `i + 1`):
/// a segment tree with 16 children per node, each node one 64-byte cache line.
///
/// Level 0 has a slot per interval; each slot of level `k + 1` stands for a line
/// of 16 slots of level `k`, up to one line at the top. A slot holds how many
/// rects cover its whole range without covering its parent's, and the coverage
/// of its child line (empty, partial or full). A rect adds 1 to the O(log n)
/// slots that tile its range (at most 15 per line, two lines per level).
/// Updates cost O(log n), with one cache line per level and side; listing the
/// covered runs of a range costs O((k + 1) log n) for k runs.
///
/// Why 16 children: over a million rects the grid has two million intervals, and
/// a binary tree over them (32 MB, a line per level on each root-to-leaf walk)
/// sent every update to memory on each of its bottom levels. Here a walk touches
/// six lines, and only the bottom one (the 8 MB level 0) is usually not cached.
///
/// Every count is exact: a rect adds at most 1 to each slot, a grid of at most
/// `Int32.max` values has fewer than 2^30 rects, and a slot keeps 30 bits of count.
struct CoverageTree {
    /// The slot's count shifted left by 2, or'ed with its child line's coverage
    /// (``empty``, ``partial``, ``full``). The slot's own coverage, counting itself
    /// and its descendants, is then empty when the value is 0, partial when it is
    /// 1 and full from 2 on.
    private typealias Slot = UInt32
    private static let empty: Slot = 0, partial: Slot = 1, full: Slot = 2
    /// Slots per line: 16 of 4 bytes, one cache line.
    static let lineWidth = 16

    private let storage: CoverageSlots

    /// Creates a tree over `intervalCount` intervals with nothing covered.
    init(intervalCount: Int) {
        var levelSlots: [Int] = []
        var slots = Swift.max(intervalCount, 1)
        repeat {
            let lines = (slots + Self.lineWidth - 1) / Self.lineWidth
            levelSlots.append(lines * Self.lineWidth)
            slots = lines
        } while slots > 1
        storage = CoverageSlots(levelSlots: levelSlots)
    }

    /// Adds `delta` covering rects over the intervals `lower..<upper` (not empty):
    /// level by level from the bottom, the slots that tile the range's ends change
    /// their counts, then every line where a slot's coverage changed (by its count,
    /// or by its child line's coverage) passes its coverage to its slot in the
    /// level above. Where coverage stops changing (most lines in a dense union),
    /// nothing above is read.
    mutating func add(_ delta: Int32, lower: Int, upper: Int) {
        let storage = storage, width = Self.lineWidth
        var lower = lower, upper = upper
        // Lines whose coverage may have changed at the current level.
        var dirty = LineSet()
        for level in 0..<storage.levelCount {
            let slots = storage.level(level)
            if lower < upper {
                if lower / width == (upper - 1) / width && (upper - lower < width || level == storage.levelCount - 1) {
                    if Self.add(delta, to: slots, lower..<upper) { dirty.insert(lower / width) }
                    upper = lower
                } else {
                    if lower % width != 0 {
                        let end = (lower / width + 1) * width
                        if Self.add(delta, to: slots, lower..<end) { dirty.insert(lower / width) }
                        lower = end
                    }
                    if upper % width != 0 {
                        let start = upper / width * width
                        if Self.add(delta, to: slots, start..<upper) { dirty.insert(start / width) }
                        upper = start
                    }
                    lower /= width
                    upper /= width
                }
            }
            guard level + 1 < storage.levelCount else { break }
            let parents = storage.level(level + 1)
            var changed = LineSet()
            dirty.forEach { line in
                let coverage = Self.coverage(of: slots + line * width)
                let old = parents[line], new = old & ~3 | coverage
                if new != old {
                    parents[line] = new
                    if Self.kind(of: old) != Self.kind(of: new) { changed.insert(line / width) }
                }
            }
            dirty = changed
            if dirty.isEmpty && lower >= upper { break }
        }
    }

    /// Adds `delta` to the counts of the slots in `range`; returns whether one of
    /// them became covered or uncovered (otherwise their line's coverage stays).
    @inline(__always)
    private static func add(_ delta: Int32, to slots: UnsafeMutablePointer<Slot>, _ range: Range<Int>) -> Bool {
        let step = Slot(truncatingIfNeeded: Int(delta) << 2)
        var flips: Slot = 0
        for slot in range {
            let old = slots[slot], new = old &+ step
            slots[slot] = new
            flips |= (old < full) != (new < full) ? 1 : 0
        }
        return flips != 0
    }

    /// A slot's own coverage: ``empty``, ``partial`` or ``full``.
    @inline(__always)
    private static func kind(of slot: Slot) -> Slot { Swift.min(slot, full) }

    /// The coverage of a line: full when every slot is covered, empty when none is.
    @inline(__always)
    private static func coverage(of line: UnsafeMutablePointer<Slot>) -> Slot {
        var least = Slot.max, most = Slot.min
        for slot in 0..<lineWidth {
            least = Swift.min(least, line[slot])
            most = Swift.max(most, line[slot])
        }
        return least >= full ? full : most == empty ? empty : partial
    }

    /// Appends the maximal covered runs inside the intervals `lower..<upper` to
    /// `runs` as interval-index pairs, merging with the last run already there when
    /// they touch.
    func appendCoveredRuns(lower: Int, upper: Int, to runs: inout [(Int32, Int32)]) {
        appendRuns(lower, upper, level: storage.levelCount - 1, line: 0, to: &runs)
    }

    private func appendRuns(_ lower: Int, _ upper: Int, level: Int, line: Int, to runs: inout [(Int32, Int32)]) {
        let slots = storage.level(level), shift = 4 * level
        let first = Swift.max(line * Self.lineWidth, lower >> shift)
        let end = Swift.min((line + 1) * Self.lineWidth, ((upper - 1) >> shift) + 1)
        for slot in first..<end {
            let value = slots[slot]
            if value >= Self.full {
                Self.append(Swift.max(lower, slot << shift), Swift.min(upper, (slot + 1) << shift), to: &runs)
            } else if value == Self.partial {
                appendRuns(lower, upper, level: level - 1, line: slot, to: &runs)
            }
        }
    }

    @inline(__always)
    private static func append(_ start: Int, _ end: Int, to runs: inout [(Int32, Int32)]) {
        let start = Int32(truncatingIfNeeded: start), end = Int32(truncatingIfNeeded: end)
        if let last = runs.last, last.1 == start {
            runs[runs.count - 1].1 = end
        } else {
            runs.append((start, end))
        }
    }

    /// The first interval of the covered run that contains interval `interval`
    /// (which must be covered). O(log² n).
    func coveredRunStart(containing interval: Int) -> Int {
        (lastUncoveredInterval(before: interval + 1, level: storage.levelCount - 1, line: 0) ?? -1) + 1
    }

    /// The largest uncovered interval below `upper` in the line's range, or `nil`
    /// when all are covered.
    private func lastUncoveredInterval(before upper: Int, level: Int, line: Int) -> Int? {
        let slots = storage.level(level), shift = 4 * level
        let first = line * Self.lineWidth
        var slot = Swift.min(first + Self.lineWidth, ((upper - 1) >> shift) + 1)
        while slot > first {
            slot -= 1
            let value = slots[slot]
            if value == Self.empty { return Swift.min(upper, (slot + 1) << shift) - 1 }
            if value == Self.partial, let found = lastUncoveredInterval(before: upper, level: level - 1, line: slot) {
                return found
            }
        }
        return nil
    }
    /// The first uncovered interval at or after `lower`: the end of the covered
    /// run that contains `lower`, or `lower` itself when it is not covered.
    /// O(log² n).
    func firstUncoveredInterval(from lower: Int) -> Int {
        firstUncoveredInterval(from: lower, level: storage.levelCount - 1, line: 0)
            ?? Self.lineWidth << (4 * (storage.levelCount - 1))
    }

    /// The smallest uncovered interval at or after `lower` in the line's range, or
    /// `nil` when all are covered.
    private func firstUncoveredInterval(from lower: Int, level: Int, line: Int) -> Int? {
        let slots = storage.level(level), shift = 4 * level
        let end = (line + 1) * Self.lineWidth
        var slot = Swift.max(line * Self.lineWidth, lower >> shift)
        while slot < end {
            let value = slots[slot]
            if value == Self.empty { return Swift.max(lower, slot << shift) }
            if value == Self.partial, let found = firstUncoveredInterval(from: lower, level: level - 1, line: slot) {
                return found
            }
            slot += 1
        }
        return nil
    }
}

/// Up to four distinct line indices: the lines one update changes on one level
/// (two, one at each end of its range, and the parents of two more below).
private struct LineSet {
    private var lines = (0, 0, 0, 0)
    private var count = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func insert(_ line: Int) {
        if count > 0 && lines.0 == line || count > 1 && lines.1 == line || count > 2 && lines.2 == line
            || count > 3 && lines.3 == line
        {
            return
        }
        switch count {
        case 0: lines.0 = line
        case 1: lines.1 = line
        case 2: lines.2 = line
        default: lines.3 = line
        }
        count += 1
    }

    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        if count > 0 { body(lines.0) }
        if count > 1 { body(lines.1) }
        if count > 2 { body(lines.2) }
        if count > 3 { body(lines.3) }
    }
}

/// The slots of a ``CoverageTree``, zeroed, every level starting on a cache line
/// boundary (an array's elements start wherever its header ends). The tree owns
/// it alone and is never copied.
private final class CoverageSlots {
    let levelCount: Int
    private let base: UnsafeMutablePointer<UInt32>
    private let levelStarts: UnsafeMutablePointer<Int>
    private let slotCount: Int

    /// Levels of `levelSlots[k]` slots each (multiples of 16), bottom first.
    init(levelSlots: [Int]) {
        levelCount = levelSlots.count
        slotCount = levelSlots.reduce(0, +)
        base = UnsafeMutableRawPointer.allocate(byteCount: slotCount * MemoryLayout<UInt32>.stride, alignment: 64)
            .initializeMemory(as: UInt32.self, repeating: 0, count: slotCount)
        levelStarts = .allocate(capacity: levelCount)
        var start = 0
        for (level, slots) in levelSlots.enumerated() {
            levelStarts[level] = start
            start += slots
        }
    }

    /// The first slot of `level`.
    @inline(__always)
    func level(_ level: Int) -> UnsafeMutablePointer<UInt32> { base + levelStarts[level] }

    deinit {
        base.deinitialize(count: slotCount)
        UnsafeMutableRawPointer(base).deallocate()
        levelStarts.deallocate()
    }
}
