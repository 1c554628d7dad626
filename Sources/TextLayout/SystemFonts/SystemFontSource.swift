import InternalUtilities

/// A ``FontSource`` that adds the system's fonts, found through fontconfig, after
/// each run's explicit font chain: fallback for every script, and color emoji.
///
/// For each grapheme cluster (see <doc:SystemFontsAndFallback> for the details), a
/// space keeps the face before it when that face has it and is not a color (emoji)
/// face; otherwise:
/// 1. the run's explicit chain, as ``FontChainSource/coveringFont(for:)`` answers,
///    with color faces first for a cluster that asks for emoji presentation
///    (``EmojiPresentation``) and before that the system's color faces;
/// 2. else fontconfig's sorted fallback for the primary font's family, weight and
///    slant and the run's language (or the script's usual language), the first face
///    that covers every scalar of the cluster;
/// 3. else the chain's answer (whose missing-glyph box then shows).
///
/// Answers are cached: the sorted list per pattern and language, the face per
/// pattern, language and cluster, and each face file is loaded once per source. A
/// second layout of similar text makes no fontconfig call, and layouts remember the
/// answers to short clusters (read and written back once per paragraph). The caches
/// are bounded and keep no primary font alive: fonts made from bytes and laid out one
/// after another are freed as they go.
///
/// ## Threading
/// A source may be shared by any number of threads and layouts: its caches are
/// guarded by one lock, held only while it looks up or fills them, and while it opens
/// a fallback face for the first time (fontconfig is only called under that lock).
///
/// ## Output that must not depend on the machine
/// Pass ``FontSource/fontChain`` to layout instead: the explicit chain alone
/// gives the same output on every machine.
public final class SystemFontSource: FontSource, @unchecked Sendable {
    let state: PthreadMutex<SystemFontState>

    /// Loads a fontconfig configuration and its fonts.
    ///
    /// - Parameter configurationFile: A fontconfig file (`fonts.conf` format) that
    ///   lists the fonts to use, alone; nil loads the configuration every fontconfig
    ///   program loads (the file named by `FONTCONFIG_FILE`, else the system's, with
    ///   the user's own settings).
    /// - Throws: ``TextLayoutError/fileNotFound(path:)`` when the file does not
    ///   exist; ``TextLayoutError/fontConfigurationFailed(file:reason:)`` when
    ///   fontconfig cannot parse it or scan its fonts.
    public init(configurationFile: String? = nil) throws(TextLayoutError) {
        let configuration = try FontconfigConfiguration(file: configurationFile)
        state = PthreadMutex(SystemFontState(configuration: configuration))
    }

    /// A source that loads the configuration every fontconfig program loads when a
    /// question first needs it (a source without system fonts if that fails).
    package init(deferringConfiguration: Void) {
        state = PthreadMutex(SystemFontState(deferringConfiguration: ()))
    }

    /// The process-wide source of the system's fonts, with the configuration every
    /// fontconfig program loads, kept for the life of the process: layout's default
    /// (``LayoutManager/init(text:container:cache:fontSource:)``).
    ///
    /// This is LinkBubble's one process-wide object, as fontconfig's configuration is
    /// process-wide itself. It loads that configuration (several milliseconds: the
    /// configuration files and the font cache) only when a question first needs it:
    /// a family, the list of families, or a cluster that the run's own fonts do not
    /// draw. Text that the bundled or named fonts draw whole never loads it. It never
    /// fails: when fontconfig cannot load its configuration, the source has no system
    /// fonts and answers as ``FontChainSource`` does.
    public static var shared: SystemFontSource { _sharedSystemFontSource }

    /// The face of family `family` closest to a weight, width and slant, from the
    /// system's fonts (cached: asking again gives the same `Font`).
    ///
    /// The family name is compared without regard to case or spaces. Generic names
    /// ("sans-serif", "serif", "monospace", "emoji") and aliases of the configuration
    /// (such as "Arial" for "Liberation Sans") give the face fontconfig maps them to.
    ///
    /// - Throws: ``TextLayoutError/familyNotFound(family:)`` when no installed family
    ///   has the name (fontconfig would otherwise answer with its default family),
    ///   and the errors of ``Font/init(contentsOfFile:faceIndex:)`` when the matched
    ///   face cannot be loaded.
    public func font(
        family: String, weight: FontWeight = .regular, width: FontWidth = .normal, slant: FontSlant = .upright
    ) throws(TextLayoutError) -> Font {
        let request = FontPattern(family: family, weight: weight, width: width, slant: slant)
        let matched = state.withLock { state in state.configuration?.match(request) }
        guard let matched, matched.answersRequest else { throw .familyNotFound(family: family) }
        return try font(contentsOfFile: matched.face.path, faceIndex: matched.face.index)
    }

    /// The names of the installed font families, sorted and unique; with a
    /// language (a BCP 47 tag such as "ja" or "zh-TW"), only families with a face
    /// that supports it (as fontconfig's language coverage says).
    public func familyNames(language: String? = nil) -> [String] {
        state.withLock { state in
            state.configuration?.familyNames(language: language.map(FontPattern.fontconfigLanguage)) ?? []
        }
    }

    /// Face `faceIndex` of a font file, loaded once per source and then shared: the
    /// same path and index give the same `Font` (faces in TTC and OTC collections
    /// have indices from 0).
    ///
    /// - Throws: the errors of ``Font/init(contentsOfFile:faceIndex:)``; a failed
    ///   load is not cached.
    public func font(contentsOfFile path: String, faceIndex: Int) throws(TextLayoutError) -> Font {
        let address = FaceAddress(path: path, index: faceIndex)
        if let loaded = state.withLock({ $0.fonts[address] }) { return loaded }
        // Loaded outside the lock: FreeType opening a file can take a while.
        let font = try Font(contentsOfFile: path, faceIndex: faceIndex)
        return state.withLock { state in
            if let earlier = state.fonts[address] { return earlier }
            state.fonts[address] = font
            return font
        }
    }

    /// The answers layouts remember for short clusters: read when a paragraph's
    /// itemization starts and written back when it learned something (the last
    /// writer's memo stays; any of them is correct).
    var clusterMemo: ClusterMemo {
        get { state.withLock { $0.clusterMemo } }
        set { state.withLock { $0.clusterMemo = newValue } }
    }

    /// How many questions (match, sort, list) this source has asked fontconfig; for
    /// tests that check the caches.
    package var fontconfigCallCount: Int { state.withLock { $0.fontconfigCallCount } }

    /// Why fontconfig's configuration failed to load, if it did: the process-wide source
    /// loads it when a question first needs a system font, and from then on answers as a
    /// source without system fonts. A tool can report this once (the `linkbubble` CLI
    /// prints it as a warning) instead of leaving text in missing glyphs unexplained.
    public var configurationError: TextLayoutError? { state.withLock { $0.configurationError } }

    /// Whether this source has loaded its fontconfig configuration (always true but
    /// for ``shared`` before its first question); for tests.
    package var isConfigurationLoaded: Bool { state.withLock { $0.isConfigurationLoaded } }
}

/// The process-wide system source (see ``SystemFontSource/shared``): an immutable
/// reference created on first use.
private let _sharedSystemFontSource = SystemFontSource(deferringConfiguration: ())

extension FontSource where Self == SystemFontSource {
    /// The system's fonts after each run's explicit chain: ``SystemFontSource/shared``.
    public static var system: SystemFontSource { SystemFontSource.shared }
}
