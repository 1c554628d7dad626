/// Words of one paragraph that the layout cache lacks and that share their shaping
/// settings (font, direction, script, language, features), gathered so that one
/// HarfBuzz call shapes them all (see ``SpanShaping``): their text side by side in
/// ``units``, cut at every word's start and at every line-break opportunity inside a
/// word. Shaped with those cuts, the units give each word exactly the glyphs it has
/// shaped alone (``ShapingBuffer/appendShaping(_:range:cuts:font:settings:clusterOffset:to:)``),
/// whether its neighbours in ``units`` are its neighbours in the text or not. A word
/// gathered already is not gathered again: its repeats take its glyphs.
struct MissingWords {
    /// The words' key, but for its text.
    var key: LayoutCache.Key
    /// The words' font, held unretained: the paragraph's ``ItemizedRuns`` keeps it
    /// alive while the words are gathered.
    unowned(unsafe) var font: Font
    var settings: HarfBuzzSettings
    /// The words' text, one after another.
    private(set) var units: [UInt16] = []
    /// The offsets in ``units`` where a word starts (but the first) or a line-break
    /// opportunity or cluster cut lies inside a word, increasing.
    private(set) var cuts: [Int] = []
    /// Each word: its index in the paragraph's shaped runs, its text, where its text
    /// starts in ``units``, and its key's hash.
    private(set) var words: [(run: Int, range: Range<Int>, start: Int, hash: UInt64)] = []
    /// The runs of words gathered already: each run's index, and that of the word in ``words``.
    private(set) var repeats: [(run: Int, word: Int)] = []
    /// The words by hash, open addressing: 0 is empty, otherwise an index into ``words``
    /// plus one; at most half full (allocated at the first word).
    private var slots: [Int32] = []

    /// Words keyed as `key` (but for their text), shaped with `font` and `settings`;
    /// room for `expectedUnits` code units of text (and as many cuts, and a quarter as
    /// many words) is made at once, so that gathering a paragraph's words does not
    /// grow the arrays step by step.
    init(key: LayoutCache.Key, font: Font, settings: HarfBuzzSettings, expectedUnits: Int) {
        self.key = key
        self.font = font
        self.settings = settings
        units.reserveCapacity(expectedUnits)
        cuts.reserveCapacity(expectedUnits)
        words.reserveCapacity(expectedUnits / 4)
    }

    /// Whether words keyed as `key` (but for their text) belong here.
    func holds(_ key: LayoutCache.Key) -> Bool {
        key.font == self.key.font && key.rightToLeft == self.key.rightToLeft && key.script == self.key.script
            && key.language == self.key.language && key.features == self.key.features
    }

    /// Gathers the word `utf16[range]`, whose key's hash is `hash`, for shaped run `run`;
    /// `flags` are the paragraph's segmentation flags, from `contentStart`.
    mutating func add(
        _ range: Range<Int>, hash: UInt64, run: Int, utf16: UnsafeBufferPointer<UInt16>, flags: [CodeUnitFlags],
        contentStart: Int
    ) {
        if 2 * (words.count + 1) > slots.count { growSlots() }
        let text = UnsafeBufferPointer(rebasing: utf16[range])
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let word = Int(slots[slot]) - 1
            if words[word].hash == hash && words[word].range.count == range.count
                && units.withUnsafeBufferPointer({ UTF16Units.areEqual($0.baseAddress! + words[word].start, text) })
            {
                repeats.append((run, word))
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(words.count + 1)
        let start = units.count
        if start > 0 { cuts.append(start) }
        for offset in range.dropFirst()
        where !flags[offset - contentStart].isDisjoint(with: [.breakOpportunity, .clusterCut]) {
            cuts.append(start + offset - range.lowerBound)
        }
        units.append(contentsOf: text)
        words.append((run, range, start, hash))
    }

    /// Doubles the slots (256 at first) and files every word again.
    private mutating func growSlots() {
        slots = [Int32](repeating: 0, count: max(256, 2 * slots.count))
        let mask = slots.count - 1
        for word in words.indices {
            var slot = Int(truncatingIfNeeded: words[word].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(word + 1)
        }
    }

    /// Forgets the words, keeping the memory for the next ones.
    mutating func removeAll() {
        units.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        repeats.removeAll(keepingCapacity: true)
        for slot in slots.indices { slots[slot] = 0 }
    }
}
