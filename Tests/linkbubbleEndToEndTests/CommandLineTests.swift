import Testing

@Suite struct CommandLineTests {
    @Test func unknownArgumentsFailWithAClearError() throws {
        try assertCommandFails(["--frobnicate"], message: "Unknown option '--frobnicate'")
        try assertCommandFails(["frobnicate"], message: "Unexpected argument 'frobnicate'")
    }

    @Test func demoReportsRealShapingFacts() throws {
        try assertExecuteCommand(["demo"], expected: """
            Text: Read the offline guide at https://example.com/affine-docs before Friday.
            Link: https://example.com/affine-docs (UTF-16 26..<57)
            Font: Noto Sans Regular (bundled NotoSans-Regular.ttf), 16 px, 1000 units per em
            Shaped: 72 UTF-16 units -> 68 glyphs, 540.78 px wide
            Ligatures: "ffl" at 10..<13, "ffi" at 47..<50
            Link glyphs: 29, from x = 188.61 to x = 433.44
            Line-break opportunities (UAX #14, ICU): 5 9 17 23 26 34 46 53 58 65 72
            Bidi runs of "The word سلام means peace." (UAX #9, ICU): LTR "The word ", RTL "سلام", LTR " means peace."

            """)
    }

    @Test(arguments: [
        // A value starting with a minus sign reads as an option unless given with '='.
        ("-3", "Missing value for '--size <size>'"),
        ("nan", "--size must be a finite number above 0, not nan"),
        ("inf", "--size must be a finite number above 0, not inf"),
        ("abc", "The value 'abc' is invalid for '--size <size>': expected a number"),
    ])
    func demoRejectsABadSize(size: String, message: String) throws {
        try assertCommandFails(["demo", "--size", size], message: message)
    }
}
