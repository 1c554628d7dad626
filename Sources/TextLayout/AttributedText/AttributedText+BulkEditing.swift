extension AttributedText {
    /// Applies many edits at once: each character covered by one or more of `edits` gets
    /// `apply` with the value of the **last** edit that covers it, as a sequence of single
    /// edits that each assign an attribute (such as ``addLink(_:range:)``) would leave it.
    ///
    /// Single edits rebuild the run list each time, so N of them cost O(N x runs); this
    /// sorts the edits' ends once and sweeps the runs with a heap of the covering edits:
    /// O((N + runs) log N). Empty ranges change nothing.
    ///
    /// ```swift
    /// var text = AttributedText("one two three")
    /// try text.modifyAttributes(in: [(0..<3, "https://1"), (8..<13, "https://3")]) { $0.link = $1 }
    /// ```
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)`` for the first edit out
    ///   of bounds; the text is then unchanged.
    public mutating func modifyAttributes<Value>(
        in edits: [(range: Range<Int>, value: Value)], _ apply: (inout TextAttributes, Value) -> Void
    ) throws(TextLayoutError) {
        for edit in edits where edit.range.lowerBound < 0 || edit.range.upperBound > length {
            throw .rangeOutOfBounds(range: edit.range, length: length)
        }
        let used = edits.indices.filter { !edits[$0].range.isEmpty }
        guard !used.isEmpty else { return }
        let starts = used.sorted { edits[$0].range.lowerBound < edits[$1].range.lowerBound }
        let ends = used.map { edits[$0].range.upperBound }.sorted()
        var covering = MaximumHeap()
        var (nextStart, nextEnd) = (0, 0)
        var rebuilt: [AttributeRun] = []
        rebuilt.reserveCapacity(runs.count + 2 * used.count)
        for run in runs {
            var position = run.range.lowerBound
            while position < run.range.upperBound {
                while nextStart < starts.count, edits[starts[nextStart]].range.lowerBound <= position {
                    covering.insert(starts[nextStart])
                    nextStart += 1
                }
                while nextEnd < ends.count, ends[nextEnd] <= position { nextEnd += 1 }
                // Edits that ended are removed only when on top: the top is the latest edit
                // still covering `position`, and only it decides the attributes.
                while let top = covering.maximum, edits[top].range.upperBound <= position { covering.removeMaximum() }
                // The covering edits stay the same up to the run's end, the next edit's
                // start and the next edit's end, whichever comes first.
                var end = run.range.upperBound
                if nextStart < starts.count { end = min(end, edits[starts[nextStart]].range.lowerBound) }
                if nextEnd < ends.count { end = min(end, ends[nextEnd]) }
                var attributes = run.attributes
                if let top = covering.maximum { apply(&attributes, edits[top].value) }
                Self.appendMerging(AttributeRun(range: position..<end, attributes: attributes), to: &rebuilt)
                position = end
            }
        }
        runs = rebuilt
    }

    /// Marks each range of `links` as a link to its value, as ``addLink(_:range:)`` called
    /// for each in turn would (a later link wins where two overlap), in O(N log N).
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``; the text is then unchanged.
    public mutating func addLinks(_ links: [(value: String, range: Range<Int>)]) throws(TextLayoutError) {
        try modifyAttributes(in: links.map { ($0.range, $0.value) }) { $0.link = $1 }
    }
}

/// A binary max-heap of edit indices: the latest edit covering a position is on top.
private struct MaximumHeap {
    private var elements: [Int] = []

    var maximum: Int? { elements.first }

    mutating func insert(_ element: Int) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[parent] < elements[child] else { return }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    mutating func removeMaximum() {
        guard let last = elements.popLast(), !elements.isEmpty else { return }
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < elements.count, elements[left] > elements[largest] { largest = left }
            if right < elements.count, elements[right] > elements[largest] { largest = right }
            guard largest != parent else { return }
            elements.swapAt(parent, largest)
            parent = largest
        }
    }
}
