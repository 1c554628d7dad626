import InternalUtilities

/// A cluster line breaking never splits: a HarfBuzz cluster widened to whole
/// grapheme clusters, so a ligature or a base with its marks stays on one line.
struct BreakUnit {
    /// The UTF-16 offset where the unit starts.
    var start: Int
    /// Its width in pixels, letter spacing included.
    var width: Double
    /// Whether it is breaking whitespace (which hangs at the end of a line).
    var isWhitespace: Bool
    /// Whether a line may or must end after it.
    var breakAfter: BreakKind
}

/// Stage 4 of layout: a paragraph's content as break units, in logical order, with
/// their widths and whether a line may end after each.
struct BreakUnits {
    var units: [BreakUnit] = []
    /// Where the content ends (the start of a unit past the last).
    let contentEnd: Int
    /// Whether a unit is a tab (U+0009), which takes its width from the tab stops.
    private(set) var containsTab = false

    /// Measures the break units of `shaped`: HarfBuzz clusters merged to whole
    /// grapheme clusters. In character wrapping, a line may end after any unit.
    init(
        _ shaped: ShapedRuns, paragraph: ResolvedParagraph, segmentation: Segmentation, text: AttributedText,
        lineBreakMode: LineBreakMode
    ) {
        let start = paragraph.range.lowerBound
        let count = paragraph.contentEnd - start
        contentEnd = paragraph.contentEnd
        guard count > 0 else { return }
        var widthAt = [Double](repeating: 0, count: count)
        var flags = segmentation.flags
        flags.withUnsafeMutableBufferPointer { flags in
            widthAt.withUnsafeMutableBufferPointer { widthAt in
                shaped.withUnsafeRuns { runs, stretches in
                    for run in runs.indices {
                        let base = runs[run].range.lowerBound - start, clusterBase = runs[run].clusterBase - start
                        let scale = runs[run].scale, letterSpacing = runs[run].letterSpacing
                        for offset in base..<base + runs[run].range.count { flags[offset].insert(.insideShapingCluster) }
                        (stretches.baseAddress! + runs[run].stretch).pointee.withUnsafeBufferPointer { glyphs in
                            for glyph in UnsafeBufferPointer(rebasing: glyphs[runs[run].glyphRange]) {
                                let offset = clusterBase &+ Int(glyph.clusterStart)
                                if flags[offset].contains(.insideShapingCluster) {
                                    flags[offset].remove(.insideShapingCluster)
                                    widthAt[offset] += letterSpacing
                                }
                                widthAt[offset] += Double(glyph.advance) * scale
                            }
                        }
                    }
                }
            }
        }
        let kinds = Self.breakKinds(characterWrap: lineBreakMode == .byCharWrapping)
        var containsTab = false
        units = [BreakUnit](unsafeUninitializedCapacity: count) { units, made in
            flags.withUnsafeBufferPointer { flags in
                widthAt.withUnsafeBufferPointer { widthAt in
                    text.utf16.withUnsafeBufferPointer { utf16 in
                        // The paragraph's content: offsets below `count` (no overflow).
                        let content = utf16.baseAddress! + start
                        var slot = units.baseAddress!
                        var offset = 0
                        while offset < count {
                            var end = offset &+ 1
                            while end < count
                                && flags[end].rawValue & Self.unitEndMask != CodeUnitFlags.graphemeBoundary.rawValue
                            {
                                end &+= 1
                            }
                            // The first unit, then the others of a longer cluster: whether
                            // every unit hangs (breaking whitespace, line separators), without
                            // a branch per unit.
                            let first = content[offset]
                            var width = 0.0 + widthAt[offset]
                            var whitespace = Self.hangs(first)
                            for inner in offset &+ 1..<end {
                                width += widthAt[inner]
                                whitespace &= Self.hangs(content[inner])
                            }
                            if first == 0x09 { containsTab = true }
                            slot.initialize(
                                to: BreakUnit(
                                    start: start &+ offset, width: width, isWhitespace: whitespace != 0,
                                    breakAfter: Self.breakKind(after: flags[end], in: kinds)))
                            slot += 1
                            offset = end
                        }
                        made = slot - units.baseAddress!
                    }
                }
            }
        }
        self.containsTab = containsTab
    }

    /// 1 when `unit` hangs at the end of a line (breaking whitespace or a line
    /// separator), else 0. Below U+1680 only the space and the tab do: one shift of a
    /// mask for those, the full test only above.
    @inline(__always)
    static func hangs(_ unit: UInt16) -> UInt8 {
        if unit < 0x1680 { return unit <= 0x20 ? UInt8(truncatingIfNeeded: (0x1_0000_0200 as UInt64) >> unit) & 1 : 0 }
        return (CharacterClass.isHangingWhitespace(unit) ? 1 : 0) | (CharacterClass.isLineSeparator(unit) ? 1 : 0)
    }

    /// The flags a unit ends before: a grapheme boundary outside any shaping cluster.
    static let unitEndMask = CodeUnitFlags.graphemeBoundary.rawValue | CodeUnitFlags.insideShapingCluster.rawValue

    /// The break kinds of ``breakKind(after:in:)``: the kind for flags `f` in byte
    /// `(f & 6) / 2` (mandatory, opportunity or neither); in character wrapping a
    /// line may end after any unit.
    static func breakKinds(characterWrap: Bool) -> UInt32 {
        UInt32(BreakKind.mandatory.rawValue) << 24 | UInt32(BreakKind.mandatory.rawValue) << 16
            | UInt32(BreakKind.opportunity.rawValue) << 8
            | UInt32(characterWrap ? BreakKind.opportunity.rawValue : BreakKind.none.rawValue)
    }

    /// The kind of break after a unit that ends before a position with `flags`: its
    /// ``CodeUnitFlags/breakKind``, or an opportunity for none in character wrapping
    /// (`kinds` from ``breakKinds(characterWrap:)``), with a shift instead of branches.
    @inline(__always)
    static func breakKind(after flags: CodeUnitFlags, in kinds: UInt32) -> BreakKind {
        let kind = UInt8(truncatingIfNeeded: kinds >> (UInt32(flags.rawValue & 6) << 2))
        return unsafeBitCast(kind, to: BreakKind.self)
    }

    /// Where unit `index` starts; `units.count` gives ``contentEnd``.
    @inline(__always)
    func start(of index: Int) -> Int { index < units.count ? units[index].start : contentEnd }

    /// The index of the unit that starts at `offset`, if any (binary search: units are
    /// in logical order).
    func index(startingAt offset: Int) -> Int? {
        let index = _partitioningIndex(count: units.count) { units[$0].start >= offset }
        return index < units.count && units[index].start == offset ? index : nil
    }
}
