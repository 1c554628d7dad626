/// What a ``SystemFontSource`` keeps behind its lock: the fontconfig configuration
/// and the caches that spare it questions.
struct _SystemFontState {
    /// nil for a source without system fonts.
    let configuration: _FontconfigConfiguration?
    /// fontconfig's sorted fallback faces, per pattern (family, style, language,
    /// color).
    var sortedFaces: [_FontPattern: [_FallbackFace]] = [:]
    /// The fallback answer per pattern and cluster (nil: no system face covers it).
    var answers: [_FallbackKey: Font?] = [:]
    /// Every face loaded, per file and index.
    var fonts: [_FaceAddress: Font] = [:]
    /// Faces of sorted lists that failed to load (bitmap-only faces, broken files):
    /// skipped from then on.
    var unusableFaces: Set<_FaceAddress> = []
    /// The fontconfig style of each primary font asked about, kept with the font so
    /// that its identity stays valid.
    var styles: [ObjectIdentifier: (font: Font, pattern: _FontPattern)] = [:]

    init(configuration: _FontconfigConfiguration?) { self.configuration = configuration }
}

/// The key of one cached fallback answer: the pattern and the cluster's counted
/// scalars (most clusters have one, so `otherScalars` is usually empty and costs
/// no allocation).
struct _FallbackKey: Hashable {
    var pattern: _FontPattern
    var firstScalar: UInt32
    var otherScalars: [UInt32]
    /// Whether faces without color come first (text presentation).
    var prefersText: Bool
}
