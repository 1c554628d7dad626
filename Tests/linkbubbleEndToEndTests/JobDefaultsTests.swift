import ArgumentParser
import Testing

@testable import linkbubble

/// A batch job starts from each option group's defaults set one by one (`jobDefaults`),
/// not parsed: they must be the values the argument parser gives for no arguments.
/// An option left out of `jobDefaults` prints as an unparsed definition, and a default
/// changed in one place only prints differently, so either fails here.
@Suite struct JobDefaultsTests {
    @Test func textOptions() throws {
        #expect(String(describing: TextOptions.jobDefaults) == String(describing: try TextOptions.parse([])))
    }

    @Test func fontOptions() throws {
        #expect(String(describing: FontOptions.jobDefaults) == String(describing: try FontOptions.parse([])))
    }

    @Test func typesettingOptions() throws {
        #expect(String(describing: TypesettingOptions.jobDefaults) == String(describing: try TypesettingOptions.parse([])))
    }

    @Test func styleOptions() throws {
        #expect(String(describing: StyleOptions.jobDefaults) == String(describing: try StyleOptions.parse([])))
    }

    @Test func linkStyleOptions() throws {
        #expect(String(describing: LinkStyleOptions.jobDefaults) == String(describing: try LinkStyleOptions.parse([])))
    }

    @Test func jsonOutputOptions() throws {
        #expect(String(describing: JSONOutputOptions.jobDefaults) == String(describing: try JSONOutputOptions.parse([])))
    }

    /// The commands' own options, with the two a job must give: `out` and a range.
    @Test func renderCommand() throws {
        var defaults = RenderCommand.jobDefaults
        (defaults.output.out, defaults.target.range) = ("x.png", RangeArgument(start: 0, end: 1))
        #expect(String(describing: defaults) == String(describing: try RenderCommand.parse(["--out", "x.png", "--range", "0:1"])))
    }

    @Test func maskCommand() throws {
        var defaults = MaskCommand.jobDefaults
        (defaults.output.out, defaults.target.range) = ("x.png", RangeArgument(start: 0, end: 1))
        #expect(String(describing: defaults) == String(describing: try MaskCommand.parse(["--out", "x.png", "--range", "0:1"])))
    }
}
