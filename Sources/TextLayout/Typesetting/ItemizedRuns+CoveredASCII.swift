import CHarfBuzz

/// Itemization's Latin fast path: printable ASCII that the primary font covers, taken
/// while the open run is of the primary font, a code unit at a time, without building a
/// query or asking the font source.
///
/// A ``FontChoosing`` whose ``FontChoosing/answersPrimaryForCoveredASCII`` is true
/// answers such a character (one code unit, one grapheme cluster) with the primary font:
/// any printable ASCII character the font has, and the space in a run of the primary font
/// when the font has no color glyphs (``FontChainSource/fastAnswer(for:)``,
/// ``SystemFontSource/fastAnswer(for:)``). Its script is Latin for a letter and common
/// otherwise. So the per-cluster loop would keep the primary font and, in the same
/// attribute run, either extend the open run (setting its script to Latin at its first
/// letter) or, at a cluster cut, a break opportunity after breaking whitespace, a change
/// of bidi level or a letter in a run of another script, close it and open one of the
/// primary font at the character: this path does the same. Anything else (another
/// character, a cluster of more units, the end of the attribute run) stops it; the
/// per-cluster loop takes that character.
struct CoveredASCII {
    /// The primary font, which the text's attributes keep alive.
    private let primary: Unmanaged<Font>
    /// The primary font's identity: the only run font this path extends.
    let font: ObjectIdentifier
    /// Bit `u` (`u` below 64) set when unit `u` is taken.
    private let low: UInt64
    /// Bit `u - 64` (`u` from 64 to 127) set when unit `u` is taken.
    private let high: UInt64

    init(_ primary: Font) {
        self.primary = Unmanaged.passUnretained(primary)
        font = ObjectIdentifier(primary)
        // Printable: 0x20 to 0x7E; the space only for a face without color glyphs.
        let printableLow: UInt64 = primary.hasColorGlyphs ? ~0 << 33 : ~0 << 32
        let printableHigh: UInt64 = ~(1 << 63)
        low = primary.asciiCoverage.0 & printableLow
        high = primary.asciiCoverage.1 & printableHigh
    }

    /// Takes the characters from `start` (before `limit`, the end of the attribute run or
    /// of the content) that the per-cluster loop would give the primary font, extending
    /// `run` (open, of ``font``) or closing it into `runs` and opening the next one, and
    /// returns where it stopped.
    @inline(__always)
    func extend(
        _ run: inout ItemizedRuns.OpenRun, into runs: inout [ItemizedRun], from start: Int, to limit: Int,
        paragraph: ResolvedParagraph, segmentation: Segmentation, utf16: [UInt16]
    ) -> Int {
        let base = paragraph.content.lowerBound
        let latin = Script.latin.harfBuzz
        return utf16.withUnsafeBufferPointer { utf16 in
            segmentation.flags.withUnsafeBufferPointer { flags in
                paragraph.levels.withUnsafeBufferPointer { levels in
                    // Offsets from the content's start index the units, flags and levels alike.
                    let units = utf16.baseAddress! + base, flags = flags.baseAddress!, levels = levels.baseAddress!
                    var offset = start - base
                    let end = limit - base
                    // The open run's start and level in locals, and its script as two flags
                    // (a letter here either closes a run of another script or makes it Latin),
                    // all written back at the end.
                    var runStart = run.start, level = run.level
                    var hasOtherScript = run.script != nil && run.script != latin
                    var hasLatin = run.script == latin
                    defer {
                        (run.start, run.level) = (runStart, level)
                        if !hasOtherScript { run.script = hasLatin ? latin : nil }
                    }
                    while offset < end {
                        let unit = units[offset]
                        guard unit < 0x80, (unit < 0x40 ? low : high) >> (unit & 63) & 1 != 0 else { break }
                        guard flags[offset + 1].contains(.graphemeBoundary) else { break }
                        let here = flags[offset]
                        let isLetter = (unit | 0x20) &- 0x61 < 26
                        let unitLevel = levels[offset]
                        if here.contains(.clusterCut) || unitLevel != level || (isLetter && hasOtherScript)
                            || (here.contains(.breakOpportunity) && CharacterClass.isHangingWhitespace(units[offset - 1]))
                        {
                            runs.append(
                                ItemizedRun(
                                    range: runStart..<base + offset, runIndex: run.runIndex,
                                    font: primary.takeUnretainedValue(), level: level,
                                    script: hasOtherScript ? run.script : hasLatin ? latin : nil))
                            (runStart, level) = (base + offset, unitLevel)
                            (hasOtherScript, hasLatin) = (false, isLetter)
                        } else if isLetter {
                            hasLatin = true
                        }
                        offset += 1
                    }
                    return base + offset
                }
            }
        }
    }
}
