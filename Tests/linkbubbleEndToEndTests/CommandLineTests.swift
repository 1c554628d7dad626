import Testing

@Suite struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try runTool(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "0.1.0\n")
        let help = try runTool(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: linkbubble <subcommand>"))
        #expect(help.standardOutput.contains("demo"))
    }

    @Test func unknownArgumentsFailWithAClearError() throws {
        let result = try runTool(["--frobnicate"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Unknown option '--frobnicate'"))
        let subcommand = try runTool(["frobnicate"])
        #expect(subcommand.status != 0)
        #expect(subcommand.standardError.contains("Unexpected argument 'frobnicate'"))
    }

    @Test func demoReportsRealShapingFacts() throws {
        let result = try runTool(["demo"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("Shaped: 72 UTF-16 units -> 68 glyphs, 540.78 px wide"))
        #expect(lines.contains("Ligatures: \"ffl\" at 10..<13, \"ffi\" at 47..<50"))
        #expect(lines.contains("Line-break opportunities (UAX #14, ICU): 5 9 17 23 26 34 46 53 58 65 72"))
        #expect(lines.last == "Bidi runs of \"The word سلام means peace.\" (UAX #9, ICU): LTR \"The word \", RTL \"سلام\", LTR \" means peace.\"")
    }

    @Test func demoRejectsABadSize() throws {
        for bad in ["-3", "nan", "inf", "abc"] {
            let result = try runTool(["demo", "--size", bad])
            #expect(result.status != 0, "size \(bad)")
            #expect(result.standardError.split(separator: "\n").count == 1, "size \(bad): one line")
            #expect(result.standardError.hasPrefix("linkbubble: error: "))
        }
    }
}
