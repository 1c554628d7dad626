import BubbleRender
import Geometry
import TextLayout

extension TextDecoration {
    /// The underlines and strikethroughs of laid-out text, as TextKit draws them (the
    /// underlines first; neighbouring lines of one kind and color gathered in one
    /// decoration): one
    /// continuous line for each stretch of neighbouring glyphs on a line that share a
    /// style, a color and a baseline, even across fonts (a fallback font does not
    /// break it), placed and sized by the fonts' own metrics: those of the attribute
    /// runs' primary fonts (`TextAttributes.font` at its size), as CSS uses an element's
    /// first available font, so a fallback font with odd metrics (a bitmap emoji font)
    /// does not move the line.
    ///
    /// - Underline: centered at the font's underline position below the baseline (post
    ///   `underlinePosition`, the lowest of the stretch's fonts), as thick as its
    ///   underline thickness (the thickest), in font units scaled to the size.
    /// - Strikethrough: centered on the OS/2 strikeout (`yStrikeoutPosition` minus half of
    ///   `yStrikeoutSize`) of the stretch's largest font, as thick as `yStrikeoutSize`.
    ///   A font without them uses its underline thickness at 0.22 em.
    /// - A font without an underline thickness uses 1/20 em, 1/10 em below the baseline.
    /// - ``/TextLayout/UnderlineStyle/thick`` doubles the thickness;
    ///   ``/TextLayout/UnderlineStyle/double`` draws a second line of the same
    ///   thickness, its center two thicknesses further down (an underline) or the
    ///   two lines one thickness above and below the center (a strikethrough).
    /// - Patterns are cut in units of twice the thickness
    ///   (``/TextLayout/UnderlineStyle/Pattern/unitLengths``) from the stretch's
    ///   left end, the unit grown where needed so that one stretch repeats its pattern
    ///   at most 10,000 times (a hairline over a huge line stays bounded); ``/TextLayout/UnderlineStyle/byWord`` leaves whitespace out, and no
    ///   line covers a line's hanging (trailing) whitespace.
    /// - Underlines skip ink, as CSS `text-decoration-skip-ink: auto`: wherever a
    ///   glyph's outline crosses the band of an underline, the line stops
    ///   ``skipInkMargin(thickness:)`` before the leftmost crossing and resumes as far
    ///   after the rightmost one (one gap per glyph, as Skia's text intercepts). Pieces
    ///   shorter than a thickness are dropped. Strikethroughs run through the glyphs.
    ///
    /// The gaps are computed here, while the scene is built, from the unhinted glyph
    /// outlines the painters fill, so every painter draws the same rects.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text (container coordinates, y down).
    ///   - glyphRange: The glyphs whose decorations to take; nil takes them all.
    ///   - offset: Added to every position, in points.
    ///   - color: Paints every line in this color instead of its own.
    ///   - restyle: Applied to each attribute run's attributes before they are read (a
    ///     link style sets the underline of link runs).
    /// - Throws: ``RenderError/invalidGlyphRange(lowerBound:upperBound:count:)``,
    ///   ``RenderError/invalidArgument(name:value:)`` for a non-finite offset, or
    ///   ``RenderError/freeType(function:code:)`` when an outline fails to load.
    public static func decorations(
        of layout: LayoutManager, glyphRange: Range<Int>? = nil, offset: Point = .zero, color: Color? = nil,
        restyle: (TextAttributes) -> TextAttributes = { $0 }
    ) throws(RenderError) -> [TextDecoration] {
        let storage = layout.glyphs
        let range = glyphRange ?? 0..<storage.count
        guard range.lowerBound >= 0, range.upperBound <= storage.count else {
            throw .invalidGlyphRange(lowerBound: range.lowerBound, upperBound: range.upperBound, count: storage.count)
        }
        guard offset.x.isFinite else { throw .invalidArgument(name: "offset.x", value: offset.x) }
        guard offset.y.isFinite else { throw .invalidArgument(name: "offset.y", value: offset.y) }
        let attributes = layout.text.runs.map { restyle($0.attributes) }
        let utf16 = layout.text.utf16
        var result: [TextDecoration] = []
        for kind in [Kind.underline, .strikethrough] {
            for line in layout.lineFragments {
                let glyphs = line.glyphRange.clamped(to: range)
                guard !glyphs.isEmpty else { continue }
                var stretch: DecorationStretch?
                for index in glyphs {
                    let glyph = storage[index]
                    let runAttributes = attributes[glyph.attributeRunIndex]
                    let style = kind == .underline ? runAttributes.underlineStyle : runAttributes.strikethroughStyle
                    let lineColor = color
                        ?? (kind == .underline ? runAttributes.underlineColor : runAttributes.strikethroughColor)
                        ?? runAttributes.foregroundColor
                    let characters = glyph.characterRange
                    let skipped = style.isEmpty || line.hangingWhitespaceRange.contains(characters.lowerBound)
                        || (style.contains(.byWord) && characters.allSatisfy { Self.isWhitespace(utf16[$0]) })
                    let baseline = glyph.position.y + offset.y
                    if let current = stretch, skipped || current.style != style || current.color != lineColor
                        || current.baseline != baseline
                    {
                        Self.append(try current.decoration(kind: kind), to: &result)
                        stretch = nil
                    }
                    guard !skipped else { continue }
                    if stretch == nil {
                        stretch = DecorationStretch(style: style, color: lineColor, baseline: baseline)
                    }
                    stretch?.add(glyph, attributes: runAttributes, offsetX: offset.x)
                }
                if let current = stretch { Self.append(try current.decoration(kind: kind), to: &result) }
            }
        }
        return result
    }

    /// Appends `decoration` to `list`, into its last decoration when that is of the
    /// same kind and color (one element, one SVG path, per color); nothing for no rects.
    private static func append(_ decoration: TextDecoration, to list: inout [TextDecoration]) {
        guard !decoration.rects.isEmpty else { return }
        if let last = list.last, last.kind == decoration.kind, last.color == decoration.color {
            list[list.count - 1].rects += decoration.rects
        } else {
            list.append(decoration)
        }
    }

    /// How far an underline stays from the ink it skips, on each side: the line's
    /// thickness, at least half a point.
    public static func skipInkMargin(thickness: Double) -> Double { max(thickness, 0.5) }

    private static func isWhitespace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit)?.properties.isWhitespace ?? false
    }
}
