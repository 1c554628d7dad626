import Geometry

/// A segment tree over the elementary x intervals of a ``_CoordinateGrid`` that
/// counts how many rects cover each interval.
///
/// Leaf `i` stands for the interval between grid values `i` and `i + 1`. Updates
/// add or remove one covering interval in O(log n); listing the covered runs of a
/// range costs O((k + 1) log n) for k runs.
struct _CoverageTree {
    private enum State: UInt8 { case empty, partial, full }

    /// How many rects cover the node's whole range without covering its parent's,
    /// and the coverage of its range counting only those and its descendants'.
    private struct Node {
        var count: Int32 = 0
        var state = State.empty
    }

    private var nodes: [Node]
    /// The number of leaves, rounded up to a power of two (the extra leaves are
    /// never covered); leaf `i` is node `leafCount + i`.
    private let leafCount: Int

    /// Creates a tree with nothing covered.
    init(leafCount: Int) {
        var size = 1
        while size < leafCount { size *= 2 }
        self.leafCount = size
        nodes = Array(repeating: Node(), count: 2 * size)
    }

    /// Adds `delta` covering rects over the leaves `lower..<upper`, bottom up:
    /// the O(log n) nodes that tile the range change their count, then the states
    /// on the two paths from the range's ends to the root are refreshed.
    mutating func add(_ delta: Int32, lower: Int, upper: Int) {
        let leafCount = leafCount
        nodes.withUnsafeMutableBufferPointer { buffer in
            let nodes = buffer.baseAddress!
            var left = lower + leafCount, right = upper + leafCount
            let firstLeaf = left, lastLeaf = right - 1
            while left < right {
                if left & 1 == 1 {
                    nodes[left].count += delta
                    Self.refresh(left, in: nodes, leafCount: leafCount)
                    left += 1
                }
                if right & 1 == 1 {
                    right -= 1
                    nodes[right].count += delta
                    Self.refresh(right, in: nodes, leafCount: leafCount)
                }
                left >>= 1
                right >>= 1
            }
            var node = firstLeaf >> 1
            while node >= 1 {
                Self.refresh(node, in: nodes, leafCount: leafCount)
                node >>= 1
            }
            node = lastLeaf >> 1
            while node >= 1 {
                Self.refresh(node, in: nodes, leafCount: leafCount)
                node >>= 1
            }
        }
    }

    @inline(__always)
    private static func refresh(_ node: Int, in nodes: UnsafeMutablePointer<Node>, leafCount: Int) {
        if nodes[node].count > 0 {
            nodes[node].state = .full
        } else if node >= leafCount {
            nodes[node].state = .empty
        } else {
            let left = nodes[2 * node].state, right = nodes[2 * node + 1].state
            nodes[node].state = left == right ? left : .partial
        }
    }

    /// Appends the maximal covered runs inside `lower..<upper` to `runs` as
    /// leaf-index pairs, merging with the last run already there when they touch.
    func appendCoveredRuns(lower: Int, upper: Int, to runs: inout [(Int32, Int32)]) {
        nodes.withUnsafeBufferPointer { nodes in
            Self.appendRuns(lower, upper, node: 1, nodeLower: 0, nodeUpper: leafCount, in: nodes.baseAddress!, to: &runs)
        }
    }

    private static func appendRuns(
        _ lower: Int, _ upper: Int, node: Int, nodeLower: Int, nodeUpper: Int,
        in nodes: UnsafePointer<Node>, to runs: inout [(Int32, Int32)]
    ) {
        switch nodes[node].state {
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
                appendRuns(lower, upper, node: 2 * node, nodeLower: nodeLower, nodeUpper: middle, in: nodes, to: &runs)
            }
            if upper > middle {
                appendRuns(lower, upper, node: 2 * node + 1, nodeLower: middle, nodeUpper: nodeUpper, in: nodes, to: &runs)
            }
        }
    }

    /// The first leaf of the covered run that contains leaf `leaf` (which must be
    /// covered). O(log² n).
    func coveredRunStart(containing leaf: Int) -> Int {
        nodes.withUnsafeBufferPointer { nodes in
            (Self.lastUncoveredLeaf(before: leaf + 1, node: 1, nodeLower: 0, nodeUpper: leafCount, in: nodes.baseAddress!)
                ?? -1) + 1
        }
    }

    /// The largest uncovered leaf below `limit`, or `nil` when all are covered.
    private static func lastUncoveredLeaf(
        before limit: Int, node: Int, nodeLower: Int, nodeUpper: Int, in nodes: UnsafePointer<Node>
    ) -> Int? {
        if nodeLower >= limit || nodes[node].state == .full { return nil }
        if nodes[node].state == .empty { return Swift.min(limit, nodeUpper) - 1 }
        let middle = (nodeLower + nodeUpper) / 2
        return lastUncoveredLeaf(before: limit, node: 2 * node + 1, nodeLower: middle, nodeUpper: nodeUpper, in: nodes)
            ?? lastUncoveredLeaf(before: limit, node: 2 * node, nodeLower: nodeLower, nodeUpper: middle, in: nodes)
    }
}
