import Geometry

/// The outline of rects that form one stack, the usual shape of a link's lines,
/// in one pass with one allocation.
///
/// A stack is a list of finite, non-empty rects with non-decreasing top and
/// bottom edges in which every band between consecutive y coordinates is covered
/// by one run of at most two rects, each band's run overlaps the one above it by
/// more than the tolerance, and no band is empty. Its union is one region with
/// no hole, bounded by a chain of steps on the right going down and one on the
/// left going up. Anything else returns `nil` and takes the general paths, which
/// produce the same outline (up to the tolerance where coordinates carry noise).
struct LineStack {
    /// Added to each side of every rect.
    var outsetX = 0.0, outsetY = 0.0
    /// Rect edges within this distance of the stack's bounds move onto them (0 off).
    var snapDistance = 0.0
    var tolerance: Double

    /// The bounds every rect's edges snap to.
    private var bounds = Rect.zero
    /// The width of the narrowest row of the last stack traced.
    private(set) var narrowestRow = Double.infinity

    init(outsetX: Double = 0, outsetY: Double = 0, snapDistance: Double = 0, tolerance: Double) {
        self.outsetX = outsetX
        self.outsetY = outsetY
        self.snapDistance = snapDistance
        self.tolerance = tolerance
    }

    /// The region of `rects` after the outset and snapping, or `nil` when they do
    /// not form a stack. O(n).
    mutating func region(of rects: [Rect]) -> Region? {
        var noStorage: [Point] = []
        return region(of: rects, reusing: &noStorage)
    }

    /// ``region(of:)``, with the ring's points written into `storage`'s memory when
    /// its capacity is enough (then `storage` is left empty: the ring holds that memory).
    mutating func region(of rects: [Rect], reusing storage: inout [Point]) -> Region? {
        guard let first = rects.first, first._hasFiniteEdges, !first.isEmpty else { return nil }
        var box = first.standardized
        var previous = box
        for rect in rects.dropFirst() {
            guard rect._hasFiniteEdges, !rect.isEmpty else { return nil }
            let rect = rect.standardized
            guard rect.minY >= previous.minY, rect.maxY >= previous.maxY else { return nil }
            box = box.union(rect)
            previous = rect
        }
        bounds = box.outsetBy(dx: outsetX, dy: outsetY)
        guard bounds._hasFiniteEdges else { return nil }
        var narrowest: Double?
        let capacity = rects.count >= Self.countedCapacityMinimum && snapDistance == 0
            ? 4 * yCount(rects) : 8 * rects.count + 4
        func fill(_ buffer: UnsafeMutableBufferPointer<Point>, _ count: inout Int) {
            count = 0
            // The rects must form a stack before snapping, as snapping applies to one
            // region's rects only; it only grows them inside the stack's bounds.
            narrowest = trace(rects, snapping: false, into: buffer, count: &count)
            if narrowest != nil && snapDistance > 0 {
                narrowest = trace(rects, snapping: true, into: buffer, count: &count)
            }
            if narrowest == nil { count = 0 }
        }
        let points: [Point]
        if storage.capacity >= capacity {
            // Memory already in use is written over: no fresh pages, which for millions
            // of points cost more than the trace. Points are plain values, so the old
            // ones need no clearing; only what the old ring lacks is initialized first.
            if storage.count < capacity {
                storage.append(contentsOf: repeatElement(Point(x: 0, y: 0), count: capacity - storage.count))
            } else {
                storage.removeLast(storage.count - capacity)
            }
            var count = 0
            storage.withUnsafeMutableBufferPointer { fill($0, &count) }
            storage.removeLast(capacity - count)
            points = storage
            storage = []
        } else {
            points = [Point](unsafeUninitializedCapacity: capacity) { fill($0, &$1) }
        }
        guard let narrowest else { return nil }
        narrowestRow = narrowest
        return Region(outer: Ring(points: points))
    }

    /// From this many rects on (and without snapping), the ring's buffer is sized by
    /// counting the distinct y coordinates first: 4 corners each instead of 8 per rect. Below
    /// it, the 8 per rect (under 128 KiB, glibc's initial mmap threshold) come from
    /// the heap and are cheaper than the count. Above it, the reserve would be fresh
    /// memory mapped for each call: twice the ring's size for text lines, with the
    /// page faults of the part written and kept by the returned ring.
    static let countedCapacityMinimum = 1024

    /// The number of distinct y coordinates (tolerance groups) of the rects, as
    /// ``trace(_:snapping:into:count:)`` reads them without snapping. O(n).
    private func yCount(_ rects: [Rect]) -> Int {
        var rows = MergedRowEdges(StackEdges(rects: rects, stack: self, snapping: false))
        var count = 0
        while rows.nextGroup(tolerance: tolerance) != nil { count += 1 }
        return count
    }

    /// The rect's edges after the outset and, when `snapping`, the snapping.
    @inline(__always)
    fileprivate func edges(_ rect: Rect, snapping: Bool) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var minX = rect.minX - outsetX, minY = rect.minY - outsetY
        var maxX = rect.maxX + outsetX, maxY = rect.maxY + outsetY
        if snapping {
            if minX - bounds.minX <= snapDistance { minX = bounds.minX }
            if minY - bounds.minY <= snapDistance { minY = bounds.minY }
            if bounds.maxX - maxX <= snapDistance { maxX = bounds.maxX }
            if bounds.maxY - maxY <= snapDistance { maxY = bounds.maxY }
        }
        return (minX, minY, maxX, maxY)
    }

    /// Writes the ring into `buffer`: the top edge and the right chain from the
    /// front, the left chain from the back (so it comes out bottom to top), then
    /// moves the left chain down behind the right one. Rects with r distinct y
    /// coordinates need at most 4r - 4 points: 2 for the top edge, 2 for the
    /// bottom edge and at most 2 on each side at each y in between. Returns the width of the
    /// narrowest row, or `nil` when the rects are not a stack.
    private func trace(
        _ rects: [Rect], snapping: Bool, into buffer: UnsafeMutableBufferPointer<Point>, count: inout Int
    ) -> Double? {
        let n = rects.count
        var rows = MergedRowEdges(StackEdges(rects: rects, stack: self, snapping: snapping))
        var front = 0, back = buffer.count
        var left = 0.0, right = 0.0
        var isFirstBand = true
        var narrowest = Double.infinity
        while let group = rows.nextGroup(tolerance: tolerance) {
            let y = group.representative
            let tops = rows.tops, bottoms = rows.bottoms
            if bottoms == n {
                guard !isFirstBand else { return nil }
                buffer[front] = Point(x: right, y: y)
                buffer[front + 1] = Point(x: left, y: y)
                front += 2
                break
            }
            guard bottoms < tops, tops - bottoms <= 2 else { return nil }
            var a = edges(rects[bottoms], snapping: snapping)
            if tops - bottoms == 2 {
                let b = edges(rects[bottoms + 1], snapping: snapping)
                guard Swift.max(a.minX, b.minX) <= Swift.min(a.maxX, b.maxX) + tolerance else { return nil }
                a.minX = Swift.min(a.minX, b.minX)
                a.maxX = Swift.max(a.maxX, b.maxX)
            }
            if isFirstBand {
                (left, right) = (a.minX, a.maxX)
                guard right - left > tolerance else { return nil }
                narrowest = right - left
                buffer[0] = Point(x: left, y: y)
                buffer[1] = Point(x: right, y: y)
                front = 2
                isFirstBand = false
                continue
            }
            let newLeft = Swift.abs(a.minX - left) <= tolerance ? left : a.minX
            let newRight = Swift.abs(a.maxX - right) <= tolerance ? right : a.maxX
            // Runs that overlap by no more than the tolerance touch at a corner at most,
            // which splits the stack.
            guard newRight - newLeft > tolerance, newLeft < right - tolerance, newRight > left + tolerance else {
                return nil
            }
            narrowest = Swift.min(narrowest, newRight - newLeft)
            if newRight != right {
                buffer[front] = Point(x: right, y: y)
                buffer[front + 1] = Point(x: newRight, y: y)
                front += 2
                right = newRight
            }
            if newLeft != left {
                buffer[back - 1] = Point(x: left, y: y)
                buffer[back - 2] = Point(x: newLeft, y: y)
                back -= 2
                left = newLeft
            }
        }
        let leftCount = buffer.count - back
        if back != front {
            for index in 0..<leftCount { buffer[front + index] = buffer[back + index] }
        }
        count = front + leftCount
        return narrowest
    }
}

/// The top and bottom edges of a stack's rects after the outset and, when
/// `snapping`, the snapping.
private struct StackEdges: RowEdges {
    let rects: [Rect]
    let stack: LineStack
    let snapping: Bool

    var count: Int { rects.count }

    @inline(__always)
    func top(_ index: Int) -> Double { stack.edges(rects[index], snapping: snapping).minY }

    @inline(__always)
    func bottom(_ index: Int) -> Double { stack.edges(rects[index], snapping: snapping).maxY }
}
