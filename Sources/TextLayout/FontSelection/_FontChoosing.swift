/// How itemization asks for the face of each cluster without reference counting:
/// the answer is unretained and stays valid until the next question or until the
/// query's attributes change. Retaining a face for every cluster (an atomic operation
/// each time) costs more than the rest of the font choice.
protocol _FontChoosing {
    /// The face for `query`'s cluster (the run's primary font when the source has no
    /// answer).
    mutating func chooseFont(for query: FontQuery) -> Unmanaged<Font>
}

extension FontChainSource: _FontChoosing {
    /// Every face the chain answers with is one of the query's attributes' fonts, which
    /// the query keeps alive.
    @inline(__always)
    func chooseFont(for query: FontQuery) -> Unmanaged<Font> { unretainedFont(for: query) }
}

/// Any other source: its answer is kept until the next question, so an answer that
/// nothing else holds (a face the source has just loaded) stays alive.
///
/// For a ``SystemFontSource``, the chooser also remembers, for one layout, the answer
/// to each cluster of one scalar (other than a space) under the current attributes:
/// the system source answers such a cluster from its scalar and the attributes alone,
/// so repeated characters skip its lock and caches.
struct _FontSourceChooser: _FontChoosing {
    let source: any FontSource
    private var lastAnswer: Font?
    private let systemSource: SystemFontSource?
    private var memo = _SingleScalarMemo()

    init(_ source: any FontSource) {
        self.source = source
        systemSource = source as? SystemFontSource
    }

    mutating func chooseFont(for query: FontQuery) -> Unmanaged<Font> {
        if systemSource != nil, let fast = SystemFontSource.fastAnswer(for: query) { return fast }
        guard let systemSource, let scalar = _SingleScalarMemo.memoizableScalar(of: query) else {
            let font = source.font(for: query) ?? query.attributes.font
            lastAnswer = font
            return Unmanaged.passUnretained(font)
        }
        memo.prepare(for: query.attributes)
        if let known = memo.answers[scalar] { return Unmanaged.passUnretained(known) }
        let font = systemSource.font(for: query) ?? query.attributes.font
        memo.answers[scalar] = font
        return Unmanaged.passUnretained(font)
    }
}

/// One layout's answers to clusters of one scalar, for the attributes they were asked
/// under (the memo empties itself when the attributes' fonts or language change).
struct _SingleScalarMemo {
    private var font: ObjectIdentifier?
    private var fallbacks: [ObjectIdentifier] = []
    private var language: String?
    /// The answers, which the memo keeps alive.
    var answers: [UInt32: Font] = [:]

    /// The cluster's scalar when it is one scalar, neither a space separator nor one
    /// that needs no glyph (their face depends on the face before them); nil otherwise.
    @inline(__always)
    static func memoizableScalar(of query: FontQuery) -> UInt32? {
        var iterator = query.codePoints.makeIterator()
        guard let scalar = iterator.next(), iterator.next() == nil, !_CharacterClass.isSpaceSeparator(scalar),
            !_CharacterClass.isIgnorableForCoverage(scalar)
        else { return nil }
        return scalar
    }

    /// Empties the memo when `attributes` choose faces differently from the last ones.
    @inline(__always)
    mutating func prepare(for attributes: TextAttributes) {
        let primary = ObjectIdentifier(attributes.font)
        if primary == font, language == attributes.language, fallbacks.count == attributes.fallbackFonts.count,
            zip(fallbacks, attributes.fallbackFonts).allSatisfy({ $0 == ObjectIdentifier($1) })
        {
            return
        }
        font = primary
        language = attributes.language
        fallbacks = attributes.fallbackFonts.map(ObjectIdentifier.init)
        answers.removeAll(keepingCapacity: true)
    }
}
