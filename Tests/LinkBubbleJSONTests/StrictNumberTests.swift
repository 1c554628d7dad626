import Testing

@testable import LinkBubbleJSON

/// The one strict number reading of the JSON reader and the rects parser.
@Suite struct StrictNumberTests {
    @Test(arguments: [
        ("0", StrictNumber.Reading.number(0)), ("-0.5", .number(-0.5)), ("12e-1", .number(1.2)), ("1E+2", .number(100)),
        ("1e400", .outOfRange), ("-1e400", .outOfRange), ("inf", .nonFiniteWord), ("NaN", .nonFiniteWord),
        ("01", .notANumber), ("1.", .notANumber), (".5", .notANumber), ("+1", .notANumber), ("1e", .notANumber),
        ("0x10", .notANumber), ("1e5x", .notANumber),
    ])
    func tokensReadAsJSONsGrammarSays(token: String, reading: StrictNumber.Reading) {
        #expect(StrictNumber.read(token) == reading)
    }

    /// A token is a number's bytes, and with letters a whole word, so that errors quote it.
    @Test func tokensEndWhereANumberCannotGoOn() {
        let bytes = Array("-1.5e+3x, NaN]".utf8)
        #expect(StrictNumber.tokenEnd(in: bytes, from: 0, includingLetters: false) == 7)
        #expect(StrictNumber.tokenEnd(in: bytes, from: 0, includingLetters: true) == 8)
        #expect(StrictNumber.tokenEnd(in: bytes, from: 10, includingLetters: true) == 13)
    }
}
