/// The strict reading of a JSON number that the strict passes of ``JSONReader`` and
/// ``RectsParser`` share: which bytes make up the token, and what the token is.
enum StrictNumber {
    /// What a token reads as.
    enum Reading: Equatable {
        /// A number by JSON's grammar, finite.
        case number(Double)
        /// A number by JSON's grammar beyond `Double`'s range (`1e400`).
        case outOfRange
        /// Not JSON, but a word `Double` reads as an infinity or NaN (`inf`, `nan`).
        case nonFiniteWord
        /// Not a number.
        case notANumber
    }

    /// The end of the token that starts at `start`: the bytes a JSON number is made of
    /// (digits, `.`, `e`, `E`, `+`, `-`), and every other ASCII letter too when
    /// `includingLetters` is true, so that a word is reported whole.
    static func tokenEnd(in bytes: [UInt8], from start: Int, includingLetters: Bool) -> Int {
        var end = start
        while end < bytes.count, isTokenByte(bytes[end], includingLetters: includingLetters) { end += 1 }
        return end
    }

    /// What `token` reads as.
    static func read<Token: StringProtocol>(_ token: Token) -> Reading {
        guard let value = Double(String(token)) else { return .notANumber }
        guard isNumber(token) else { return value.isFinite ? .notANumber : .nonFiniteWord }
        return value.isFinite ? .number(value) : .outOfRange
    }

    /// Whether `token` follows JSON's number grammar: `-`, integer digits without a
    /// leading zero, optional fraction and exponent.
    static func isNumber<Token: StringProtocol>(_ token: Token) -> Bool {
        var rest = Substring(token)
        if rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    private static func isTokenByte(_ byte: UInt8, includingLetters: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            includingLetters
        default:
            false
        }
    }
}
