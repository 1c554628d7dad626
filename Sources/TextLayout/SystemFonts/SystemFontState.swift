/// What a ``SystemFontSource`` keeps behind its lock: the fontconfig configuration
/// and the caches that spare it questions.
struct SystemFontState {
    /// The configuration as loaded so far.
    private var loading: ConfigurationLoading

    /// The fontconfig configuration, loaded now if it was deferred; nil for a source
    /// without system fonts (or whose deferred configuration failed to load).
    var configuration: FontconfigConfiguration? {
        mutating get {
            switch loading {
            case .loaded(let configuration):
                return configuration
            case .deferred:
                do {
                    let configuration = try FontconfigConfiguration(file: nil)
                    loading = .loaded(configuration)
                    return configuration
                } catch {
                    loading = .loaded(nil)
                    configurationError = error
                    return nil
                }
            }
        }
    }

    /// Why the deferred configuration failed to load, once a question needed it: the
    /// source then answers as one without system fonts.
    private(set) var configurationError: TextLayoutError?

    /// Whether the configuration is loaded (or the source has none): false while a
    /// deferred one has not been needed yet.
    var isConfigurationLoaded: Bool {
        if case .loaded = loading { return true }
        return false
    }

    /// How many questions the configuration has been asked, without loading it.
    var fontconfigCallCount: Int {
        if case .loaded(let configuration) = loading { return configuration?.callCount ?? 0 }
        return 0
    }

    /// fontconfig's sorted fallback faces, per pattern (family, style, language,
    /// color); emptied (with the font sets the configuration keeps for them) when it
    /// reaches ``maximumSortedPatterns``.
    var sortedFaces: [FontPattern: [FallbackFace]] = [:]
    /// The most patterns whose sorted faces are kept: a pattern names the primary
    /// font's family, and fonts made from bytes can have any family name.
    static let maximumSortedPatterns = 256
    /// The fallback answer per pattern and cluster (nil: no system face covers it);
    /// emptied when it reaches ``maximumAnswers``.
    var answers: [FallbackKey: Font?] = [:]
    /// The most answers kept: clusters of many scalars (a base and its marks) are
    /// unbounded in number, so the cache starts afresh past this many (about 5 MB).
    static let maximumAnswers = 1 << 16
    /// Every face loaded, per file and index.
    var fonts: [FaceAddress: Font] = [:]
    /// Faces of sorted lists that failed to load (bitmap-only faces, broken files):
    /// skipped from then on.
    var unusableFaces: Set<FaceAddress> = []
    /// What layouts learned about short clusters (see ``FontSourceChooser``).
    var clusterMemo = ClusterMemo()

    /// A state with `configuration` (nil: no system fonts).
    init(configuration: FontconfigConfiguration?) { loading = .loaded(configuration) }

    /// A state whose configuration, the one every fontconfig program loads, is
    /// loaded when a question first needs it.
    init(deferringConfiguration: Void) { loading = .deferred }
}

/// Whether a source's configuration is loaded: a configuration (nil for none) or
/// not yet (the process-wide source loads fontconfig's on first use).
enum ConfigurationLoading {
    case loaded(FontconfigConfiguration?)
    case deferred
}

/// The key of one cached fallback answer: the pattern and the cluster's counted
/// scalars.
struct FallbackKey: Hashable {
    var pattern: FontPattern
    var scalars: ClusterScalars
    /// Whether faces without color come first (text presentation).
    var prefersText: Bool
}

/// The scalars of a cluster that need a glyph (see
/// ``FontChainSource/firstCountedCodePoint(of:)``), the first four inline: building
/// and hashing the key of a cluster allocates nothing unless it has more.
struct ClusterScalars: Hashable {
    private(set) var count = 0
    private var inline: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    private var overflow: [UInt32] = []

    /// The counted scalars of a query's cluster.
    init(_ query: FontQuery) {
        for scalar in query.codePoints where !CharacterClass.isIgnorableForCoverage(scalar) {
            switch count {
            case 0: inline.0 = scalar
            case 1: inline.1 = scalar
            case 2: inline.2 = scalar
            case 3: inline.3 = scalar
            default: overflow.append(scalar)
            }
            count += 1
        }
    }

    /// Whether every scalar satisfies `predicate`.
    func allSatisfy(_ predicate: (UInt32) -> Bool) -> Bool {
        if count > 0, !predicate(inline.0) { return false }
        if count > 1, !predicate(inline.1) { return false }
        if count > 2, !predicate(inline.2) { return false }
        if count > 3, !predicate(inline.3) { return false }
        return overflow.allSatisfy(predicate)
    }

    static func == (lhs: ClusterScalars, rhs: ClusterScalars) -> Bool {
        lhs.count == rhs.count && lhs.inline == rhs.inline && lhs.overflow == rhs.overflow
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(inline.0)
        hasher.combine(inline.1)
        hasher.combine(inline.2)
        hasher.combine(inline.3)
        if count > 4 { hasher.combine(overflow) }
    }
}
