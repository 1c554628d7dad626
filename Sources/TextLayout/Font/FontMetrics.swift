import CFreeType

/// A face's vertical metrics in font units, read from its tables by FreeType.
///
/// Units per em come from FreeType, or from the `head` table for a face FreeType does
/// not scale (a color bitmap font such as Noto Color Emoji, whose glyphs are scaled
/// from bitmap strikes). A loaded ``Font`` always has units per em in
/// ``supportedUnitsPerEm`` and an ascender above its descender.
///
/// Ascender, descender and line gap come from the `hhea` table, or from the OS/2
/// typographic values when the font sets USE_TYPO_METRICS (OS/2 fsSelection bit 7) or
/// its `hhea` values are both 0 (then from the OS/2 Windows values when those are 0 too).
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
    /// The position of the strikeout's top edge above the baseline (OS/2
    /// `yStrikeoutPosition`), or 0 when the font has no OS/2 table.
    public var strikeoutPosition: Int
    /// The strikeout's thickness (OS/2 `yStrikeoutSize`), or 0 when the font has no
    /// OS/2 table.
    public var strikeoutSize: Int

    /// The default line height: ascender - descender + line gap.
    public var lineHeight: Int { ascender - descender + lineGap }

    /// The factor that turns font units into pixels at `size` pixels per em.
    public func scale(forSize size: Double) -> Double { size / Double(unitsPerEm) }

    /// The units per em a font may have to load: the range the OpenType `head` table
    /// allows (16 to 16384).
    public static let supportedUnitsPerEm = 16...16384

    init(face: FT_Face) {
        let record = face.pointee
        unitsPerEm = Int(record.units_per_EM)
        if unitsPerEm == 0, let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self) {
            // FreeType leaves units per em at 0 for faces it does not scale.
            unitsPerEm = Int(head.pointee.Units_Per_EM)
        }
        ascender = Int(record.ascender)
        descender = Int(record.descender)
        lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
        underlinePosition = Int(record.underline_position)
        underlineThickness = Int(record.underline_thickness)
        capHeight = 0
        xHeight = 0
        strikeoutPosition = 0
        strikeoutSize = 0
        if underlineThickness == 0, let post = FT_Get_Sfnt_Table(face, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self) {
            // FreeType fills the underline from `post` only for faces it scales.
            underlinePosition = Int(post.pointee.underlinePosition)
            underlineThickness = Int(post.pointee.underlineThickness)
        }
        if let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) {
            ascender = Int(hhea.pointee.Ascender)
            descender = Int(hhea.pointee.Descender)
            lineGap = Int(hhea.pointee.Line_Gap)
        }
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            os2.pointee.version != 0xFFFF
        {
            let useTypoMetrics = os2.pointee.fsSelection & (1 << 7) != 0
            // A face whose hhea says nothing (both 0) falls back to the OS/2 typographic
            // values, then to the Windows ones, as FreeType does.
            let hheaIsEmpty = ascender == 0 && descender == 0
            let typoIsEmpty = os2.pointee.sTypoAscender == 0 && os2.pointee.sTypoDescender == 0
            if useTypoMetrics || (hheaIsEmpty && !typoIsEmpty) {
                ascender = Int(os2.pointee.sTypoAscender)
                descender = Int(os2.pointee.sTypoDescender)
                lineGap = Int(os2.pointee.sTypoLineGap)
            } else if hheaIsEmpty {
                ascender = Int(os2.pointee.usWinAscent)
                descender = -Int(os2.pointee.usWinDescent)
                lineGap = 0
            }
            strikeoutPosition = Int(os2.pointee.yStrikeoutPosition)
            strikeoutSize = Int(os2.pointee.yStrikeoutSize)
            if os2.pointee.version >= 2 {
                capHeight = Int(os2.pointee.sCapHeight)
                xHeight = Int(os2.pointee.sxHeight)
            }
        }
    }
}
