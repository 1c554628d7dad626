/// A segment tree over the elementary x intervals of a ``_CoordinateGrid`` that
/// counts how many rects cover each interval.
///
/// Leaf `i` stands for the interval between grid values `i` and `i + 1`. Updates
/// add or remove one covering interval in O(log n); listing the covered runs of a
/// range costs O((k + 1) log n) for k runs.
struct _CoverageTree {
    private enum State: UInt8 { case empty, partial, full }

    private var counts: [Int32]
    private var states: [State]
    private let leafCount: Int

    /// Creates a tree with nothing covered.
    init(leafCount: Int) {
        self.leafCount = leafCount
        let size = 4 * Swift.max(leafCount, 1)
        counts = Array(repeating: 0, count: size)
        states = Array(repeating: .empty, count: size)
    }

    /// Adds `delta` covering rects over the leaves `lower..<upper`.
    mutating func add(_ delta: Int32, lower: Int, upper: Int) {
        add(delta, lower, upper, node: 1, nodeLower: 0, nodeUpper: leafCount)
    }

    private mutating func add(_ delta: Int32, _ lower: Int, _ upper: Int, node: Int, nodeLower: Int, nodeUpper: Int) {
        if lower <= nodeLower && nodeUpper <= upper {
            counts[node] += delta
        } else {
            let middle = (nodeLower + nodeUpper) / 2
            if lower < middle { add(delta, lower, upper, node: 2 * node, nodeLower: nodeLower, nodeUpper: middle) }
            if upper > middle { add(delta, lower, upper, node: 2 * node + 1, nodeLower: middle, nodeUpper: nodeUpper) }
        }
        refresh(node, isLeaf: nodeUpper - nodeLower == 1)
    }

    private mutating func refresh(_ node: Int, isLeaf: Bool) {
        if counts[node] > 0 {
            states[node] = .full
        } else if isLeaf {
            states[node] = .empty
        } else {
            let left = states[2 * node], right = states[2 * node + 1]
            states[node] = left == right && left != .partial ? left : .partial
        }
    }

    /// Appends the maximal covered runs inside `lower..<upper` to `runs` as
    /// leaf-index pairs, merging with the last run already there when they touch.
    func appendCoveredRuns(lower: Int, upper: Int, to runs: inout [(Int32, Int32)]) {
        appendRuns(lower, upper, node: 1, nodeLower: 0, nodeUpper: leafCount, to: &runs)
    }

    private func appendRuns(
        _ lower: Int, _ upper: Int, node: Int, nodeLower: Int, nodeUpper: Int, to runs: inout [(Int32, Int32)]
    ) {
        switch states[node] {
        case .empty:
            return
        case .full:
            let start = Int32(Swift.max(lower, nodeLower)), end = Int32(Swift.min(upper, nodeUpper))
            if let last = runs.last, last.1 == start {
                runs[runs.count - 1].1 = end
            } else {
                runs.append((start, end))
            }
        case .partial:
            let middle = (nodeLower + nodeUpper) / 2
            if lower < middle {
                appendRuns(lower, upper, node: 2 * node, nodeLower: nodeLower, nodeUpper: middle, to: &runs)
            }
            if upper > middle {
                appendRuns(lower, upper, node: 2 * node + 1, nodeLower: middle, nodeUpper: nodeUpper, to: &runs)
            }
        }
    }

    /// The first leaf of the covered run that contains leaf `leaf` (which must be
    /// covered). O(log n).
    func coveredRunStart(containing leaf: Int) -> Int {
        (lastUncoveredLeaf(before: leaf + 1, node: 1, nodeLower: 0, nodeUpper: leafCount) ?? -1) + 1
    }

    /// The largest uncovered leaf below `limit`, or `nil` when all are covered.
    private func lastUncoveredLeaf(before limit: Int, node: Int, nodeLower: Int, nodeUpper: Int) -> Int? {
        if nodeLower >= limit || states[node] == .full { return nil }
        if states[node] == .empty { return Swift.min(limit, nodeUpper) - 1 }
        let middle = (nodeLower + nodeUpper) / 2
        return lastUncoveredLeaf(before: limit, node: 2 * node + 1, nodeLower: middle, nodeUpper: nodeUpper)
            ?? lastUncoveredLeaf(before: limit, node: 2 * node, nodeLower: nodeLower, nodeUpper: middle)
    }
}
