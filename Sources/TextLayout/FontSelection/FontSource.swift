/// Chooses the font face that draws each grapheme cluster: the seam where font
/// fallback happens.
///
/// Layout asks the source about every grapheme cluster of the text (see
/// ``FontQuery``) and shapes maximal runs of clusters that got the same face.
/// ``FontChainSource`` walks each run's explicit chain (the attributes'
/// ``TextAttributes/font``, then ``TextAttributes/fallbackFonts``); the default
/// source, ``SystemFontSource``, asks the chain first and then the system's fonts,
/// and picks color faces for emoji. Other sources can add faces the attributes do not
/// name in the same way: by asking a ``FontChainSource`` first and looking further only
/// when it finds no face that covers the cluster.
///
/// ## Contract
/// - Return a face that has glyphs for the cluster's scalars when there is one; when
///   no face does, return the face whose missing-glyph box should show, or nil.
/// - Nil means "no answer": layout then uses the run's primary font
///   (``TextAttributes/font``).
/// - Answer the same query the same way every time: layouts cache shaped words by
///   font, and line breaking assumes that equal text measures equally.
///
/// ## Threading
/// Sources are `Sendable` and must be safe to call from several threads at once:
/// layouts on different threads may share one source. A source that keeps caches
/// (a fontconfig lookup, say) must guard them with a lock; one layout calls its
/// source from a single thread, in text order.
///
/// ## Cost
/// Layout calls ``font(for:)`` once per grapheme cluster, so the common case (a
/// cluster the run's primary font has, such as ASCII text) should answer in a few
/// nanoseconds without allocating. Layout calls ``FontChainSource`` directly, without
/// dynamic dispatch or reference counting, and answers a ``SystemFontSource``'s
/// commonest clusters (printable ASCII of the primary font) the same way; any other
/// source goes through the protocol, which costs about a tenth more instructions for a
/// whole layout of Latin text (measured with a source that only forwards to a
/// ``FontChainSource``).
public protocol FontSource: Sendable {
    /// The face that draws `query`'s cluster, or nil to use the run's primary font.
    func font(for query: FontQuery) -> Font?
}
