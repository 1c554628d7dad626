/// Stage 1 of layout: the text's paragraphs, each resolved for bidi on demand.
///
/// Splitting is one cheap scan of the whole text; bidi levels are resolved one
/// paragraph at a time (``paragraph(_:)``), so a layout that stops early (a line
/// limit, a container height) never looks at the paragraphs it does not reach.
struct _BidiParagraphs {
    /// A paragraph's UTF-16 range, its separator included, and where the separator starts.
    struct Bounds {
        var range: Range<Int>
        var contentEnd: Int
    }

    let text: AttributedText
    /// Every paragraph, in order.
    let bounds: [Bounds]

    /// Splits `text` at paragraph separators (a CR LF pair is one separator).
    init(text: AttributedText) {
        self.text = text
        var bounds: [Bounds] = []
        let units = text.utf16
        var start = 0, index = 0
        while index < units.count {
            let unit = units[index]
            guard _CharacterClass.isParagraphSeparator(unit) else {
                index += 1
                continue
            }
            let separatorEnd = unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? index + 2 : index + 1
            bounds.append(Bounds(range: start..<separatorEnd, contentEnd: index))
            start = separatorEnd
            index = separatorEnd
        }
        if start < units.count { bounds.append(Bounds(range: start..<units.count, contentEnd: units.count)) }
        self.bounds = bounds
    }

    /// Paragraph `index` with its bidi levels: ICU's, or all zeros without calling ICU
    /// when nothing in it can be right to left.
    func paragraph(_ index: Int) throws(TextLayoutError) -> _BidiParagraph {
        let (range, contentEnd) = (bounds[index].range, bounds[index].contentEnd)
        let style = text.attributes(at: range.lowerBound).paragraphStyle
        let content = range.lowerBound..<contentEnd
        let mayBeRightToLeft = text.utf16[content].contains { $0 >= 0x0590 }
        guard mayBeRightToLeft || style.baseWritingDirection == .rightToLeft else {
            return _BidiParagraph(
                range: range, contentEnd: contentEnd, style: style, baseLevel: 0,
                levels: [UInt8](repeating: 0, count: content.count))
        }
        let resolved = try BidiParagraph(utf16: Array(text.utf16[content]), base: style.baseWritingDirection)
        return _BidiParagraph(
            range: range, contentEnd: contentEnd, style: style, baseLevel: resolved.baseLevel, levels: resolved.levels)
    }
}

/// One paragraph with its resolved bidi levels: the input of every later stage.
struct _BidiParagraph {
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
