/// The direction in which a run of text is shaped and laid out.
public enum TextDirection: Hashable, Sendable {
    /// Left to right, as Latin text.
    case leftToRight
    /// Right to left, as Arabic and Hebrew text.
    case rightToLeft
}

/// An OpenType feature setting, such as `liga` off or `tnum` on.
public struct FontFeature: Hashable, Sendable {
    /// The four-character feature tag, such as "liga", "kern" or "tnum".
    public var tag: String
    /// The feature's value: 0 turns it off, 1 turns it on, larger values pick alternates.
    public var value: UInt32

    /// Creates a feature setting. Tags shorter than four characters are padded with spaces.
    public init(_ tag: String, _ value: UInt32 = 1) {
        self.tag = tag
        self.value = value
    }
}

/// How HarfBuzz shapes a run: its direction, script, language and features.
public struct ShapingOptions: Hashable, Sendable {
    /// The run's direction.
    public var direction: TextDirection
    /// The ISO 15924 script tag, such as "Latn" or "Arab"; nil lets HarfBuzz guess.
    public var script: String?
    /// The BCP 47 language tag, such as "en" or "ar"; nil means none.
    public var language: String?
    /// OpenType features to set, applied to the whole run.
    public var features: [FontFeature]

    /// Creates shaping options.
    public init(
        direction: TextDirection = .leftToRight, script: String? = nil, language: String? = nil,
        features: [FontFeature] = []
    ) {
        self.direction = direction
        self.script = script
        self.language = language
        self.features = features
    }
}
