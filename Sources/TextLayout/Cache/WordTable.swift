
/// The shaped words of a ``LayoutCache``: an open-addressed hash table of its own, so
/// that a word costs one cheap hash (a few multiplications over its text, not SipHash)
/// and one probe to look up, and storing it costs no second lookup through a
/// `Dictionary`.
///
/// Entries live one after another in one array (never removed one by one: the cache
/// forgets them all at once), the slots hold their indices, and the words' text is
/// copied into one array of code units (a key only borrows its text). Probing is linear and
/// bounded: a lookup gives up after ``maximumProbes`` slots, and a word whose place
/// would be further is not kept (it is shaped again when it comes back). So however the
/// words' hashes collide (the hash is not keyed, unlike `Hasher`), a lookup costs at
/// most ``maximumProbes`` comparisons. Not thread-safe by itself: ``LayoutCache`` keeps
/// it behind its lock.
struct WordTable {
    /// A word kept: its hash (``hash(_:)``), key fields, where its text is in `units`,
    /// and where its settings and glyphs are in `settings` and `stretches`. It holds no
    /// reference, so keeping, moving and forgetting entries costs no reference counting
    /// (a cold layout keeps a word for almost every word it lays out).
    private struct Entry {
        var hash: UInt64
        var fontIdentifier: ObjectIdentifier
        var script: UInt32
        var rightToLeft: Bool
        var textLength: Int32
        var textOffset: Int
        /// The word's language and features: `settings[settings]`.
        var settings: Int
        /// The array of glyphs the word's are part of: `stretches[stretch]`.
        var stretch: Int
        var glyphRange: Range<Int>
        var clusterOffset: Int
    }

    /// A language and features that entries share (the words of a stretch, mostly those
    /// of a whole layout).
    private struct Settings {
        var language: String?
        var features: [FontFeature]
    }

    /// The most slots a lookup or an insertion looks at.
    static let maximumProbes = 64
    /// The slots a table has once it keeps a word (a paragraph's words fit without growing).
    static let initialSlots = 512

    /// Open addressing: 0 is empty, otherwise an index into `entries` plus one. Empty
    /// until the first word is kept; at most half full.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    /// The text of every word kept, one after another: the first ``unitCount`` units
    /// (the array is allocated ahead, zero-filled, and grown by doubling, so that
    /// keeping a word copies its text with no per-call generic append).
    private var units: [UInt16] = []
    private var unitCount = 0
    /// The languages and features of the words kept: one for each change from one
    /// inserted word to the next (so they may repeat; equality compares values).
    private var settings: [Settings] = []
    /// The glyph arrays the words kept are parts of: one for each change from one
    /// inserted word to the next (a stretch of words shaped together shares one).
    private var stretches: [[UnitGlyph]] = []
    /// The fonts of the words kept, which keep their identities from being reused
    /// while the words are kept: one for each change from one inserted word to the next.
    private var fonts: [Font] = []
    /// The identity of the last of ``fonts`` and the address of the last of
    /// ``stretches``' storage (which ``stretches`` keeps, so no other array has it), to
    /// compare an inserted word's with.
    private var lastFont: ObjectIdentifier?
    private var lastStretch: UInt?

    /// The number of words kept.
    var count: Int { entries.count }

    /// The most words a table keeps (its slots hold 32-bit indices).
    static let maximumCount = 1 << 29

    /// The hash of a word's key: its font, script and direction, then its text eight
    /// bytes at a time (the language and features take part in equality only).
    @inline(__always)
    static func hash(_ key: LayoutCache.Key) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash =
            (UInt64(UInt(bitPattern: key.font)) ^ UInt64(key.script) << 1 ^ (key.rightToLeft ? 1 : 0)) &* multiplier
        let bytes = UnsafeRawBufferPointer(key.text)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail = UInt64(bytes.count - offset) << 56
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        // MurmurHash3's finalizer: every bit of the state reaches the low bits (the slot).
        hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ (hash >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }

    /// Whether `entry` (with the same hash) is the word keyed `key`: the cheap fields
    /// first, the text compared as bytes with its copy in `units`.
    @inline(__always)
    private static func matches(
        _ entry: Entry, _ key: LayoutCache.Key, units: UnsafeBufferPointer<UInt16>, settings: UnsafeBufferPointer<Settings>
    ) -> Bool {
        guard entry.fontIdentifier == key.font, entry.script == key.script,
            entry.rightToLeft == key.rightToLeft, Int(entry.textLength) == key.text.count
        else { return false }
        let sameText = UTF16Units.areEqual(units.baseAddress! + entry.textOffset, key.text)
        return sameText && settings[entry.settings].language == key.language
            && settings[entry.settings].features == key.features
    }

    /// The glyphs of the word keyed `key` (whose hash is `hash`), if kept.
    @inline(__always)
    func glyphs(for key: LayoutCache.Key, hash: UInt64) -> WordGlyphs? {
        guard !slots.isEmpty, case .kept(let index)? = probe(for: key, hash: hash) else { return nil }
        let entry = entries[index]
        return WordGlyphs(stretch: stretches[entry.stretch], range: entry.glyphRange, clusterOffset: entry.clusterOffset)
    }

    /// Keeps the glyphs of the word keyed `key` (and a copy of its text; `hash` is the
    /// key's ``hash(_:)``, computed once by the lookup that missed it), shaped with
    /// `font`: `glyphRange` of `stretch`, whose clusters minus `clusterOffset` are
    /// relative to the word's start (see ``WordGlyphs``); unless a word with its key is
    /// kept already (the same glyphs), or its place is more than ``maximumProbes`` slots
    /// from where its hash points.
    ///
    /// The words of one stretch are inserted one after another with the same font,
    /// settings and glyph array: the table keeps those once for them all (their entries
    /// refer to them by index).
    mutating func insert(
        _ key: LayoutCache.Key, hash: UInt64, font: Font, stretch: [UnitGlyph], glyphRange: Range<Int>,
        clusterOffset: Int
    ) {
        assert(hash == Self.hash(key), "a word's hash is its key's")
        if slots.isEmpty {
            slots = [Int32](repeating: 0, count: Self.initialSlots)
            entries.reserveCapacity(Self.initialSlots / 2)
            units = [UInt16](repeating: 0, count: Self.initialSlots * 2)
            // A paragraph's stretches, and its few settings and fonts.
            stretches.reserveCapacity(Self.initialSlots / 8)
            settings.reserveCapacity(4)
            fonts.reserveCapacity(4)
        }
        if 2 * (entries.count + 1) > slots.count { grow() }
        guard case .empty(let slot)? = probe(for: key, hash: hash) else { return }
        let textOffset = unitCount
        let textLength = key.text.count
        if textOffset + textLength > units.count {
            units += [UInt16](repeating: 0, count: max(units.count, textLength))
        }
        if let text = key.text.baseAddress {
            units.withUnsafeMutableBufferPointer { units in
                (units.baseAddress! + textOffset).update(from: text, count: textLength)
            }
        }
        unitCount += textLength
        if lastFont != ObjectIdentifier(font) {
            fonts.append(font)
            lastFont = ObjectIdentifier(font)
        }
        if settings.isEmpty || settings[settings.count - 1].language != key.language
            || !Self.sameFeatures(settings[settings.count - 1].features, key.features)
        {
            settings.append(Settings(language: key.language, features: key.features))
        }
        let stretchStorage = stretch.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        if stretches.isEmpty || stretchStorage != lastStretch {
            stretches.append(stretch)
            lastStretch = stretchStorage
        }
        entries.append(
            Entry(
                hash: hash, fontIdentifier: key.font, script: key.script, rightToLeft: key.rightToLeft,
                textLength: Int32(key.text.count), textOffset: textOffset, settings: settings.count - 1,
                stretch: stretches.count - 1, glyphRange: glyphRange, clusterOffset: clusterOffset))
        slots[slot] = Int32(entries.count)
    }

    /// Whether two feature lists are equal: the same storage (the words of a stretch
    /// share their key's) without comparing elements, else by `==`.
    @inline(__always)
    private static func sameFeatures(_ a: [FontFeature], _ b: [FontFeature]) -> Bool {
        let sameStorage = a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
        return sameStorage || a == b
    }

    /// Where the probe for the word keyed `key` (whose hash is `hash`) ends.
    private enum ProbeEnd {
        /// At the word's entry.
        case kept(entry: Int)
        /// At the empty slot where the word goes.
        case empty(slot: Int)
    }

    /// Where the probe for `key` ends, or nil when it would be longer than
    /// ``maximumProbes`` slots. The slots must not be empty.
    @inline(__always)
    private func probe(for key: LayoutCache.Key, hash: UInt64) -> ProbeEnd? {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                units.withUnsafeBufferPointer { units in
                settings.withUnsafeBufferPointer { settings in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    for _ in 0..<Self.maximumProbes {
                        let stored = Int(slots[slot])
                        if stored == 0 { return .empty(slot: slot) }
                        if entries[stored - 1].hash == hash
                            && Self.matches(entries[stored - 1], key, units: units, settings: settings)
                        {
                            return .kept(entry: stored - 1)
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
                }
            }
        }
    }

    /// Doubles the slots and places every entry again from its stored hash; an entry
    /// whose probe would now be too long is dropped (its text, settings and glyphs stay
    /// until the table is emptied: at most one of each per word the table held).
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        var kept = 0
        for index in entries.indices {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            var probes = 1
            while slots[slot] != 0 && probes < Self.maximumProbes {
                slot = (slot + 1) & mask
                probes += 1
            }
            guard slots[slot] == 0 else { continue }
            entries.swapAt(kept, index)
            kept += 1
            slots[slot] = Int32(kept)
        }
        entries.removeLast(entries.count - kept)
    }

    /// Forgets every word, keeping the memory for the next ones.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        unitCount = 0
        settings.removeAll(keepingCapacity: true)
        stretches.removeAll(keepingCapacity: true)
        fonts.removeAll(keepingCapacity: true)
        (lastFont, lastStretch) = (nil, nil)
        for index in slots.indices { slots[index] = 0 }
    }
}
