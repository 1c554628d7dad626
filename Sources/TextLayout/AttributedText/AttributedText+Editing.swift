extension AttributedText {
    /// Changes the attributes of `range` with `transform`, splitting runs at the
    /// range's ends and merging equal neighbours afterwards.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public mutating func modifyAttributes(
        in range: Range<Int>, _ transform: (inout TextAttributes) -> Void
    ) throws(TextLayoutError) {
        guard range.lowerBound >= 0, range.upperBound <= length else {
            throw .rangeOutOfBounds(range: range, length: length)
        }
        guard !range.isEmpty else { return }
        var rebuilt: [AttributeRun] = []
        rebuilt.reserveCapacity(runs.count + 2)
        for run in runs {
            // The run's part before, inside and after `range` (each possibly empty).
            let cuts = [
                run.range.lowerBound, min(max(range.lowerBound, run.range.lowerBound), run.range.upperBound),
                max(min(range.upperBound, run.range.upperBound), run.range.lowerBound), run.range.upperBound,
            ]
            let pieces = [cuts[0]..<cuts[1], cuts[1]..<max(cuts[1], cuts[2]), max(cuts[1], cuts[2])..<cuts[3]]
            for (index, piece) in pieces.enumerated() where !piece.isEmpty {
                var attributes = run.attributes
                if index == 1 { transform(&attributes) }
                Self.appendMerging(AttributeRun(range: piece, attributes: attributes), to: &rebuilt)
            }
        }
        runs = rebuilt
    }

    /// Replaces the attributes of `range`.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) throws(TextLayoutError) {
        try modifyAttributes(in: range) { $0 = attributes }
    }

    /// Marks `range` as a link to `value` (a URL or any string).
    public mutating func addLink(_ value: String, range: Range<Int>) throws(TextLayoutError) {
        try modifyAttributes(in: range) { $0.link = value }
    }

    /// The links of the text: each maximal range with one link value, in order, as
    /// ``LayoutManager/link(at:)`` finds them.
    public var links: [LinkHit] {
        var result: [LinkHit] = []
        for run in runs {
            guard let value = run.attributes.link else { continue }
            if let last = result.last, last.value == value, last.range.upperBound == run.range.lowerBound {
                result[result.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                result.append(LinkHit(value: value, range: run.range))
            }
        }
        return result
    }

    /// Appends `run`, extending the last run instead when their attributes are equal.
    static func appendMerging(_ run: AttributeRun, to runs: inout [AttributeRun]) {
        if let last = runs.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound {
            runs[runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
        } else {
            runs.append(run)
        }
    }
}
