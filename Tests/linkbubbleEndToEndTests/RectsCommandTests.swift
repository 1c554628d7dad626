import Testing

@Suite struct RectsCommandTests {
    static let text = "Read the guide at https://example.com/docs/link-previews before Friday."
    static let base = ["rects", "--width", "200", "--text", text, "--link", "18:55=https://example.com"]

    @Test func rectsOfALinkOverTwoLines() throws {
        let result = try runTool(Self.base + ["--range", "18:55"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"characterRange":[18,55],"glyphRange":[18,55],\
            "rects":[[5,21.792,161.792,21.792],[5,43.584,131.024,21.792]],\
            "lines":[{"characterRange":[18,38],"glyphRange":[18,38],"rect":[0,21.792,200,21.792],"usedRect":[5,21.792,161.792,21.792],"baseline":38.896,"hardBreak":false},\
            {"characterRange":[38,57],"glyphRange":[38,57],"rect":[0,43.584,200,21.792],"usedRect":[5,43.584,138.688,21.792],"baseline":60.688,"hardBreak":false}],\
            "link":"https://example.com"}

            """)
    }

    @Test func theLinkUnderAPoint() throws {
        let hit = try runTool(Self.base + ["--at", "50,30"])
        #expect(hit.standardOutput.hasPrefix(#"{"characterRange":[18,55],"#))
        #expect(hit.standardOutput.hasSuffix(#""link":"https://example.com"}"# + "\n"))
        let miss = try runTool(Self.base + ["--at", "10,10"])
        #expect(miss.standardOutput == #"{"characterRange":null,"glyphRange":null,"rects":[],"lines":[],"link":null}"# + "\n")
    }

    @Test func widthAndHeightStyles() throws {
        let extended = try runTool(Self.base + ["--range", "18:55", "--width-style", "extend", "--height-style", "tight"])
        #expect(extended.status == 0)
        #expect(extended.standardOutput.contains(#""rects":[[5,21.792,195,21.792],"#), "extends to the line's edge")
    }

    @Test(arguments: [
        (["--range", "5:500"], "--range 5:500 is out of bounds for a text of 71 utf16 units"),
        (["--range", "9:5"], "--range 9:5 is not a range (START must be 0 or more and at most END)"),
        (["--range", "abc"], "The value 'abc' is invalid for '--range <range>'"),
        (["--range", "1:2", "--at", "1,1"], "give exactly one of --range and --at"),
        (["--at", "nan,1"], "The value 'nan,1' is invalid for '--at <at>'"),
        (["--range", "1:2", "--height-style", "huge"], "The value 'huge' is invalid for '--height-style <height-style>'. Please provide one of 'line', 'tight' or 'max'."),
    ])
    func badInputIsAOneLineError(extra: [String], message: String) throws {
        let result = try runTool(["rects", "--text", Self.text] + extra)
        #expect(result.status != 0)
        #expect(result.standardError == "linkbubble: error: \(message)\n")
    }

    @Test func scalarUnits() throws {
        let result = try runTool(["rects", "--units", "scalars", "--text", "😀 link here", "--link", "2:6=x", "--range", "2:6"])
        #expect(result.standardOutput.hasPrefix(#"{"characterRange":[2,6],"glyphRange":[2,6],"#))
        #expect(result.standardOutput.hasSuffix(#""link":"x"}"# + "\n"))
    }
}
