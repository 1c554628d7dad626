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
    /// only the two pieces beside it are shaped again, each alone, and every other
    /// piece keeps its glyphs from the one call. So a run of many words costs one
    /// HarfBuzz call instead of one per word, with the same glyphs, written straight
    /// into the caller's array.
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
        if unsafeCuts.isEmpty && glyphs.isEmpty {
            // Nothing to append to: the glyphs go straight into the caller's new array.
            glyphs = HarfBuzzSetup.glyphs(
                of: buffer, length: range.count, rightToLeft: settings.rightToLeft, clusterOffset: clusterOffset)
            releaseLongRunMemory(range.count)
            return
        }
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
            releaseLongRunMemory(range.count)
            return
        }
        // The one call's glyphs, kept apart: shaping a piece again reuses the buffers.
        let whole = HarfBuzzSetup.glyphs(
            of: buffer, length: range.count, rightToLeft: settings.rightToLeft, clusterOffset: 0)
        releaseLongRunMemory(range.count)
        var parts = Self.parts(of: range, cuts: cuts, unsafeCuts: unsafeCuts)
        if settings.rightToLeft { parts.reverse() }
        // In visual order the parts' glyphs come one after another in `whole`.
        var next = 0
        for part in parts {
            let offset = Int32(part.range.lowerBound - range.lowerBound)
            if part.alone {
                appendShaping(
                    text, range: part.range, cuts: [], font: font, settings: settings,
                    clusterOffset: clusterOffset + offset, to: &glyphs)
                continue
            }
            // The part's glyphs: those whose clusters start in it, side by side in
            // visual order (clusters are monotone).
            let clusters = offset..<offset + Int32(part.range.count)
            var first = next
            while first < whole.count && !clusters.contains(whole[first].clusterStart) { first += 1 }
            next = first
            while next < whole.count && clusters.contains(whole[next].clusterStart) { next += 1 }
            for var glyph in whole[first..<next] {
                glyph.clusterStart += clusterOffset
                glyph.clusterEnd += clusterOffset
                glyphs.append(glyph)
            }
        }
    }

    /// The parts of `range` in logical order: each piece between `cuts` beside one of
    /// `unsafeCuts` alone (to shape again), and the pieces between them joined (their
    /// glyphs are the one call's).
    private static func parts(
        of range: Range<Int>, cuts: ArraySlice<Int>, unsafeCuts: [Int]
    ) -> [(range: Range<Int>, alone: Bool)] {
        var parts: [(range: Range<Int>, alone: Bool)] = []
        var start = range.lowerBound
        var startIsUnsafe = false
        var nextUnsafe = 0
        for end in cuts + [range.upperBound] {
            let endIsUnsafe = nextUnsafe < unsafeCuts.count && unsafeCuts[nextUnsafe] == end
            if endIsUnsafe { nextUnsafe += 1 }
            if startIsUnsafe || endIsUnsafe {
                parts.append((start..<end, true))
            } else if let last = parts.last, !last.alone {
                parts[parts.count - 1].range = last.range.lowerBound..<end
            } else {
                parts.append((start..<end, false))
            }
            (start, startIsUnsafe) = (end, endIsUnsafe)
        }
        return parts
    }

    /// After shaping a run of `length` code units: a very long run's buffers are not
    /// kept (HarfBuzz never shrinks its arrays).
    private func releaseLongRunMemory(_ length: Int) {
        if length > Self.maximumKeptLength {
            hb_buffer_destroy(buffer)
            buffer = hb_buffer_create()
        }
        if scratchCapacity > Self.maximumKeptLength {
            scratch.deallocate()
            scratchCapacity = 256
            scratch = .allocate(capacity: scratchCapacity)
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
