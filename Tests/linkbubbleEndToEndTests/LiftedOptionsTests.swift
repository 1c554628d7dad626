import LinkBubbleCommandLine
import Testing

/// swift-argument-parser's time grows with the square of the number of arguments, so
/// the repeatable `--feature` and `--family` options are lifted out before parsing
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
        #expect(lifted.features.count == 10_000)
        #expect(lifted.features.prefix(3) == ["liga=0", "kern", "liga=0"])
        #expect(LiftedOptions(["layout", "--family", "A", "--text", "x", "--family=B"]).families == ["A", "B"])
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

    /// A command without text options still says it has no `--feature`.
    @Test func aCommandWithoutTheOptionStillRefusesIt() throws {
        try assertCommandFails(["path", "--rects", "[]", "--feature", "liga"], message: "Unknown option '--feature'")
        try assertCommandFails(["layout", "--text", "x", "--feature", "liga", "--feature"], message: "Missing value for '--feature <tag[=value]>'")
    }
}
