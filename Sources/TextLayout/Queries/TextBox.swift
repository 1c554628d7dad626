import Geometry

/// A rect enclosing part of a text range, with the direction of the text in it, as
/// Skia's `TextBox`.
public struct TextBox: Hashable, Sendable {
    /// The rect, in container coordinates.
    public var rect: Rect
    /// The direction of the glyphs the rect holds: a selection's caret goes at its
    /// right edge for right-to-left text.
    public var direction: TextDirection

    /// Creates a text box.
    public init(rect: Rect, direction: TextDirection) {
        self.rect = rect
        self.direction = direction
    }
}

extension LayoutManager {
    /// The rects enclosing the characters in `range`, each with its direction, as
    /// Skia's `getRectsForRange`: the rects of
    /// ``enumerateEnclosingRects(forCharacterRange:options:using:)-(Range<Int>,_,_)``, except that a
    /// rect never holds glyphs of both directions (touching left-to-right and
    /// right-to-left pieces stay two boxes). An empty line a range with
    /// ``RectWidthStyle/extendToLineEdge`` passes over has the paragraph's direction.
    ///
    /// - Throws: ``TextLayoutError/rangeOutOfBounds(range:length:)``.
    public func textBoxes(
        forCharacterRange range: Range<Int>, options: EnclosingRectOptions = EnclosingRectOptions()
    ) throws(TextLayoutError) -> [TextBox] {
        try validate(characterRange: range)
        guard !range.isEmpty else { return [] }
        let range = graphemeBoundaries.snappedOutward(range)
        var boxes: [TextBox] = []
        var lineIndex = firstLineIndex(endingAfter: range.lowerBound)
        var stop = false
        while lineIndex < lineFragments.count, lineFragments.characterRange(ofLineAt: lineIndex).lowerBound < range.upperBound {
            enumerateRects(
                onLineAt: lineIndex, continues: range.upperBound > lineFragments.characterRange(ofLineAt: lineIndex).upperBound,
                options: options, splitsAtDirectionChanges: true, stop: &stop,
                body: { rect, direction, _ in boxes.append(TextBox(rect: rect, direction: direction)) }
            ) { glyph, rightToLeft in
                coveredInterval(ofGlyphAt: glyph, characterRange: range, rightToLeft: rightToLeft)
            }
            lineIndex += 1
        }
        return boxes
    }
}
