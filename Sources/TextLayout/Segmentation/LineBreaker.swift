import CICUShim

/// Finds UAX #14 line-break opportunities with ICU.
///
/// A `LineBreaker` owns an ICU break iterator, which is not thread-safe: it may move
/// between threads (layouts keep a process-wide pool of them) but must never be
/// used by two at once. Use one per thread or task (``copy()`` is cheap), or create
/// one for each text.
public final class LineBreaker: @unchecked Sendable {
    private let breaker: OpaquePointer
    /// The locale whose tailoring the breaker uses ("" for the root locale).
    public let locale: String

    /// Opens a line breaker for `locale`: an ICU locale ID ("ja", "ja@lb=strict") or a
    /// BCP 47 language tag ("zh-Hant", "ja-u-lb-loose"), as ``TextAttributes/language``
    /// holds. ICU 72 tailors UAX #14 for Japanese: "ja" breaks before small kana and the
    /// prolonged sound mark ("normal" line breaking) where the root locale, Chinese and
    /// Korean do not ("strict"); the `lb` keyword (`strict`, `normal`, `loose`) chooses
    /// in any locale. Thai, Lao, Khmer and Burmese, written without spaces, break
    /// between the words of ICU's dictionaries in every locale.
    ///
    /// - Throws: ``TextLayoutError/icu(function:name:)`` for a language tag ICU cannot
    ///   read, and ICU errors.
    public convenience init(locale: String = "") throws(TextLayoutError) {
        try self.init(kind: Int32(LB_BOUNDARY_LINE), locale: locale)
    }

    /// Opens an iterator over grapheme cluster boundaries instead of line breaks.
    static func graphemeBreaker() throws(TextLayoutError) -> LineBreaker {
        try LineBreaker(kind: Int32(LB_BOUNDARY_CHARACTER), locale: "")
    }

    /// Opens an iterator over word boundaries (UAX #29 as ICU tailors it for `locale`:
    /// dictionary words in Thai, Lao, Khmer, Burmese, Chinese and Japanese) instead of
    /// line breaks.
    static func wordBreaker(locale: String) throws(TextLayoutError) -> LineBreaker {
        try LineBreaker(kind: Int32(LB_BOUNDARY_WORD), locale: locale)
    }

    private init(kind: Int32, locale: String) throws(TextLayoutError) {
        var error: Int32 = 0
        guard let breaker = lb_breaker_open(kind, try Self.icuLocale(locale), &error) else {
            throw .icu(function: "ubrk_open", name: String(cString: lb_icu_error_name(error)))
        }
        self.breaker = breaker
        self.locale = locale
    }

    private init(breaker: OpaquePointer, locale: String) {
        self.breaker = breaker
        self.locale = locale
    }

    deinit { lb_breaker_close(breaker) }

    /// The ICU locale ID for `locale`: itself when it is one already (no "-", or ICU
    /// keywords after "@"), else the BCP 47 tag converted, keywords included
    /// ("ja-u-lb-loose" is "ja@lb=loose").
    static func icuLocale(_ locale: String) throws(TextLayoutError) -> String {
        let bytes = locale.utf8
        guard bytes.count <= TextLayoutLimits.maximumLanguageTagLength else { throw .invalidLanguageTag(tag: locale) }
        guard bytes.contains(UInt8(ascii: "-")), !bytes.contains(UInt8(ascii: "@")) else { return locale }
        var buffer = [CChar](repeating: 0, count: 160)
        var error: Int32 = 0
        let length = lb_locale_from_language_tag(locale, &buffer, Int32(buffer.count), &error)
        guard length >= 0 else { throw .invalidLanguageTag(tag: locale) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An independent breaker with the same locale, for use on another thread.
    public func copy() throws(TextLayoutError) -> LineBreaker {
        var error: Int32 = 0
        guard let clone = lb_breaker_clone(breaker, &error) else {
            throw .icu(function: "ubrk_clone", name: String(cString: lb_icu_error_name(error)))
        }
        return LineBreaker(breaker: clone, locale: locale)
    }

    /// The break opportunities of UTF-16 text, in increasing order. The end of the
    /// text is always the last one (mandatory or not, as ICU says).
    public func opportunities(inUTF16 text: [UInt16]) throws(TextLayoutError) -> [LineBreakOpportunity] {
        try text.withUnsafeBufferPointer { buffer throws(TextLayoutError) in try opportunities(in: buffer) }
    }

    /// The break opportunities of UTF-16 text in a buffer, relative to its start.
    ///
    /// - Throws: ``TextLayoutError/textTooLong(length:maximum:)`` for a text longer than
    ///   ``TextLayoutLimits/maximumTextLength``, and ICU errors.
    public func opportunities(in text: UnsafeBufferPointer<UInt16>) throws(TextLayoutError) -> [LineBreakOpportunity] {
        try TextLayoutLimits.checkTextLength(text.count)
        let capacity = text.count + 1
        // ICU's answers go to scratch memory that is never zero-filled (ICU writes the
        // first `count` entries, the only ones read).
        var error: Int32 = 0
        let opportunities = withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { positions in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { hard in
                let count = lb_breaker_boundaries(
                    breaker, text.baseAddress, Int32(text.count), positions.baseAddress, hard.baseAddress,
                    Int32(capacity), &error)
                guard count >= 0 else { return [LineBreakOpportunity]?.none }
                return [LineBreakOpportunity](unsafeUninitializedCapacity: Int(count)) { opportunities, made in
                    for index in 0..<Int(count) {
                        opportunities.initializeElement(
                            at: index,
                            to: LineBreakOpportunity(offset: Int(positions[index]), isMandatory: hard[index] != 0))
                    }
                    made = Int(count)
                }
            }
        }
        guard let opportunities else {
            throw .icu(function: "ubrk_next", name: String(cString: lb_icu_error_name(error)))
        }
        return opportunities
    }

    /// The break opportunities of a string, as UTF-16 offsets.
    public func opportunities(in text: String) throws(TextLayoutError) -> [LineBreakOpportunity] {
        try opportunities(inUTF16: Array(text.utf16))
    }
}
