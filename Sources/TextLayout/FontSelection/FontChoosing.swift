/// How itemization asks for the face of each cluster without reference counting:
/// the answer is unretained and stays valid until the next question or until the
/// query's attributes change. Retaining a face for every cluster (an atomic operation
/// each time) costs more than the rest of the font choice.
///
/// The query is itemization's own, updated in place from cluster to cluster and lent
/// `inout`: passed by value, the 360-byte query (its ``TextAttributes``) was copied
/// for every cluster, even with `borrowing`. A chooser copies it only where it asks a
/// public ``FontSource``.
protocol FontChoosing {
    /// The face for `query`'s cluster (the run's primary font when the source has no
    /// answer). The chooser does not change the query.
    mutating func chooseFont(for query: inout FontQuery) -> Unmanaged<Font>
    /// The face for `query`'s cluster when it is not one printable ASCII character;
    /// sets the query's script first (``ItemizedRuns/script(of:in:)``), as the face
    /// may depend on it.
    mutating func chooseScriptAndFont(for query: inout FontQuery) -> Unmanaged<Font>
    /// Called before the first question and whenever the queries' attributes change.
    mutating func prepare(for attributes: TextAttributes)
    /// Called when itemization has asked about every cluster of a paragraph.
    mutating func finishParagraph()
    /// Whether ``chooseFont(for:)`` answers every printable ASCII character the primary
    /// font has (one code unit, one cluster) with the primary font when the current
    /// font is the primary font, the space too when the primary font has no color
    /// glyphs, and remembers nothing of such questions: itemization then skips asking
    /// (``CoveredASCII``).
    var answersPrimaryForCoveredASCII: Bool { get }
}

extension FontChoosing {
    /// The script from the cluster's code units, then the face.
    @inline(__always)
    mutating func chooseScriptAndFont(for query: inout FontQuery) -> Unmanaged<Font> {
        query.script = ItemizedRuns.script(of: query.range, in: query.text)
        return chooseFont(for: &query)
    }
}

extension FontChainSource: FontChoosing {
    /// Every face the chain answers with is one of the query's attributes' fonts, which
    /// the query keeps alive.
    @inline(__always)
    func chooseFont(for query: inout FontQuery) -> Unmanaged<Font> {
        if let fast = Self.fastAnswer(for: query) { return fast }
        return Unmanaged.passUnretained(Self.outlinedChainFont(for: &query))
    }

    /// The chain remembers nothing.
    func prepare(for attributes: TextAttributes) {}

    /// The chain remembers nothing.
    func finishParagraph() {}

    /// ``FontChainSource/fastAnswer(for:)`` answers them.
    var answersPrimaryForCoveredASCII: Bool { true }
}

/// Any other source: its answer is kept until the next question, so an answer that
/// nothing else holds (a face the source has just loaded) stays alive.
///
/// For a ``SystemFontSource``, the chooser also remembers the answer to each short
/// cluster (up to four UTF-16 code units) whose first scalar that needs a glyph is not
/// a space, under the current attributes: the system source answers such a cluster
/// from its code units and the attributes alone (itemization derives the query's
/// script from the same code units), so repeated characters, syllables and emoji skip
/// its lock, its caches and the emoji-presentation lookup. The memo starts from the
/// source's own (one lock per paragraph) and gives it back with what it learned, so
/// the steady state asks the source nothing. It remembers each cluster's script too
/// (a function of the same code units): a cluster it knows costs one probe of its
/// table, without decoding the cluster or looking its script up.
struct FontSourceChooser: FontChoosing {
    let source: any FontSource
    private var lastAnswer: Font?
    private let systemSource: SystemFontSource?
    private(set) var memo: ClusterMemo
    private var learned = false
    /// The system source's answer for an ASCII space after the face `after` (a color
    /// face or one without a space, which the fast answer does not keep), under the
    /// current attributes:
    /// the same for every such space of a paragraph (the answer depends on the cluster,
    /// the attributes and the current face only), so the source is asked once.
    private var spaceAnswer: (after: Font, font: Font)?

    init(_ source: any FontSource) {
        self.source = source
        systemSource = source as? SystemFontSource
        memo = systemSource?.clusterMemo ?? ClusterMemo()
    }

    /// The system source's answer for printable ASCII and spaces, inlined into the
    /// loop; anything else asks the memo or the source out of line.
    @inline(__always)
    mutating func chooseFont(for query: inout FontQuery) -> Unmanaged<Font> {
        if systemSource != nil, let fast = SystemFontSource.fastAnswer(for: query) { return fast }
        return chooseOutOfLine(for: &query)
    }

    /// The memo's script and face for a cluster it knows; otherwise the script from
    /// the code units, then the source's face (``SystemFontSource/fastAnswer(for:)``
    /// only answers printable ASCII, which itemization does not ask about here).
    /// The memo's probe is inlined into itemization's loop; the rest is out of line.
    @inline(__always)
    mutating func chooseScriptAndFont(for query: inout FontQuery) -> Unmanaged<Font> {
        if systemSource != nil, let cluster = ClusterMemo.packedUnits(of: query),
            let known = memo.answer(for: cluster)
        {
            query.script = known.script
            return known.font
        }
        return chooseScriptAndFontOutOfLine(for: &query)
    }

    /// The script from the code units, then the memo's or the source's face.
    @inline(never)
    private mutating func chooseScriptAndFontOutOfLine(for query: inout FontQuery) -> Unmanaged<Font> {
        query.script = ItemizedRuns.script(of: query.range, in: query.text)
        return chooseOutOfLine(for: &query)
    }

    /// The memo's answer, else the source's.
    @inline(never)
    private mutating func chooseOutOfLine(for query: inout FontQuery) -> Unmanaged<Font> {
        if let systemSource, query.range.count == 1, query.text[query.range.lowerBound] == 0x20,
            let current = query.currentFont
        {
            if let spaceAnswer, spaceAnswer.after === current { return Unmanaged.passUnretained(spaceAnswer.font) }
            let font = systemSource.font(for: query) ?? query.attributes.font
            spaceAnswer = (current, font)
            return Unmanaged.passUnretained(font)
        }
        guard let systemSource, let cluster = ClusterMemo.key(of: query) else {
            let font = source.font(for: query) ?? query.attributes.font
            lastAnswer = font
            return Unmanaged.passUnretained(font)
        }
        if let known = memo.answer(for: cluster) { return known.font }
        let font = systemSource.font(for: query) ?? query.attributes.font
        memo.insert(font, script: query.script, for: cluster)
        learned = true
        return Unmanaged.passUnretained(font)
    }

    /// Empties the memo when `attributes` choose faces differently from the ones it
    /// answered for.
    mutating func prepare(for attributes: TextAttributes) {
        if systemSource != nil { memo.prepare(for: attributes) }
        spaceAnswer = nil
    }

    /// The system source's ``SystemFontSource/fastAnswer(for:)`` answers them; any
    /// other source is asked.
    var answersPrimaryForCoveredASCII: Bool { systemSource != nil }

    /// Gives the memo back to the system source when it learned something.
    mutating func finishParagraph() {
        guard learned, let systemSource else { return }
        systemSource.clusterMemo = memo
        learned = false
    }
}

/// Answers to short clusters, for the attributes they were asked under (the memo
/// empties itself when the attributes' fonts or language change), with each
/// cluster's script. It keeps the faces it compares with and its answers alive, so an
/// identity is never reused while it is in the memo.
///
/// A small open-addressing table (linear probing, a multiplicative hash of the packed
/// code units; 0 marks an empty slot, which no cluster packs to): a lookup is a few
/// instructions and no reference counting, where a `Dictionary` hashes with SipHash and
/// retains its answer.
struct ClusterMemo: Sendable {
    private var primary: Font?
    private var fallbacks: [Font] = []
    private var language: String?
    /// The faces answered, each once; slots refer to them by index.
    private var faces: [Font] = []
    private var keys = [UInt64](repeating: 0, count: Self.initialSlots)
    /// Per slot, the answer's script (its raw value) shifted left by 8 bits, and the
    /// index of its face in the low 8 bits.
    private var values = [UInt64](repeating: 0, count: Self.initialSlots)
    /// The number of answers held.
    private(set) var count = 0
    /// The most answers a memo holds before it starts again.
    static let capacity = 4_096
    static let initialSlots = 64

    /// The cluster's code units packed into one number (one to four units, none of them
    /// zero, so different clusters give different, nonzero numbers), when the cluster's
    /// first scalar that needs a glyph exists and is not a space separator (otherwise
    /// its face depends on the face before it); nil otherwise.
    @inline(__always)
    static func key(of query: borrowing FontQuery) -> UInt64? {
        guard let packed = packedUnits(of: query),
            let first = FontChainSource.firstCountedCodePoint(in: query.text, range: query.range),
            !CharacterClass.isSpaceSeparator(first)
        else { return nil }
        return packed
    }

    /// The cluster's code units packed into one number, when it has one to four units
    /// and none is zero. The memo holds only keys (``key(of:)``), so a packed cluster
    /// it finds is a key.
    @inline(__always)
    static func packedUnits(of query: borrowing FontQuery) -> UInt64? {
        let range = query.range
        guard range.count <= 4 else { return nil }
        var packed: UInt64 = 0
        for index in range {
            let unit = query.text[index]
            guard unit != 0 else { return nil }
            packed = packed << 16 | UInt64(unit)
        }
        return packed
    }

    /// Empties the memo when `attributes` choose faces differently from the last ones.
    @inline(__always)
    mutating func prepare(for attributes: TextAttributes) {
        if primary === attributes.font, language == attributes.language,
            fallbacks.count == attributes.fallbackFonts.count,
            zip(fallbacks, attributes.fallbackFonts).allSatisfy({ $0 === $1 })
        {
            return
        }
        primary = attributes.font
        language = attributes.language
        fallbacks = attributes.fallbackFonts
        removeAll()
    }

    /// The face remembered for `cluster` (unretained: the memo holds it) and the
    /// cluster's script.
    @inline(__always)
    func answer(for cluster: UInt64) -> (font: Unmanaged<Font>, script: Script)? {
        let mask = keys.count - 1
        var slot = Self.slot(of: cluster, mask: mask)
        while true {
            let key = keys[slot]
            if key == cluster {
                let value = values[slot]
                return (
                    Unmanaged.passUnretained(faces[Int(truncatingIfNeeded: value & 0xFF)]),
                    Script(rawValue: UInt32(truncatingIfNeeded: value >> 8))
                )
            }
            if key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Remembers `font` and `script` for `cluster`, starting again when the memo is
    /// full (or has seen 256 different faces).
    mutating func insert(_ font: Font, script: Script, for cluster: UInt64) {
        if count >= Self.capacity || (faces.count > Int(UInt8.max) && !faces.contains { $0 === font }) { removeAll() }
        let faceIndex: Int
        if let known = faces.firstIndex(where: { $0 === font }) {
            faceIndex = known
        } else {
            faceIndex = faces.count
            faces.append(font)
        }
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Self.slot(of: cluster, mask: mask)
        while keys[slot] != 0 && keys[slot] != cluster { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = cluster
        values[slot] = UInt64(script.rawValue) << 8 | UInt64(faceIndex)
    }

    @inline(__always)
    private static func slot(of cluster: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (cluster &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Doubles the table, placing every answer again.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: 2 * oldKeys.count)
        values = [UInt64](repeating: 0, count: 2 * oldKeys.count)
        let mask = keys.count - 1
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            var slot = Self.slot(of: key, mask: mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
        }
    }

    private mutating func removeAll() {
        faces.removeAll()
        keys = [UInt64](repeating: 0, count: Self.initialSlots)
        values = [UInt64](repeating: 0, count: Self.initialSlots)
        count = 0
    }
}
