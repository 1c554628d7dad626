import Testing

@Suite struct RectsCommandTests {
    static let text = "Read the guide at https://example.com/docs/link-previews before Friday."
    static let base = ["rects", "--precision", "6", "--width", "200", "--text", text, "--link", "18:55=https://example.com"]

    /// The link's two lines as `rects` prints them, with the given first rect.
    static func linkOverTwoLines(firstRect: String) -> String {
        """
        {"characterRange":[18,55],"glyphRange":[18,55],\
        "rects":[\(firstRect),[5,43.584,131.024,21.792]],\
        "lines":[{"characterRange":[18,38],"glyphRange":[18,38],"rect":[0,21.792,200,21.792],"usedRect":[5,21.792,161.792,21.792],"baseline":38.896,"hardBreak":false},\
        {"characterRange":[38,57],"glyphRange":[38,57],"rect":[0,43.584,200,21.792],"usedRect":[5,43.584,138.688,21.792],"baseline":60.688,"hardBreak":false}],\
        "link":"https://example.com"}

        """
    }

    @Test func rectsOfALinkOverTwoLines() throws {
        try assertExecuteCommand(
            Self.base + ["--range", "18:55"], expected: Self.linkOverTwoLines(firstRect: "[5,21.792,161.792,21.792]"))
    }

    @Test func theLinkUnderAPoint() throws {
        // The whole link's range, as --range 18:55 gives it.
        try assertExecuteCommand(
            Self.base + ["--at", "50,30"], expected: Self.linkOverTwoLines(firstRect: "[5,21.792,161.792,21.792]"))
        try assertExecuteCommand(
            Self.base + ["--at", "10,10"],
            expected: #"{"characterRange":null,"glyphRange":null,"rects":[],"lines":[],"link":null}"# + "\n")
    }

    /// Issue 11's Hebrew example: glyph indices follow the characters, so the link
    /// 5..<18 maps to glyphs 5..<18 and its first rect is "עולם" alone (33.6 px), not
    /// the whole first line (73.552 px).
    @Test func glyphRangesFollowTheCharactersInHebrew() throws {
        try assertExecuteCommand(
            ["rects", "--precision", "6", "--system-fonts", "off", "--width", "80", "--padding", "0", "--text", "שלום עולם מה שלומך היום",
             "--range", "5:18"],
            expected: #"{"characterRange":[5,18],"glyphRange":[5,18],"rects":[[6.448,0,33.6,21.76],[10.96,21.76,69.04,21.76]],"#
                + #""lines":[{"characterRange":[0,10],"glyphRange":[0,10],"rect":[0,0,80,21.76],"usedRect":[6.448,0,73.552,21.76],"baseline":17.088,"hardBreak":false},"#
                + #"{"characterRange":[10,19],"glyphRange":[10,19],"rect":[0,21.76,80,21.76],"usedRect":[10.96,21.76,69.04,21.76],"baseline":38.848,"hardBreak":false}],"link":null}"#
                + "\n")
    }

    @Test func widthAndHeightStyles() throws {
        // The first line's rect extends to the line's edge (200 less the padding of 5).
        try assertExecuteCommand(
            Self.base + ["--range", "18:55", "--width-style", "extend", "--height-style", "tight"],
            expected: Self.linkOverTwoLines(firstRect: "[5,21.792,195,21.792]"))
    }

    @Test(arguments: [
        (["--range", "5:500"], "--range 5:500 is out of bounds for a text of 71 utf16 units"),
        (["--range", "9:5"], "--range 9:5 is not a range (START must be 0 or more and at most END)"),
        (["--range", "abc"], "The value 'abc' is invalid for '--range <range>': expected START:END"),
        (["--range", "1:2", "--at", "1,1"], "give exactly one of --range and --at"),
        (["--at", "nan,1"], "The value 'nan,1' is invalid for '--at <at>': expected X,Y"),
        (["--range", "1:2", "--height-style", "huge"], "The value 'huge' is invalid for '--height-style <height-style>': Please provide one of 'line', 'tight', 'max', 'spacing-top', 'spacing-middle', 'spacing-bottom' or 'strut'."),
        (["--range", "1:2", "--strut-size=-4"], "--strut-size must be a finite number of at least 0, not -4.0"),
        (["--range", "1:2", "--force-strut-height"], "--force-strut-height needs --strut-size"),
    ])
    func badInputIsAOneLineError(extra: [String], message: String) throws {
        try assertCommandFails(["rects", "--text", Self.text] + extra, message: message)
    }

    @Test func scalarUnits() throws {
        // The emoji is one scalar: scalars 2..<6 are "link". The emoji comes from Noto Color
        // Emoji (19.921875 px), the space after it from Noto Sans (4.16 px: a space does not
        // keep a color face), so "link" starts at 5 + 19.921875 + 4.16.
        try assertExecuteCommand(
            ["rects", "--precision", "6", "--units", "scalars", "--text", "😀 link here", "--link", "2:6=x", "--range", "2:6"], expected: """
            {"characterRange":[2,6],"glyphRange":[2,6],"rects":[[29.081875,0,26.688,21.792]],\
            "lines":[{"characterRange":[0,11],"glyphRange":[0,11],"rect":[0,0,300,21.792],"usedRect":[5,0,89.153875,21.792],"baseline":17.104,"hardBreak":false}],\
            "link":"x"}

            """)
    }
}
