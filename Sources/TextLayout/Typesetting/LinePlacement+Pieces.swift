/// The widths of a line's pieces, summed as ``LinePlacement/place(_:of:ending:into:)``
/// sums them: piece by piece in logical order, each piece's own width summed from 0.
struct LineWidths {
    var total = 0.0
    /// The width of the pieces in the line's hanging whitespace.
    var trailingWhitespace = 0.0
}

extension LinePlacement {
    /// Appends the pieces of the runs between `start` and `end` to `pieces`, in
    /// logical order. Trailing whitespace takes the paragraph's level (UAX #9 rule L1).
    func collectPieces(
        of paragraph: ShapedParagraph, from start: Int, to end: Int, into pieces: inout [LinePiece]
    ) {
        var widths: LineWidths?
        collectPieces(of: paragraph, from: start, to: end, into: &pieces, measuring: &widths)
    }

    /// ``collectPieces(of:from:to:into:)``; with `widths` set (a line without tabs or
    /// ellipsis), also measures each piece as it is collected, adding its width to
    /// `widths` in the order placement would, and makes one piece of neighbouring whole
    /// runs shaped together (the words of one stretch: the same glyph array, glyphs and
    /// characters following each other, the same level, even, and style) before the
    /// hanging whitespace. Such a piece places exactly the glyphs, at exactly the
    /// positions, of the pieces it stands for; placement's cost is per piece.
    func collectPieces(
        of paragraph: ShapedParagraph, from start: Int, to end: Int, into pieces: inout [LinePiece],
        measuring widths: inout LineWidths?
    ) {
        let whitespaceStart = CharacterClass.hangingWhitespaceStart(in: text.utf16, from: start, to: end)
        var index = paragraph.shaped.firstRun(endingAfter: start)
        let measures = widths != nil
        var total = 0.0, trailingWhitespace = 0.0
        // Runs are read in place; pieces name their runs (see ``LinePiece``).
        paragraph.shaped.withUnsafeRuns { runs, stretches in
            while index < runs.count, runs[index].range.lowerBound < end {
                let range = runs[index].range
                let whole = range.lowerBound >= start && range.upperBound <= end
                var piece = LinePiece(runs[index], source: index)
                if whole && range.upperBound <= whitespaceStart {
                    if measures {
                        // The glyphs' scope calls nothing (appending could), so the run's
                        // glyphs are borrowed without a retain.
                        let last = pieces.last
                        let (width, continues) = (stretches.baseAddress! + runs[index].stretch).pointee
                            .withUnsafeBufferPointer { glyphs in
                                (
                                    piece.width(glyphs: glyphs),
                                    last.map {
                                        Self.continues($0, with: piece, glyphs: glyphs, runs: runs, stretches: stretches)
                                    } ?? false
                                )
                            }
                        total += width
                        if let last, continues {
                            pieces[pieces.count - 1].range = last.range.lowerBound..<range.upperBound
                            pieces[pieces.count - 1].glyphRange = last.glyphRange.lowerBound..<piece.glyphRange.upperBound
                        } else {
                            pieces.append(piece)
                        }
                    } else {
                        pieces.append(piece)
                    }
                    index += 1
                    continue
                }
                (stretches.baseAddress! + runs[index].stretch).pointee.withUnsafeBufferPointer { glyphs in
                    if !whole { piece = piece.clipped(to: start..<end, glyphs: glyphs) }
                    if piece.range.upperBound <= whitespaceStart {
                        if measures { total += piece.width(glyphs: glyphs) }
                        pieces.append(piece)
                    } else if piece.range.lowerBound >= whitespaceStart {
                        piece.level = paragraph.bidi.baseLevel
                        if measures {
                            let width = piece.width(glyphs: glyphs)
                            trailingWhitespace += width
                            total += width
                        }
                        pieces.append(piece)
                    } else {
                        let split = piece.split(at: whitespaceStart, glyphs: glyphs)
                        var trailing = split.tail
                        trailing.level = paragraph.bidi.baseLevel
                        if measures {
                            total += split.head.width(glyphs: glyphs)
                            let width = trailing.width(glyphs: glyphs)
                            trailingWhitespace += width
                            total += width
                        }
                        pieces.append(split.head)
                        pieces.append(trailing)
                    }
                }
                index += 1
            }
        }
        if measures { widths = LineWidths(total: total, trailingWhitespace: trailingWhitespace) }
    }

    /// Whether `piece` (a whole run, whose glyphs are `glyphs`) goes on where `last`
    /// ends: a run's piece with the same glyph array (of `stretches`, compared while
    /// both are borrowed), the glyphs and characters following on, the same even level (so
    /// both show their glyphs in storage order) and the same style, scale, letter
    /// spacing and cluster base.
    @inline(__always)
    static func continues(
        _ last: LinePiece, with piece: LinePiece, glyphs: UnsafeBufferPointer<UnitGlyph>,
        runs: UnsafeBufferPointer<ShapedRun>, stretches: UnsafeBufferPointer<[UnitGlyph]>
    ) -> Bool {
        guard last.source != LinePiece.ellipsis, last.glyphRange.upperBound == piece.glyphRange.lowerBound,
            last.range.upperBound == piece.range.lowerBound, last.level == piece.level, piece.level & 1 == 0,
            last.style == piece.style, last.clusterBase == piece.clusterBase, last.scale == piece.scale,
            last.letterSpacing == piece.letterSpacing, !piece.glyphRange.isEmpty
        else { return false }
        return (stretches.baseAddress! + runs[last.source].stretch).pointee.withUnsafeBufferPointer {
            $0.baseAddress == glyphs.baseAddress
        }
    }

    /// Calls `body` with the glyphs that `piece` indexes: those of its shaped run among
    /// `runs` (its stretch's of `stretches`), or `ellipsis` (the truncated line's
    /// ellipsis glyphs). The buffer is valid only inside `body`. The stretch is read
    /// through its address: a copy (the buffer's subscript) would retain and release
    /// its glyphs for every piece.
    @inline(__always)
    static func withGlyphs<Result>(
        of piece: LinePiece, runs: UnsafeBufferPointer<ShapedRun>, stretches: UnsafeBufferPointer<[UnitGlyph]>,
        ellipsis: [UnitGlyph],
        _ body: (UnsafeBufferPointer<UnitGlyph>) -> Result
    ) -> Result {
        piece.source == LinePiece.ellipsis
            ? ellipsis.withUnsafeBufferPointer(body)
            : (stretches.baseAddress! + runs[piece.source].stretch).pointee.withUnsafeBufferPointer(body)
    }
}

extension LinePiece {
    /// The whole of `run`, run `source` of its paragraph.
    @inline(__always)
    fileprivate init(_ run: borrowing ShapedRun, source: Int) {
        self.init(
            range: run.range, level: run.level, style: run.style, scale: run.scale, letterSpacing: run.letterSpacing,
            clusterBase: run.clusterBase, source: source, glyphRange: run.glyphRange)
    }

    /// Whether the piece's `glyphs` (its source's) come from HarfBuzz right to left
    /// (clusters decrease along them); for glyphs of one cluster, whether the piece's
    /// level is odd, as its run was shaped.
    func clustersDecrease(glyphs: UnsafeBufferPointer<UnitGlyph>) -> Bool {
        guard let first = glyphRange.first, let last = glyphRange.last, glyphs[first].clusterStart != glyphs[last].clusterStart
        else { return level & 1 == 1 }
        return glyphs[first].clusterStart > glyphs[last].clusterStart
    }
}
