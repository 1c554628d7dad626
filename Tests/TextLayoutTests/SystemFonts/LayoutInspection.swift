import TextLayout

/// Reading a layout back for the system-font tests: which face draws each cluster, and
/// whether the glyphs are the faces' own.
extension LayoutManager {
    /// The family of the face that draws each glyph's characters, with those characters.
    var clusterFamilies: [(text: String, family: String)] {
        (0..<glyphs.count).map { index in
            let glyph = glyphs[index]
            return (text.substring(utf16: glyph.characterRange), glyph.font.familyName)
        }
    }

    /// The families that draw the characters other than spaces.
    var familiesOfNonSpaceGlyphs: Set<String> {
        Set(clusterFamilies.filter { !$0.text.allSatisfy(\.isWhitespace) }.map(\.family))
    }

    /// Each maximal stretch of glyphs in one face between spaces, shaped again on its
    /// own with that face; nil when the layout's glyph IDs and advances are exactly
    /// those, else a description of the first difference.
    func glyphsDifferFromTheirFaces(size: Double) throws -> String? {
        let units = Array(text.string.utf16)
        var start = 0
        while start < glyphs.count {
            let font = glyphs[start].font
            var end = start
            while end < glyphs.count, glyphs[end].font === font,
                !text.substring(utf16: glyphs[end].characterRange).allSatisfy(\.isWhitespace)
            {
                end += 1
            }
            if end == start {
                start += 1
                continue
            }
            // Glyphs are in logical order; a right-to-left stretch is drawn backwards
            // (its pens decrease), and HarfBuzz gives its glyphs in visual order.
            let ranges = (start..<end).map { glyphs[$0].characterRange }
            let range = ranges.map(\.lowerBound).min()!..<ranges.map(\.upperBound).max()!
            let backwards = end - start > 1 && glyphs.penX(ofGlyphAt: start) > glyphs.penX(ofGlyphAt: end - 1)
            let alone = try font.shape(
                utf16: units, range: range, size: size,
                options: ShapingOptions(direction: backwards ? .rightToLeft : .leftToRight))
            let logical = (start..<end).map { (glyphs[$0].id, glyphs[$0].advance) }
            let ours = backwards ? Array(logical.reversed()) : logical
            let theirs = alone.map { ($0.glyphID, $0.advance) }
            if ours.count != theirs.count || zip(ours, theirs).contains(where: { $0.0 != $1.0 || abs($0.1 - $1.1) > 1e-9 }) {
                return "\(text.substring(utf16: range)) in \(font.familyName): \(ours) vs \(theirs)"
            }
            start = end
        }
        return nil
    }
}
