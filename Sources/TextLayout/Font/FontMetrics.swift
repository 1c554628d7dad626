import CFreeType

/// A face's vertical metrics in font units, read from its tables by FreeType.
///
/// Ascender, descender and line gap come from the `hhea` table, or from the OS/2
/// typographic values when the font sets USE_TYPO_METRICS (OS/2 fsSelection bit 7).
/// Following font-file conventions, ``ascender`` is positive and ``descender`` is
/// negative (below the baseline).
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em.
    public var unitsPerEm: Int
    /// The distance from the baseline to the top of the line box (positive).
    public var ascender: Int
    /// The distance from the baseline to the bottom of the line box (negative).
    public var descender: Int
    /// The extra space the font asks for between lines.
    public var lineGap: Int
    /// The height of flat capital letters, or 0 when the font does not say.
    public var capHeight: Int
    /// The height of flat lowercase letters, or 0 when the font does not say.
    public var xHeight: Int
    /// The position of the underline's center relative to the baseline (negative: below).
    public var underlinePosition: Int
    /// The underline's thickness.
    public var underlineThickness: Int

    /// The default line height: ascender - descender + line gap.
    public var lineHeight: Int { ascender - descender + lineGap }

    /// The factor that turns font units into pixels at `size` pixels per em.
    public func scale(forSize size: Double) -> Double { size / Double(unitsPerEm) }

    init(face: FT_Face) {
        let record = face.pointee
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = Int(record.descender)
        lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
        underlinePosition = Int(record.underline_position)
        underlineThickness = Int(record.underline_thickness)
        capHeight = 0
        xHeight = 0
        if let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) {
            ascender = Int(hhea.pointee.Ascender)
            descender = Int(hhea.pointee.Descender)
            lineGap = Int(hhea.pointee.Line_Gap)
        }
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.version != 0xFFFF
        {
            let useTypoMetrics = os2.pointee.fsSelection & (1 << 7) != 0
            if useTypoMetrics {
                ascender = Int(os2.pointee.sTypoAscender)
                descender = Int(os2.pointee.sTypoDescender)
                lineGap = Int(os2.pointee.sTypoLineGap)
            }
            if os2.pointee.version >= 2 {
                capHeight = Int(os2.pointee.sCapHeight)
                xHeight = Int(os2.pointee.sxHeight)
            }
        }
    }
}
