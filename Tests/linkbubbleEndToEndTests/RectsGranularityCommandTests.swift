import LinkBubbleTestSupport
import Testing

/// `rects --at X,Y --granularity word|line` (TextKit's double-click, Skia's
/// `getWordBoundary`), `--directions` (Skia's text boxes) and the line-spacing height
/// styles.
@Suite struct RectsGranularityCommandTests {
    let sentence = ["--text", "Read the guide at example.com now.", "--link", "18:29=https://example.com", "--precision", "6"]
    let line = #"{"characterRange":[0,34],"glyphRange":[0,34],"rect":[0,0,300,21.792],"usedRect":[5,0,276.928,21.792],"baseline":17.104,"hardBreak":false}"#

    @Test func theWordUnderThePoint() throws {
        try assertExecuteCommand(["rects", "--at", "60,10", "--granularity", "word"] + sentence, expected: """
            {"characterRange":[5,8],"glyphRange":[5,8],"rects":[[46.952,0,24.688,21.792]],"lines":[\(line)],"link":null}

            """)
    }

    /// ICU keeps "example.com" one word (a full stop between letters does not break
    /// it), and the word lies within the link, so the link is named.
    @Test func aWordInsideALinkNamesTheLink() throws {
        try assertExecuteCommand(["rects", "--at", "150,10", "--granularity", "word"] + sentence, expected: """
            {"characterRange":[18,29],"glyphRange":[18,29],"rects":[[141.592,0,100.704,21.792]],"lines":[\(line)],"link":"https://example.com"}

            """)
    }

    @Test func theLineUnderThePointClampsToTheLastLine() throws {
        try assertExecuteCommand(
            ["rects", "--at", "10,500", "--granularity", "line", "--width", "100", "--text", "Read the guide at example.com now.", "--precision", "6"],
            expected: """
                {"characterRange":[28,34],"glyphRange":[28,34],"rects":[[5,65.376,54.592,21.792]],"lines":[\
                {"characterRange":[28,34],"glyphRange":[28,34],"rect":[0,65.376,100,21.792],"usedRect":[5,65.376,54.592,21.792],"baseline":82.48,"hardBreak":false}\
                ],"link":null}

                """)
    }

    @Test func granularityNeedsAPoint() throws {
        try assertCommandFails(
            ["rects", "--range", "0:4", "--granularity", "word"] + sentence,
            message: "--granularity selects what is under --at; give --at X,Y instead of --range")
    }

    @Test func directionsSplitMixedText() throws {
        try assertExecuteCommand(
            ["rects", "--text", "abc שלום def", "--range", "0:12", "--directions", "--width", "500", "--precision", "6"],
            expected: """
                {"characterRange":[0,12],"glyphRange":[0,12],"rects":[[5,0,30.656,21.792],[35.656,0,35.632,21.792],[71.288,0,28.688,21.792]],\
                "directions":["ltr","rtl","ltr"],"lines":[\
                {"characterRange":[0,12],"glyphRange":[0,12],"rect":[0,0,500,21.792],"usedRect":[5,0,94.976,21.792],"baseline":17.104,"hardBreak":false}\
                ],"link":null}

                """)
    }

    /// Line height 1.5 and 4 px line spacing: three 36.688 px line fragments, each with
    /// 10.896 px above its 21.792 px of runs and 4 below; the rects tile.
    @Test(arguments: [
        ("spacing-top", "[[5,0,66.64,32.688],[5,32.688,61.632,36.688],[5,69.376,64.096,36.688]]"),
        ("spacing-middle", "[[5,0,66.64,40.136],[5,40.136,61.632,36.688],[5,76.824,64.096,33.24]]"),
        ("spacing-bottom", "[[5,10.896,66.64,36.688],[5,47.584,61.632,36.688],[5,84.272,64.096,25.792]]"),
    ])
    func lineSpacingHeightStyles(style: String, rects: String) throws {
        let result = try runCommand([
            "rects", "--text", "Read the guide at example", "--range", "0:25", "--width", "100", "--line-height", "1.5",
            "--line-spacing", "4", "--height-style", style, "--precision", "6",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""rects":\#(rects),"lines""#), "\(result.standardOutput)")
    }
}
