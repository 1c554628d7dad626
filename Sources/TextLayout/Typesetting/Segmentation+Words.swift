import CICUShim

/// One word of a paragraph's content for word-wise segmentation: a maximal run of
/// UTF-16 units other than U+0020 SPACE, relative to the content's start, with the hash
/// ``WordBreakTable`` files it under.
struct SegmentationWord {
    var start: Int32
    var end: Int32
    var hash: UInt64
}

/// Word-wise segmentation: in the steady state a paragraph's words have been seen
/// before, so ICU's answers for them are reused (``LayoutCache`` keeps them, in a
/// ``WordBreakTable`` per locale) instead of running ICU on the whole paragraph.
///
/// Why a word's answers depend only on what the table keys them by (ICU stays the
/// source of every answer; this only decides where its answers can be reused):
/// - UAX #14's rules look back across a run of spaces only through the class of the
///   last character before it (LB8, LB14-LB17 reach across `SP*`; LB9 makes a base
///   followed by combining marks count as the base), and ICU 72 also breaks inside a
///   word that follows spaces differently after some classes (after "{ " it breaks
///   inside "-&", after "a " it does not), so a word is keyed by its text and the code
///   of what comes before its spaces: that class, whether marks follow it, or the
///   content's start. Thai, Lao, Khmer and Burmese dictionary runs end at a space.
///   UAX #29's rules see a space as a cluster of its own (only Extend, ZWJ and
///   SpacingMark after it, and Prepend before it, join it): words that start with the
///   former or end with the latter have an unsafe code.
/// - Before and among a word's trailing spaces there is never an opportunity (LB7
///   `× SP`) and every space starts a cluster.
/// - The end of the content is keyed by the code of the last word and whether spaces
///   follow it.
///
/// The first paragraph a cache segments in a locale goes to ICU without being recorded
/// (a cold layout's cache sees one paragraph). A paragraph with up to four words the
/// table has not seen after the same code gets those from ICU on a window from the
/// previous word's start to the next word's end, and the table records them. A
/// paragraph with a unit below U+0020 (tabs, controls), U+0085, U+2028 or U+2029, with
/// several languages, with an unsafe word or with more missing words is segmented by
/// ICU as a whole, and the table records what ICU said.
/// `WordSegmentationTests` compares both paths on real and generated texts, and counts
/// the table's disagreements with ICU.
extension Segmentation {
    /// The words of `slice`, or nil when it has a unit the word-wise path does not
    /// handle.
    static func words(in slice: UnsafeBufferPointer<UInt16>) -> [SegmentationWord]? {
        var words: [SegmentationWord] = []
        words.reserveCapacity(slice.count / 4)
        var index = 0
        let count = slice.count
        while index < count {
            if slice[index] == 0x20 {
                index += 1
                continue
            }
            let start = index
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            while index < count {
                let unit = slice[index]
                if unit == 0x20 { break }
                if unit < 0x20 || unit == 0x85 || unit == 0x2028 || unit == 0x2029 { return nil }
                hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
                index += 1
            }
            words.append(SegmentationWord(start: Int32(start), end: Int32(index), hash: hash ^ (hash >> 29)))
        }
        return words
    }

    /// ICU's properties of a code point: Line_Break class, Grapheme_Cluster_Break value
    /// and general category.
    static func properties(_ scalar: UInt32) -> (line: UInt8, grapheme: UInt8, category: UInt8) {
        let packed = lb_segmentation_properties(scalar)
        return (UInt8(truncatingIfNeeded: packed), UInt8(truncatingIfNeeded: packed >> 8), UInt8(truncatingIfNeeded: packed >> 16))
    }

    /// Whether ICU's line breaking treats a code point as a combining mark (LB9): class
    /// CM or ZWJ, or a mark (Mn, Mc) of class SA.
    private static func isCombining(_ line: UInt8, category: UInt8) -> Bool {
        line == UInt8(LB_LINE_BREAK_COMBINING_MARK) || line == UInt8(LB_LINE_BREAK_ZWJ)
            || (line == UInt8(LB_LINE_BREAK_COMPLEX_CONTEXT)
                && (category == UInt8(LB_CATEGORY_NONSPACING_MARK) || category == UInt8(LB_CATEGORY_SPACING_MARK)))
    }

    /// The code of a word's end as ``WordBreakTable`` keys the next word by it: the
    /// class of its last code point that is not a combining mark, plus
    /// ``WordBreakTable/Codes/withMarks`` when marks follow it; unsafe when the word
    /// starts with a code point that attaches to the space before it (a combining mark,
    /// Extend, ZWJ or SpacingMark), ends with a Prepend character (which takes the space
    /// after it into its cluster) or is only marks.
    static func endCode(of word: UnsafeBufferPointer<UInt16>) -> UInt8 {
        let first = properties(CharacterClass.scalar(in: word, at: 0, end: word.count).0)
        let attachesToSpace =
            isCombining(first.line, category: first.category) || first.grapheme == UInt8(LB_GRAPHEME_EXTEND)
            || first.grapheme == UInt8(LB_GRAPHEME_ZWJ) || first.grapheme == UInt8(LB_GRAPHEME_SPACING_MARK)
            || first.category == UInt8(LB_CATEGORY_NONSPACING_MARK) || first.category == UInt8(LB_CATEGORY_SPACING_MARK)
            || first.category == UInt8(LB_CATEGORY_ENCLOSING_MARK)
        guard !attachesToSpace else { return WordBreakTable.Codes.unsafe }
        var offset = word.count
        var sawMarks = false
        while offset > 0 {
            let codePoint = scalar(endingAt: offset, in: word)
            let value = properties(codePoint)
            if offset == word.count, value.grapheme == UInt8(LB_GRAPHEME_PREPEND) { break }
            offset -= codePoint > 0xFFFF ? 2 : 1
            if isCombining(value.line, category: value.category) {
                sawMarks = true
                continue
            }
            guard value.line < 0x40 else { break }
            return value.line | (sawMarks ? WordBreakTable.Codes.withMarks : 0)
        }
        return WordBreakTable.Codes.unsafe
    }
}
