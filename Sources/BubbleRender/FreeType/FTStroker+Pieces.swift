import CFreeType

extension FTStroker {
    /// Strokes a subpath too long for one FreeType outline as open pieces, each
    /// small enough, into `target`.
    ///
    /// The subpath's drawing segments (for a closed subpath, also the closing line
    /// and the first segment once more, so the join at its start is drawn) are
    /// halved until each half's stroke fits; neighbouring halves share one segment,
    /// so the round join at every cut is drawn by the later piece and no butt cap
    /// shows. Pieces after the first combine by the larger coverage, so the shared
    /// segments' edges come out as one stroke's.
    func renderInPieces(_ subpath: [DeviceSegment], into target: inout SpanTarget) throws(RenderError) {
        guard case .start(let start) = subpath.first, case .end(let closed) = subpath.last else { return }
        var segments: [(from: FT_Vector, segment: DeviceSegment)] = []
        var current = start
        for segment in subpath.dropFirst().dropLast() {
            segments.append((current, segment))
            current = segment.end ?? current
        }
        if closed, let first = segments.first {
            if current.x != start.x || current.y != start.y { segments.append((current, .line(start))) }
            segments.append(first)
        }
        var isFirst = true
        try renderPieces(segments[...], isFirst: &isFirst, into: &target)
    }

    private func renderPieces(
        _ segments: ArraySlice<(from: FT_Vector, segment: DeviceSegment)>, isFirst: inout Bool,
        into target: inout SpanTarget
    ) throws(RenderError) {
        guard let first = segments.first else { return }
        let piece = [.start(first.from)] + segments.map(\.segment) + [.end(closed: false)]
        let mode = target.mode
        if !isFirst { target.mode = .maximum }
        do {
            try strokeOrChords(piece, into: &target)
            isFirst = false
            return
        } catch {
            target.mode = mode
            guard case .tooManyPoints = error, segments.count > 1 else { throw error }
        }
        // Halves that share one segment when that still makes both smaller.
        let middle = segments.startIndex + (segments.count + 1) / 2
        let overlap = segments.count > 2 ? 1 : 0
        try renderPieces(segments[..<middle], isFirst: &isFirst, into: &target)
        try renderPieces(segments[(middle - overlap)...], isFirst: &isFirst, into: &target)
    }
}

extension DeviceSegment {
    /// Where a drawing segment ends; nil for `.start` and `.end`.
    var end: FT_Vector? {
        switch self {
        case .line(let point), .conic(_, let point), .cubic(_, _, let point): point
        case .start, .end: nil
        }
    }
}
