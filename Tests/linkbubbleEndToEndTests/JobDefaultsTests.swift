import ArgumentParser
import Testing

@testable import linkbubble

/// A batch job starts from each option group's defaults set one by one (`jobDefaults`),
/// not parsed: they must be the values the argument parser gives for no arguments.
/// An option left out of `jobDefaults` prints as an unparsed definition, and a default
/// changed in one place only prints differently, so either fails here.
@Suite struct JobDefaultsTests {
    /// Expects `defaults` to print as its type parsed from `arguments`.
    private func expect<Options: ParsableArguments>(_ defaults: Options, parsedFrom arguments: [String] = []) throws {
        #expect(String(describing: defaults) == String(describing: try Options.parse(arguments)), "\(Options.self)")
    }

    @Test func optionGroups() throws {
        try expect(TextOptions.jobDefaults)
        try expect(FontOptions.jobDefaults)
        try expect(TypesettingOptions.jobDefaults)
        try expect(StyleOptions.jobDefaults)
        try expect(LinkStyleOptions.jobDefaults)
        try expect(JSONOutputOptions.jobDefaults)
    }

    /// The commands' own options, with the two a job must give: `out` and a range.
    @Test func commands() throws {
        let (out, range) = ("x.png", RangeArgument(start: 0, end: 1))
        var render = RenderCommand.jobDefaults
        (render.output.out, render.target.range) = (out, range)
        try expect(render, parsedFrom: ["--out", out, "--range", "0:1"])
        var mask = MaskCommand.jobDefaults
        (mask.output.out, mask.target.range) = (out, range)
        try expect(mask, parsedFrom: ["--out", out, "--range", "0:1"])
    }
}
