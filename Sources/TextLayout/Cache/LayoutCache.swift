import InternalUtilities

/// Results that layouts share: shaped words, and ICU's line-break opportunities and
/// grapheme boundaries of words (per locale, so that a paragraph of words seen before
/// is segmented without ICU). (ICU's break iterators are pooled for the whole
/// process, cache or no cache: see `BreakerPool`.)
///
/// Shaping is the most expensive part of layout, and text repeats words, so layouts
/// keep the glyphs of each word (text up to a line-break opportunity after breaking
/// whitespace, within one font, script, direction and attribute run), in font units,
/// keyed by the word's UTF-16 code units and its shaping settings (font, direction,
/// script, language, features). This is what Chromium and Android do. The words a
/// layout does not find are shaped several at a time, in one HarfBuzz call, with the
/// glyphs each would have alone (HarfBuzz's unsafe-to-break flags say where the result
/// may be cut), so a new cache costs less than shaping word by word.
///
/// A cache may be shared by layouts on any number of threads; every access takes a
/// lock. It holds at most ``capacity`` shaped words: when it is full, it forgets all of
/// them and starts again (cheap and predictable, and repeated words come back at once).
/// Its table bounds every lookup to a few dozen comparisons whatever the words: a word
/// whose place is taken by too many others with the same hash is not kept.
/// The segmentation of words is bounded likewise: at most 16,384 words and 262,144
/// UTF-16 units of their text for each of at most 8 locales (about 1.3 MB each).
public final class LayoutCache: Sendable {
    /// What a word's glyphs are kept under (``WordTable`` hashes and compares it). Its
    /// text is borrowed (valid for the call that takes the key): the cache keeps a copy.
    struct Key {
        var font: ObjectIdentifier
        var rightToLeft: Bool
        /// The ISO 15924 tag as a 32-bit number (0: none).
        var script: UInt32
        var language: String?
        var features: [FontFeature]
        var text: UnsafeBufferPointer<UInt16>
    }

    /// A word of a stretch just shaped, to keep: its text (offsets in the stretch's
    /// gathered text, ``MissingWords/units``), its key's hash (``WordTable/hash(_:)``,
    /// from the lookup that missed it), its glyphs in the stretch's glyphs and where
    /// it starts in the stretch.
    struct StretchWord {
        var range: Range<Int>
        var hash: UInt64
        var glyphRange: Range<Int>
        var clusterOffset: Int
    }

    /// The words of one stretch just shaped, not yet in the table: kept as the layout
    /// gave them and filed only when the cache is next read, so that a cache that is
    /// never read again (a layout's own) costs no filing. Its text is its own copy of
    /// the words' (the words' ranges are in it).
    private struct PendingStretch {
        /// The words' key but for its font (``font``'s) and text.
        var rightToLeft: Bool
        var script: UInt32
        var language: String?
        var features: [FontFeature]
        var units: [UInt16]
        var font: Font
        var glyphs: [UnitGlyph]
        var words: [StretchWord]
    }

    private struct State {
        var words = WordTable()
        /// Stretches stored since the cache was last read, in order.
        var pending: [PendingStretch] = []
        /// ICU's segmentation of words, per locale (at most ``maximumWordBreakLocales``).
        var wordBreaks: [String: WordBreakTable] = [:]
        var hits = 0
        var misses = 0
    }

    private let state = PthreadMutex(State())
    /// The most words the cache holds before it starts again.
    public let capacity: Int

    /// Creates an empty cache holding at most `capacity` shaped words.
    public init(capacity: Int = 20_000) {
        self.capacity = max(1, capacity)
    }

    /// The number of shaped words held.
    public var count: Int {
        state.withLock { state in
            file(&state)
            return state.words.count
        }
    }

    /// How many word lookups found a result, and how many did not. (A word that repeats
    /// one of the new words of a layout is looked up again once that word is shaped: a
    /// miss, then a hit.)
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// Forgets everything.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// Whether the cache holds no shaped word (nor words stored but not yet filed): a
    /// layout that finds it so may skip looking its words up (they all miss) until it
    /// stores some, and count those misses with ``countMisses(_:)``.
    var holdsNoWords: Bool {
        state.withLock { $0.words.count == 0 && $0.pending.isEmpty }
    }

    /// Counts `count` lookups that missed without being made (see ``holdsNoWords``).
    func countMisses(_ count: Int) {
        state.withLock { $0.misses += count }
    }

    /// The longest word the cache keeps, in UTF-16 code units: 1,024. Longer runs of
    /// text without a break opportunity are shaped every time (they rarely repeat), so
    /// the cache holds at most ``capacity`` × 1,024 code units of text and their glyphs,
    /// whatever it is given.
    public static let maximumWordLength = 1_024

    /// The glyphs of one word, or nil when the cache does not have them (always for a
    /// word longer than ``maximumWordLength``).
    /// `hash` is the key's (``WordTable/hash(_:)``).
    @inline(__always)
    func glyphs(for key: Key, hash: UInt64) -> WordGlyphs? {
        state.withLock { state in
            if !state.pending.isEmpty { file(&state) }
            let glyphs = key.text.count <= Self.maximumWordLength ? state.words.glyphs(for: key, hash: hash) : nil
            if glyphs != nil { state.hits += 1 } else { state.misses += 1 }
            return glyphs
        }
    }

    /// Keeps the words of one stretch just shaped: each keyed as `key` but for its text
    /// (`units[word.range]`), with `font` and its part of `glyphs` (the stretch's). Words
    /// longer than ``maximumWordLength`` are not kept. The words are filed in the table
    /// when the cache is next read (a lookup or ``count``), in the order they were
    /// stored, so the cache holds the same words as if they were filed now.
    func store(_ words: [StretchWord], key: Key, units: [UInt16], font: Font, glyphs: [UnitGlyph]) {
        let stretch = PendingStretch(
            rightToLeft: key.rightToLeft, script: key.script, language: key.language, features: key.features,
            units: units, font: font, glyphs: glyphs, words: words)
        state.withLock { $0.pending.append(stretch) }
    }

    /// Files the pending stretches' words in the table (see ``store(_:key:units:font:glyphs:)``).
    private func file(_ state: inout State) {
        let capacity = min(capacity, WordTable.maximumCount)
        for stretch in state.pending {
            stretch.units.withUnsafeBufferPointer { units in
                var key = Key(
                    font: ObjectIdentifier(stretch.font), rightToLeft: stretch.rightToLeft, script: stretch.script,
                    language: stretch.language, features: stretch.features, text: units)
                for word in stretch.words where word.range.count <= Self.maximumWordLength {
                    if state.words.count >= capacity { state.words.removeAll() }
                    key.text = UnsafeBufferPointer(rebasing: units[word.range])
                    state.words.insert(
                        key, hash: word.hash, font: stretch.font, stretch: stretch.glyphs,
                        glyphRange: word.glyphRange, clusterOffset: word.clusterOffset)
                }
            }
        }
        state.pending.removeAll()
    }

    /// Takes an ICU iterator from the process's pool (or opens one): a line breaker
    /// for `locale`, or a grapheme breaker when `locale` is nil. Give it back with
    /// ``returnBreaker(_:locale:)``.
    func takeBreaker(locale: String?) throws(TextLayoutError) -> LineBreaker {
        try BreakerPool.shared.take(locale: locale)
    }

    /// Returns an iterator taken with ``takeBreaker(locale:)`` to the pool.
    func returnBreaker(_ breaker: LineBreaker, locale: String?) {
        BreakerPool.shared.give(breaker, locale: locale)
    }

    /// The most locales whose words' segmentation the cache keeps (each a
    /// ``WordBreakTable``, bounded by its own limits); one more forgets them all.
    static let maximumWordBreakLocales = 8

    /// Runs `body` on the word segmentation table of `locale` (an empty one the first
    /// time), under the cache's lock: keep it short.
    func withWordBreaks<Result>(locale: String, _ body: (inout WordBreakTable) -> Result) -> Result {
        state.withLock { state in
            if state.wordBreaks[locale] == nil, state.wordBreaks.count >= Self.maximumWordBreakLocales {
                state.wordBreaks.removeAll()
            }
            return body(&state.wordBreaks[locale, default: WordBreakTable()])
        }
    }
}
