/// Stage 1 of layout: the text's paragraphs, each resolved for bidi on demand.
///
/// Splitting is one cheap scan of the whole text; bidi levels are resolved one
/// paragraph at a time (``paragraph(_:)``), so a layout that stops early (a line
/// limit, a container height) never looks at the paragraphs it does not reach.
struct BidiParagraphs {
    /// A paragraph's UTF-16 range, its separator included, where the separator starts,
    /// and whether its content has a code unit from U+0590 up (without one, nothing in
    /// it can be right to left).
    struct Bounds: Equatable {
        var range: Range<Int>
        var contentEnd: Int
        var mayBeRightToLeft: Bool
    }

    let text: AttributedText
    /// Every paragraph, in order.
    let bounds: [Bounds]

    /// Splits `text` at paragraph separators (a CR LF pair is one separator), noting
    /// which paragraphs may hold right-to-left text, in one scan.
    init(text: AttributedText) {
        self.text = text
        bounds = text.utf16.withUnsafeBufferPointer { Self.split($0) }
    }

    /// The paragraphs of `units`: eight units at a time while none of them may be a
    /// separator or (until the paragraph is known to have one) from U+0590 up, with a
    /// branch-free test of the eight, four at a time in a 64-bit word
    /// (``mayNeedLook(_:rightToLeft:)``); then unit by unit to the end of that block.
    static func split(_ units: UnsafeBufferPointer<UInt16>) -> [Bounds] {
        var bounds: [Bounds] = []
        let count = units.count
        var start = 0, index = 0, mayBeRightToLeft = false
        while index < count {
            while index + 8 <= count {
                let raw = UnsafeRawPointer(units.baseAddress! + index)
                let look =
                    Self.mayNeedLook(raw.loadUnaligned(as: UInt64.self), rightToLeft: !mayBeRightToLeft)
                    | Self.mayNeedLook(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self), rightToLeft: !mayBeRightToLeft)
                if look != 0 { break }
                index += 8
            }
            let blockEnd = min(index + 8, count)
            while index < blockEnd {
                let unit = units[index]
                if CharacterClass.isParagraphSeparator(unit) {
                    let separatorEnd = unit == 0x0D && index + 1 < count && units[index + 1] == 0x0A ? index + 2 : index + 1
                    bounds.append(Bounds(range: start..<separatorEnd, contentEnd: index, mayBeRightToLeft: mayBeRightToLeft))
                    start = separatorEnd
                    index = separatorEnd
                    mayBeRightToLeft = false
                    break
                }
                if unit >= 0x0590 { mayBeRightToLeft = true }
                index += 1
            }
        }
        if start < count { bounds.append(Bounds(range: start..<count, contentEnd: count, mayBeRightToLeft: mayBeRightToLeft)) }
        return bounds
    }

    /// Nonzero when one of the four UTF-16 units in `word` may be a paragraph separator
    /// (below U+0020, U+0085 or U+2029) or, with `rightToLeft`, is from U+0590 up (lane
    /// tests of `CharacterClass+Lanes.swift`).
    @inline(__always)
    static func mayNeedLook(_ word: UInt64, rightToLeft: Bool) -> UInt64 {
        CharacterClass.lanes(of: word, below: 0x20) | CharacterClass.lanes(of: word, equalTo: 0x85)
            | CharacterClass.lanes(of: word, equalTo: 0x2029) | (rightToLeft ? CharacterClass.lanes(of: word, above: 0x058F) : 0)
    }

    /// Paragraph `index` with its bidi levels: ICU's, or all zeros without calling ICU
    /// when nothing in it can be right to left.
    func paragraph(_ index: Int) throws(TextLayoutError) -> ResolvedParagraph {
        let (range, contentEnd) = (bounds[index].range, bounds[index].contentEnd)
        let style = text.attributes(at: range.lowerBound).paragraphStyle
        let content = range.lowerBound..<contentEnd
        guard bounds[index].mayBeRightToLeft || style.baseWritingDirection == .rightToLeft else {
            return ResolvedParagraph(
                range: range, contentEnd: contentEnd, style: style, baseLevel: 0,
                levels: [UInt8](repeating: 0, count: content.count))
        }
        let resolved = try BidiParagraph(utf16: Array(text.utf16[content]), base: style.baseWritingDirection)
        return ResolvedParagraph(
            range: range, contentEnd: contentEnd, style: style, baseLevel: resolved.baseLevel, levels: resolved.levels)
    }
}

/// One paragraph with its resolved bidi levels: the input of every later stage.
struct ResolvedParagraph {
    /// The paragraph's UTF-16 range, its separator included.
    var range: Range<Int>
    /// Where the content ends and the separator (if any) starts.
    var contentEnd: Int
    /// The style of the paragraph's first character.
    var style: ParagraphStyle
    /// The paragraph's base level (0 left to right, 1 right to left).
    var baseLevel: UInt8
    /// The embedding level of every code unit of the content.
    var levels: [UInt8]

    /// The characters that are not the separator.
    var content: Range<Int> { range.lowerBound..<contentEnd }
    var hasSeparator: Bool { contentEnd < range.upperBound }
    var baseDirection: TextDirection { baseLevel & 1 == 0 ? .leftToRight : .rightToLeft }
}
