import CHarfBuzz

/// ``ShapingOptions`` as HarfBuzz takes them (script, language and feature tags
/// looked up), converted once for every run shaped with them.
struct HarfBuzzSettings {
    var rightToLeft: Bool
    var script: hb_script_t?
    var language: hb_language_t?
    var features: [hb_feature_t]

    init(_ options: ShapingOptions) {
        rightToLeft = options.direction == .rightToLeft
        script = options.script.map { hb_script_from_iso15924_tag(HarfBuzzSetup.tag($0)) }
        language = options.language.map { hb_language_from_string($0, Int32($0.utf8.count)) }
        features = options.features.map(HarfBuzzSetup.feature)
    }
}
