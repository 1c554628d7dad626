import LinkBubbleCommandLine
import Testing

/// swift-argument-parser's time grows with the square of the number of arguments, so
/// the repeatable `--font`, `--family`, `--feature` and `--link` options are lifted out before parsing
/// (`LiftedOptions`): the parser sees the same few arguments however many there are,
/// which keeps parsing linear, and the command gets the same values in the same order.
@Suite struct LiftedOptionsTests {
    static let manyFeatures = ["layout", "--text", "Hello world", "--system-fonts", "off"]
        + (0..<10_000).flatMap { index in index.isMultiple(of: 2) ? ["--feature", "liga=0"] : ["--feature=kern"] }

    /// The parser's share does not grow with the options: 10,000 features leave it the
    /// four other arguments.
    @Test func theParserSeesTheSameArgumentsForAnyNumberOfFeatures() {
        let lifted = LiftedOptions(Self.manyFeatures)
        #expect(lifted.remaining == ["layout", "--text", "Hello world", "--system-fonts", "off"])
        #expect(lifted.values["--feature"]?.count == 10_000)
        #expect(lifted.values["--feature"]?.prefix(3) == ["liga=0", "kern", "liga=0"])
        #expect(LiftedOptions(["layout", "--family", "A", "--text", "x", "--family=B"]).values["--family"] == ["A", "B"])
    }

    /// 10,000 features parse and lay out as the two they repeat do.
    @Test func tenThousandFeaturesGiveWhatTwoGive() throws {
        let many = try runCommand(Self.manyFeatures)
        let two = try runCommand(Array(Self.manyFeatures.prefix(8)))
        #expect(many.status == ExitStatus.success)
        #expect(many.standardError == "")
        #expect(many.standardOutput == two.standardOutput)
    }

    /// What the parser would read otherwise stays with it: an option without a value
    /// (then none of that option is lifted, so its errors and order are the parser's),
    /// a value starting with `-` after a space, options before the subcommand's name or
    /// after `--`.
    @Test(arguments: [
        ["layout", "--feature", "liga", "--text", "x", "--feature"],
        ["layout", "--feature", "-x", "--feature=liga"],
        ["--feature", "liga", "layout"],
        ["layout", "--", "--feature", "liga"],
    ])
    func whatTheParserReadsOtherwiseIsLeftToIt(arguments: [String]) {
        let lifted = LiftedOptions(arguments)
        #expect(lifted.isEmpty)
        #expect(lifted.remaining == arguments)
    }

    /// 10,000 `--link` ranges on a 20,000-character text: the parser sees none of them,
    /// and the links are the ones a short command line marks.
    @Test func tenThousandLinksAreLiftedAndMarked() throws {
        let text = String(repeating: "ab", count: 10_000)
        let links = (0..<10_000).flatMap { ["--link", "\(2 * $0):\(2 * $0 + 1)=https://example.com/\($0)"] }
        let arguments = ["rects", "--text", text, "--range", "19998:19999"] + links
        let lifted = LiftedOptions(arguments)
        #expect(lifted.remaining == Array(arguments.prefix(5)))
        #expect(lifted.values["--link"]?.count == 10_000)
        let many = try runCommand(arguments)
        let one = try runCommand(Array(arguments.prefix(5)) + ["--link", "19998:19999=https://example.com/9999"])
        #expect(many.status == ExitStatus.success)
        #expect(many.standardOutput == one.standardOutput)
        #expect(many.standardOutput.contains("https://example.com/9999"))
    }

    /// A `--link` value the parser would refuse leaves every `--link` to it, so its
    /// message is the parser's; a command without `--link` still refuses it.
    @Test func linksThatDoNotParseOrDoNotBelongAreLeftToTheParser() throws {
        let arguments = ["rects", "--text", "abc", "--range", "0:1", "--link", "0:1=x", "--link", "4-15"]
        #expect(LiftedOptions(arguments).values["--link"] == nil)
        try assertCommandFails(arguments, message: "The value '4-15' is invalid for '--link <link>': expected START:END=VALUE")
        try assertCommandFails(
            ["layout", "--text", "abc", "--link", "0:1=x"], message: "Unknown option '--link'. Did you mean '--font'?")
    }

    /// A command without text options still says it has no `--feature`.
    @Test func aCommandWithoutTheOptionStillRefusesIt() throws {
        try assertCommandFails(["path", "--rects", "[]", "--feature", "liga"], message: "Unknown option '--feature'")
        try assertCommandFails(["layout", "--text", "x", "--feature", "liga", "--feature"], message: "Missing value for '--feature <tag[=value]>'")
    }

    /// `--font` is lifted as `--feature` is, `FILE#INDEX` included; a face index the
    /// parser refuses leaves every `--font` to it.
    @Test func fontFilesAreLiftedUnlessOneDoesNotParse() {
        let fonts = (0..<10_000).flatMap { $0.isMultiple(of: 2) ? ["--font", "a.ttf"] : ["--font=b.ttc#1"] }
        let lifted = LiftedOptions(["layout", "--text", "x"] + fonts)
        #expect(lifted.remaining == ["layout", "--text", "x"])
        #expect(lifted.values["--font"]?.count == 10_000)
        #expect(lifted.values["--font"]?.prefix(2) == ["a.ttf", "b.ttc#1"])
        let refused = ["layout", "--font", "a.ttf", "--text", "x", "--font=b.ttc#one"]
        #expect(LiftedOptions(refused).isEmpty)
        #expect(LiftedOptions(refused).remaining == refused)
    }

    /// 1,000 copies of a font file lay out as one does.
    @Test func manyFontFilesGiveWhatOneGives() throws {
        let arguments = ["layout", "--text", "Hello world", "--system-fonts", "off"]
        let font = ["--font", fontsFolder() + "/NotoSans-Regular.ttf"]
        let many = try runCommand(arguments + (0..<1_000).flatMap { _ in font })
        let one = try runCommand(arguments + font)
        #expect(many.status == ExitStatus.success)
        #expect(many.standardError == "")
        #expect(many.standardOutput == one.standardOutput)
    }
}
