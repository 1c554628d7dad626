extension _LinePlacement {
    /// Appends the pieces of a line cut short to leave room for an ellipsis ("…")
    /// within the line width, and returns where the kept text ends. The line keeps
    /// whole break units from its start as long as they fit together with the
    /// ellipsis (at least one), drops trailing whitespace, and ends with the ellipsis
    /// glyph, which stands for all the characters that are not shown.
    func appendTruncatedPieces(
        _ line: _LineBreak, of paragraph: _ShapedParagraph, styles: inout _StyleTable, into pieces: inout [_LinePiece]
    ) -> Int {
        let runIndex = text.runIndex(containing: line.start) ?? 0
        let ellipsis = ellipsisPiece(attributes: text.attributes(at: max(min(line.start, text.length - 1), 0)), runIndex: runIndex, styles: &styles)
        let available = container.textWidth - (ellipsis?.width ?? 0) + 1e-9
        var width = 0.0
        var cut = line.start
        let units = paragraph.units
        if var unit = units.index(startingAt: line.start) {
            while unit < units.units.count {
                let next = width + units.units[unit].width
                if next > available && cut > line.start { break }
                width = next
                cut = units.start(of: unit + 1)
                unit += 1
            }
        }
        cut = _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: cut)
        collectPieces(of: paragraph, from: line.start, to: cut, into: &pieces)
        if var ellipsis {
            ellipsis.range = cut..<text.length
            ellipsis.clusterBase = cut
            for index in ellipsis.glyphs.indices {
                ellipsis.glyphs[index].clusterStart = 0
                ellipsis.glyphs[index].clusterEnd = Int32(text.length - cut)
            }
            ellipsis.level = paragraph.bidi.baseLevel
            pieces.append(ellipsis)
        }
        return cut
    }

    /// "…" shaped in the face the font source picks for it with `attributes`, or nil
    /// when that face has no such glyph.
    func ellipsisPiece(attributes: TextAttributes, runIndex: Int, styles: inout _StyleTable) -> _LinePiece? {
        let ellipsis: [UInt16] = [0x2026]
        let query = FontQuery(unchecked: ellipsis, range: 0..<1, attributes: attributes, script: .common, currentFont: nil)
        guard let font = fontSource.font(for: query) ?? Optional(attributes.font), font.hasGlyph(0x2026) else { return nil }
        let shaped = ellipsis.withUnsafeBufferPointer { buffer.shape($0, range: 0..<1, font: font, options: ShapingOptions()) }
        return _LinePiece(
            range: 0..<1, level: 0, style: styles.index(runIndex: runIndex, font: font, text: text),
            scale: font.metrics.scale(forSize: attributes.size), letterSpacing: 0, clusterBase: 0, glyphs: shaped,
            glyphRange: shaped.indices)
    }
}
