
/// ICU's line-break opportunities and grapheme boundaries of words, for one locale, as
/// ICU found them in whole paragraphs: what ``Segmentation`` reuses so that a paragraph
/// made of words seen before costs no ICU call (`Segmentation+Words.swift` says why the
/// answers depend only on what the table keys them by).
///
/// It holds the flags of every position of a word (a maximal run of UTF-16 units other
/// than U+0020 SPACE), its start included, keyed by the word's text and the code of
/// what comes before its spaces (``Codes``), and the flags at the content's end keyed
/// by the code of its last word.
///
/// Bounded: at most ``maximumWords`` words and ``maximumUnits`` code units of their
/// text (about 1.3 MB in all); when either would be exceeded, it forgets every word.
/// Not thread-safe by itself: ``LayoutCache`` keeps it behind its lock.
struct WordBreakTable {
    /// The most words kept before starting again.
    static let maximumWords = 16_384
    /// The most UTF-16 units of word text kept before starting again (512 KB of text,
    /// 256 KB of flags).
    static let maximumUnits = 262_144

    /// The codes that stand for the end of a word, as the next word sees it.
    enum Codes {
        /// The word's end cannot be keyed (it ends with a Prepend character, which takes
        /// the space after it into its cluster, or has no character that is not a
        /// combining mark), or its start cannot (it starts with a combining mark, which
        /// attaches to the space before it).
        static let unsafe: UInt8 = 0xFF
        /// Added to a Line_Break class when combining marks follow the character.
        static let withMarks: UInt8 = 0x40
        /// What comes before a word at the start of the content.
        static let contentStart: UInt8 = 0x80
        /// What comes before the first word after spaces at the start of the content.
        static let contentStartThenSpaces: UInt8 = 0x81
    }

    private struct Entry {
        var hash: UInt64
        var offset: Int32
        var length: Int32
        /// The code of what comes before the word's spaces.
        var previous: UInt8
        /// The word's own end code (``Codes``), or ``Codes/unsafe``.
        var end: UInt8
    }

    /// Open addressing: 0 is empty, otherwise an index into `entries` plus one. Empty
    /// until the first word is kept.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    /// Every word's text, one after another.
    private var units: [UInt16] = []
    /// The flags of every word's positions, at the same offsets as `units`.
    private var wordFlags: [CodeUnitFlags] = []
    /// The flags at the end of the content: index `previous * 2` after spaces,
    /// `previous * 2 + 1` right after the last word; 0xFF for one not seen yet.
    private var ends = [UInt8](repeating: 0xFF, count: 130 * 2)
    /// How many times a paragraph's ICU result disagreed with what the table held: a
    /// key that does not determine its answer. Always 0 (tests check it).
    private(set) var disagreements = 0
    /// How many paragraphs ``fill(_:words:slice:missing:endCode:)`` segmented.
    private(set) var paragraphsFilled = 0
    /// How many paragraphs ``isWorthUsing()`` was asked about.
    private var paragraphsSeen = 0

    /// Whether to segment the next paragraph by words (and record them): not the first
    /// paragraph of the table, so that a cache that lays out one paragraph (a cold
    /// layout's, made for one text) pays nothing for a table it never reads.
    mutating func isWorthUsing() -> Bool {
        paragraphsSeen += 1
        return paragraphsSeen > 1
    }

    /// The flags the table records: the ones ICU gives.
    static let recordedFlags: CodeUnitFlags = [.graphemeBoundary, .breakOpportunity, .mandatoryBreak]

    /// A word's hash combined with the code before it.
    @inline(__always)
    private static func hash(_ word: SegmentationWord, previous: UInt8) -> UInt64 {
        (word.hash ^ UInt64(previous)) &* 0x9E37_79B9_7F4A_7C15
    }

    private func find(
        _ word: UnsafeBufferPointer<UInt16>, hash: UInt64, previous: UInt8, in text: UnsafeBufferPointer<UInt16>
    ) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> 40) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            let entry = entries[stored - 1]
            if entry.hash == hash, Int(entry.length) == word.count, entry.previous == previous,
                UTF16Units.areEqual(text.baseAddress! + Int(entry.offset), word)
            {
                return stored - 1
            }
            slot = (slot + 1) & mask
        }
    }

    /// A word of the content the table does not have: its index in the content's
    /// words, the code before it and its own end code.
    struct MissingWord {
        var index: Int
        var previous: UInt8
        var end: UInt8
    }

    /// The most missing words a paragraph may have and still be filled from the table
    /// (each one costs a short ICU call; more go to ICU whole).
    static let maximumMissingWords = 4

    /// Writes the flags of every position of `slice` (`flags` has one more, the end)
    /// from the table, except those of the words it returns in `missing` (at most
    /// ``maximumMissingWords``; `endCode` gives their end codes), and returns true; or
    /// returns false as soon as that is not possible (the caller then asks ICU, and
    /// `flags` must be cleared).
    mutating func fill(
        _ flags: UnsafeMutableBufferPointer<CodeUnitFlags>, words: [SegmentationWord], slice: UnsafeBufferPointer<UInt16>,
        missing: inout [MissingWord], endCode: (UnsafeBufferPointer<UInt16>) -> UInt8
    ) -> Bool {
        let filled = fillFromTable(flags, words: words, slice: slice, missing: &missing, endCode: endCode)
        if filled { paragraphsFilled += 1 }
        return filled
    }

    private func fillFromTable(
        _ flags: UnsafeMutableBufferPointer<CodeUnitFlags>, words: [SegmentationWord], slice: UnsafeBufferPointer<UInt16>,
        missing: inout [MissingWord], endCode: (UnsafeBufferPointer<UInt16>) -> UInt8
    ) -> Bool {
        units.withUnsafeBufferPointer { text in
            wordFlags.withUnsafeBufferPointer { stored in
                var previous = Codes.contentStart
                var cursor = 0
                for (wordIndex, word) in words.enumerated() {
                    let start = Int(word.start), end = Int(word.end)
                    if start > 0, cursor == 0 { previous = Codes.contentStartThenSpaces }
                    // The spaces before the word: each one a cluster, no opportunity (× SP).
                    for position in cursor..<start { flags[position] = .graphemeBoundary }
                    let wordText = UnsafeBufferPointer(rebasing: slice[start..<end])
                    let code: UInt8
                    if let index = find(wordText, hash: Self.hash(word, previous: previous), previous: previous, in: text) {
                        let entry = entries[index]
                        code = entry.end
                        let offset = Int(entry.offset)
                        for position in 0..<(end - start) { flags[start + position] = stored[offset + position] }
                    } else {
                        guard missing.count < Self.maximumMissingWords else { return false }
                        code = endCode(wordText)
                        missing.append(MissingWord(index: wordIndex, previous: previous, end: code))
                    }
                    guard code != Codes.unsafe else { return false }
                    previous = code
                    cursor = end
                }
                for position in cursor..<slice.count { flags[position] = .graphemeBoundary }
                let value = ends[Int(previous) * 2 + (cursor == slice.count ? 1 : 0)]
                guard value != 0xFF else { return false }
                flags[slice.count] = CodeUnitFlags(rawValue: value)
                return true
            }
        }
    }

    /// Records words that ``fill(_:words:slice:missing:endCode:)`` did not have, with
    /// their flags from ICU (`flags` holds the content's, theirs included).
    mutating func record(
        _ missing: [MissingWord], of words: [SegmentationWord], flags: UnsafeBufferPointer<CodeUnitFlags>,
        slice: UnsafeBufferPointer<UInt16>
    ) {
        for word in missing {
            let range = Int(words[word.index].start)..<Int(words[word.index].end)
            insert(
                UnsafeBufferPointer(rebasing: slice[range]), hash: Self.hash(words[word.index], previous: word.previous),
                previous: word.previous, end: word.end, flags: UnsafeBufferPointer(rebasing: flags[range]))
        }
    }

    /// Records the words of `slice` and the flags at its end from ICU's flags for the
    /// whole content; `endCode` gives a new word's end code (``Codes``).
    mutating func record(
        _ flags: UnsafeBufferPointer<CodeUnitFlags>, words: [SegmentationWord], slice: UnsafeBufferPointer<UInt16>,
        endCode: (UnsafeBufferPointer<UInt16>) -> UInt8
    ) {
        var previous = Codes.contentStart
        var cursor = 0
        for word in words {
            let start = Int(word.start), end = Int(word.end)
            if start > 0, cursor == 0 { previous = Codes.contentStartThenSpaces }
            let text = UnsafeBufferPointer(rebasing: slice[start..<end])
            let hash = Self.hash(word, previous: previous)
            let code: UInt8
            if let index = units.withUnsafeBufferPointer({ find(text, hash: hash, previous: previous, in: $0) }) {
                let entry = entries[index]
                code = entry.end
                for position in 0..<text.count
                where wordFlags[Int(entry.offset) + position] != flags[start + position].intersection(Self.recordedFlags) {
                    disagreements += 1
                }
            } else {
                code = endCode(text)
                insert(text, hash: hash, previous: previous, end: code, flags: UnsafeBufferPointer(rebasing: flags[start..<end]))
            }
            if code == Codes.unsafe { return }
            previous = code
            cursor = end
        }
        let index = Int(previous) * 2 + (cursor == slice.count ? 1 : 0)
        let value = flags[slice.count].intersection(Self.recordedFlags).rawValue
        if ends[index] == 0xFF {
            ends[index] = value
        } else if ends[index] != value {
            disagreements += 1
        }
    }

    private mutating func insert(
        _ text: UnsafeBufferPointer<UInt16>, hash: UInt64, previous: UInt8, end: UInt8,
        flags: UnsafeBufferPointer<CodeUnitFlags>
    ) {
        guard text.count <= LayoutCache.maximumWordLength else { return }
        if entries.count >= Self.maximumWords || units.count + text.count > Self.maximumUnits {
            entries.removeAll(keepingCapacity: true)
            units.removeAll(keepingCapacity: true)
            wordFlags.removeAll(keepingCapacity: true)
            for index in slots.indices { slots[index] = 0 }
        }
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(
            Entry(hash: hash, offset: Int32(units.count), length: Int32(text.count), previous: previous, end: end))
        units.append(contentsOf: text)
        wordFlags.append(contentsOf: flags.lazy.map { $0.intersection(Self.recordedFlags) })
        place(entries.count - 1)
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[index].hash >> 40) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: max(1_024, slots.count * 2))
        for index in entries.indices { place(index) }
    }
}
