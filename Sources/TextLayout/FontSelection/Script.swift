import CHarfBuzz

/// A Unicode script (UAX #24), named by its ISO 15924 code, such as "Latn" or "Arab".
///
/// The raw value packs the four letters big-endian into 32 bits, as OpenType and
/// HarfBuzz tags do ("Latn" is 0x4C61_746E).
public struct Script: RawRepresentable, Hashable, Sendable {
    /// The ISO 15924 code packed into 32 bits.
    public var rawValue: UInt32

    /// Creates a script from a packed ISO 15924 code.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates a script from its four-letter ISO 15924 code, such as "Latn" (any
    /// letter case: "latn" is the same script); nil when `code` is not four ASCII
    /// letters.
    public init?(iso15924 code: String) {
        let bytes = Array(code.utf8)
        guard bytes.count == 4, bytes.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else { return nil }
        // The canonical form: a capital, then small letters.
        let canonical = [bytes[0] & ~0x20, bytes[1] | 0x20, bytes[2] | 0x20, bytes[3] | 0x20]
        rawValue = canonical.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The script of a Unicode scalar value (Unicode's Script property, by HarfBuzz).
    public init(of scalar: Unicode.Scalar) { self.init(ofScalarValue: scalar.value) }

    /// The script of a code point given as a number (an unpaired surrogate is unknown).
    init(ofScalarValue value: UInt32) {
        rawValue = hb_unicode_script(hb_unicode_funcs_get_default(), value).rawValue
    }

    /// The four-letter ISO 15924 code, such as "Latn".
    public var iso15924: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> $0) }, as: UTF8.self)
    }

    /// Whether characters of this script take the script of the text around them:
    /// common (spaces, punctuation, digits), inherited (combining marks) or unknown.
    public var isShared: Bool { self == .common || self == .inherited || self == .unknown }

    /// Characters used by several scripts: spaces, punctuation, digits ("Zyyy").
    public static let common = Script(rawValue: 0x5A79_7979)
    /// Marks that take the script of their base character ("Zinh").
    public static let inherited = Script(rawValue: 0x5A69_6E68)
    /// Unassigned code points and unpaired surrogates ("Zzzz").
    public static let unknown = Script(rawValue: 0x5A7A_7A7A)
    /// Latin ("Latn").
    public static let latin = Script(rawValue: 0x4C61_746E)
    /// Arabic ("Arab").
    public static let arabic = Script(rawValue: 0x4172_6162)
    /// Hebrew ("Hebr").
    public static let hebrew = Script(rawValue: 0x4865_6272)

    /// The HarfBuzz script value (HarfBuzz's scripts are the same packed tags).
    var harfBuzz: hb_script_t { hb_script_t(rawValue: rawValue) }
}

extension Script: CustomStringConvertible {
    /// The ISO 15924 code.
    public var description: String { iso15924 }
}
