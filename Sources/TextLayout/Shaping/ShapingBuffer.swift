import CHarfBuzz

/// A reusable HarfBuzz buffer. Not thread-safe: one per layout in progress.
///
/// HarfBuzz never shrinks a buffer's arrays (about 40 bytes a glyph), so after shaping
/// a run longer than ``maximumKeptLength`` code units the buffer is replaced by a new,
/// small one: a huge word does not keep its shaping memory for the rest of the layout.
final class ShapingBuffer {
    /// The longest run whose buffer is kept for the next run.
    static let maximumKeptLength = 1 << 16
    private var buffer: OpaquePointer
    /// Where a shaped buffer's glyphs are written before they are appended (room for
    /// `scratchCapacity`; replaced like the buffer after a very long run).
    private var scratch: UnsafeMutablePointer<UnitGlyph>
    private var scratchCapacity = 256

    init() {
        buffer = hb_buffer_create()
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit {
        hb_buffer_destroy(buffer)
        scratch.deallocate()
    }

    /// Shapes `range` of `text` (the range alone is the context) in font units.
    /// Glyphs come back in visual order; clusters are relative to `range.lowerBound`.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, options: ShapingOptions
    ) -> [UnitGlyph] {
        shape(text, range: range, cuts: [], font: font, options: options)
    }

    /// Shapes `range` of `text` in one HarfBuzz call and returns exactly the glyphs that
    /// shaping each piece between `cuts` alone would give, side by side (clusters
    /// relative to `range.lowerBound`, visual order). `cuts` are offsets inside `range`,
    /// increasing. See ``appendShaping(_:range:cuts:font:settings:clusterOffset:to:)``.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, cuts: ArraySlice<Int>, font: Font,
        options: ShapingOptions
    ) -> [UnitGlyph] {
        var glyphs: [UnitGlyph] = []
        appendShaping(
            text, range: range, cuts: cuts, font: font, settings: HarfBuzzSettings(options), clusterOffset: 0,
            to: &glyphs)
        return glyphs
    }

    /// Shapes `range` of `text` and appends to `glyphs` exactly the glyphs that shaping
    /// each piece between `cuts` alone would give, side by side, in visual order, their
    /// clusters relative to `range.lowerBound` plus `clusterOffset`. `cuts` are offsets
    /// inside `range`, increasing.
    ///
    /// The whole range is shaped in one HarfBuzz call. HarfBuzz marks the clusters
    /// where its result may not be cut (a kerning pair or a contextual substitution
    /// across the cut: `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`). Where every cut is clear, the
    /// whole result is the pieces' results; at a marked cut (or one inside a cluster),
    /// the stretches between marked cuts are shaped again, each the same way. So a run
    /// of many words costs one HarfBuzz call instead of one per word, with the same
    /// glyphs, written straight into the caller's array.
    func appendShaping(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, cuts: ArraySlice<Int>, font: Font,
        settings: HarfBuzzSettings, clusterOffset: Int32, to glyphs: inout [UnitGlyph]
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress! + range.lowerBound, Int32(range.count), 0, Int32(range.count))
        HarfBuzzSetup.configure(buffer, settings)
        settings.features.withUnsafeBufferPointer {
            hb_shape(font.hbFont, buffer, $0.baseAddress, UInt32($0.count))
        }
        let unsafeCuts = cuts.isEmpty ? [] : self.unsafeCuts(cuts, of: range, rightToLeft: settings.rightToLeft)
        if unsafeCuts.isEmpty {
            let count = HarfBuzzSetup.glyphCount(of: buffer)
            if count > scratchCapacity {
                scratch.deallocate()
                scratchCapacity = count
                scratch = .allocate(capacity: count)
            }
            HarfBuzzSetup.appendGlyphs(
                of: buffer, length: range.count, rightToLeft: settings.rightToLeft, clusterOffset: clusterOffset,
                scratch: scratch, to: &glyphs)
        }
        // A very long run's buffers are not kept (HarfBuzz never shrinks its arrays).
        if range.count > Self.maximumKeptLength {
            hb_buffer_destroy(buffer)
            buffer = hb_buffer_create()
        }
        if scratchCapacity > Self.maximumKeptLength {
            scratch.deallocate()
            scratchCapacity = 256
            scratch = .allocate(capacity: scratchCapacity)
        }
        guard !unsafeCuts.isEmpty else { return }
        // The stretches between unsafe cuts, each with the cuts inside it; in visual
        // order, a right-to-left run shows its last stretch first.
        var stretches: [(range: Range<Int>, cuts: Range<Int>)] = []
        stretches.reserveCapacity(unsafeCuts.count + 1)
        var start = range.lowerBound
        var nextCut = cuts.startIndex
        for end in unsafeCuts + [range.upperBound] {
            var cutsEnd = nextCut
            while cutsEnd < cuts.endIndex && cuts[cutsEnd] < end { cutsEnd += 1 }
            stretches.append((start..<end, nextCut..<cutsEnd))
            nextCut = cutsEnd < cuts.endIndex && cuts[cutsEnd] == end ? cutsEnd + 1 : cutsEnd
            start = end
        }
        if settings.rightToLeft { stretches.reverse() }
        for stretch in stretches {
            appendShaping(
                text, range: stretch.range, cuts: cuts[stretch.cuts], font: font, settings: settings,
                clusterOffset: clusterOffset + Int32(stretch.range.lowerBound - range.lowerBound), to: &glyphs)
        }
    }

    /// The cuts (offsets in `range`, increasing) where the shaped buffer may not be
    /// cut: no cluster starts there, or one of its glyphs is unsafe to break before.
    /// One walk over the glyphs in logical order (clusters never decrease along it).
    private func unsafeCuts(_ cuts: ArraySlice<Int>, of range: Range<Int>, rightToLeft: Bool) -> [Int] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return Array(cuts) }
        let n = Int(count)
        @inline(__always) func info(_ logical: Int) -> UnsafeMutablePointer<hb_glyph_info_t> {
            infos + (rightToLeft ? n - 1 - logical : logical)
        }
        var unsafe: [Int] = []
        var logical = 0
        for cut in cuts {
            let cluster = UInt32(cut - range.lowerBound)
            while logical < n && info(logical).pointee.cluster < cluster { logical += 1 }
            var safe = logical < n && info(logical).pointee.cluster == cluster
            var member = logical
            while safe && member < n && info(member).pointee.cluster == cluster {
                if hb_glyph_info_get_glyph_flags(info(member)).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 {
                    safe = false
                }
                member += 1
            }
            if !safe { unsafe.append(cut) }
        }
        return unsafe
    }
}
