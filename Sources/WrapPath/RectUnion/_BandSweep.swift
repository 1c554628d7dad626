import Geometry

/// The state of ``_BandUnion`` between bands: the covered runs of the band above
/// and the vertex at the top of the vertical edge open at each run end.
struct _BandSweep {
    let tolerance: Double
    var builder: _OutlineBuilder
    private var runs: [(Double, Double)] = []
    private var open: [Int32] = []
    private var newRuns: [(Double, Double)] = []
    private var newOpen: [Int32] = []
    private var lost: [(Double, Double)] = []
    private var gained: [(Double, Double)] = []

    init(tolerance: Double, capacity: Int) {
        self.tolerance = tolerance
        builder = _OutlineBuilder(capacity: capacity)
    }

    /// Moves to the band starting at `y`, covered by the rects in `window`.
    mutating func advance(y: Double, window: ArraySlice<Rect>) {
        collectRuns(of: window)
        lost.removeAll(keepingCapacity: true)
        gained.removeAll(keepingCapacity: true)
        _RunDifference.split(before: runs, after: newRuns, lost: &lost, gained: &gained)
        newOpen.removeAll(keepingCapacity: true)
        newOpen.append(contentsOf: repeatElement(-1, count: 2 * newRuns.count))
        let firstLost = Int32(builder.points.count)
        for edge in lost {
            let vertices = builder.addEdge(y: y, fromX: edge.1, toX: edge.0)
            attach(vertices.start, x: edge.1)
            attach(vertices.end, x: edge.0)
        }
        for edge in gained {
            let vertices = builder.addEdge(y: y, fromX: edge.0, toX: edge.1)
            attach(vertices.start, x: edge.0)
            attach(vertices.end, x: edge.1)
        }
        for index in newOpen.indices where newOpen[index] < 0 {
            let x = index & 1 == 0 ? newRuns[index >> 1].0 : newRuns[index >> 1].1
            newOpen[index] = open[Self.position(of: x, in: runs)!]
        }
        for (index, edge) in lost.enumerated() {
            let corner = firstLost + Int32(2 * index + 1)
            guard let end = Self.position(of: edge.0, in: newRuns), newOpen[end] == corner else { continue }
            builder.leftNeighbor[Int(corner)] = newOpen[end - 1]
        }
        swap(&runs, &newRuns)
        swap(&open, &newOpen)
    }

    /// Sets `newRuns` to the covered runs of `window`: each end within the
    /// tolerance of an end of the band above moves onto it (which keeps the ends
    /// in order), then runs closer than the tolerance merge and thinner ones are
    /// dropped.
    private mutating func collectRuns(of window: ArraySlice<Rect>) {
        newRuns.removeAll(keepingCapacity: true)
        for rect in window { newRuns.append((rect.minX, rect.maxX)) }
        if newRuns.count > 1 { newRuns.sort { $0.0 < $1.0 } }
        var merged = 0
        for index in newRuns.indices {
            let run = (snap(newRuns[index].0), snap(newRuns[index].1))
            if merged > 0 && run.0 <= newRuns[merged - 1].1 + tolerance {
                newRuns[merged - 1].1 = Swift.max(newRuns[merged - 1].1, run.1)
            } else if run.1 - run.0 > tolerance {
                newRuns[merged] = run
                merged += 1
            }
        }
        newRuns.removeLast(newRuns.count - merged)
    }

    /// `x`, or the first end of the band above within the tolerance of it.
    /// O(log m) for m runs above.
    private func snap(_ x: Double) -> Double {
        let count = 2 * runs.count
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if Self.end(middle, of: runs) < x - tolerance { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return x }
        let candidate = Self.end(low, of: runs)
        return candidate - x <= tolerance ? candidate : x
    }

    /// Closes the vertical edge open at `x` in the band above at `vertex`, or opens
    /// one at `x` in the new band.
    private mutating func attach(_ vertex: Int32, x: Double) {
        if let index = Self.position(of: x, in: runs), open[index] >= 0 {
            builder.connectVertical(upper: open[index], lower: vertex)
            open[index] = -1
        } else {
            newOpen[Self.position(of: x, in: newRuns)!] = vertex
        }
    }

    private static func end(_ index: Int, of runs: [(Double, Double)]) -> Double {
        index & 1 == 0 ? runs[index >> 1].0 : runs[index >> 1].1
    }

    /// The index of `x` among the flattened run ends, by binary search.
    private static func position(of x: Double, in runs: [(Double, Double)]) -> Int? {
        var low = 0, high = 2 * runs.count
        while low < high {
            let middle = (low + high) / 2
            if end(middle, of: runs) < x { low = middle + 1 } else { high = middle }
        }
        return low < 2 * runs.count && end(low, of: runs) == x ? low : nil
    }
}
