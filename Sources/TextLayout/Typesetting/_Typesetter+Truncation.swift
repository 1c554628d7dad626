extension _Typesetter {
    /// The pieces of a line cut short to leave room for an ellipsis ("…") within the
    /// line width, and where the kept text ends. The line keeps whole clusters from its
    /// start as long as they fit together with the ellipsis (at least one), drops
    /// trailing whitespace, and ends with the ellipsis glyph, which stands for all the
    /// characters that are not shown.
    mutating func truncatedPieces(_ line: _LineBreak, of paragraph: _Paragraph) -> ([_LinePiece], Int) {
        let attributes = text.attributes(at: max(min(line.start, text.length - 1), 0))
        let ellipsis = ellipsisPiece(attributes: attributes, runIndex: text.runIndex(containing: line.start) ?? 0)
        let available = container.textWidth - (ellipsis?.width ?? 0) + 1e-9
        var width = 0.0
        var cut = line.start
        let units = paragraph.breakUnits
        if var unit = units.firstIndex(where: { $0.start == line.start }) {
            while unit < units.count {
                let next = width + units[unit].width
                if next > available && cut > line.start { break }
                width = next
                cut = paragraph.breakUnitStart(unit + 1)
                unit += 1
            }
        }
        cut = _CharacterClass.hangingWhitespaceStart(in: text.utf16, from: line.start, to: cut)
        var pieces = self.pieces(of: paragraph, from: line.start, to: cut)
        if var ellipsis {
            ellipsis.range = cut..<text.length
            ellipsis.clusterBase = cut
            for index in ellipsis.glyphs.indices {
                ellipsis.glyphs[index].clusterStart = 0
                ellipsis.glyphs[index].clusterEnd = Int32(text.length - cut)
            }
            ellipsis.level = paragraph.baseLevel
            pieces.append(ellipsis)
        }
        return (pieces, cut)
    }

    /// "…" shaped in the first font of the attributes' chain that has it.
    mutating func ellipsisPiece(attributes: TextAttributes, runIndex: Int) -> _LinePiece? {
        guard let font = attributes.fontChain.first(where: { $0.hasGlyph(0x2026) }) else { return nil }
        let shaped = [UInt16(0x2026)].withUnsafeBufferPointer {
            buffer.shape($0, range: 0..<1, font: font, options: ShapingOptions())
        }
        return _LinePiece(
            range: 0..<1, level: 0, style: style(runIndex: runIndex, font: font), scale: font.metrics.scale(forSize: attributes.size),
            letterSpacing: 0, clusterBase: 0, glyphs: shaped, glyphRange: shaped.indices)
    }
}
