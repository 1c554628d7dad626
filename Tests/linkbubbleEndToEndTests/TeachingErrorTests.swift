import LinkBubbleCommandLine
import Testing

@testable import linkbubble

/// Errors that say what was meant: an unknown option before any other check, with the
/// nearest option as the suggestion, and each value error with the form the value takes,
/// on the command line and in `batch` jobs (which name the job's own keys).
@Suite struct TeachingErrorTests {
    private static let render = ["render", "--text", "Tap example.com now", "--out", "/tmp/teaching.png"]

    @Test(arguments: [
        (["--rnage", "4:15"], "Unknown option '--rnage'. Did you mean '--range'?"),
        (["--range", "4:15", "--sacle", "2"], "Unknown option '--sacle'. Did you mean '--scale'?"),
        (["--range", "4:15", "--scale", "0", "--backgrund", "#fff"], "Unknown option '--backgrund'. Did you mean '--background'?"),
        (["--range", "4:15", "--frobnicate"], "Unknown option '--frobnicate'"),
        (["--at", "1,1", "--range", "4:15", "--rnage=4:15"], "Unknown option '--rnage'. Did you mean '--range'?"),
    ])
    func unknownOptionsComeFirstWithTheNearestSuggestion(arguments: [String], message: String) throws {
        try assertCommandFails(Self.render + arguments, message: message)
    }

    @Test func argumentsAfterTheTerminatorAreNotOptions() throws {
        try assertCommandFails(["layout", "--text", "abc", "--", "--rnage"], message: "Unexpected argument '--rnage'")
    }

    @Test(arguments: [
        (["--range", "4-15"], "The value '4-15' is invalid for '--range <range>': expected START:END"),
        (["--at", "4"], "The value '4' is invalid for '--at <at>': expected X,Y"),
        (["--range", "4:15", "--link", "4:15"], "The value '4:15' is invalid for '--link <link>': expected START:END=VALUE"),
        (["--range", "4:15", "--background", "red"],
         "The value 'red' is invalid for '--background <background>': expected #RRGGBB or #RRGGBBAA"),
        (["--range", "4:15", "--underline", "wavy"],
         "The value 'wavy' is invalid for '--underline <style>': expected none, or words joined by commas: single, thick, double, solid, dot, dash, dash-dot, dash-dot-dot, by-word"),
    ])
    func valueErrorsShowTheForm(arguments: [String], message: String) throws {
        try assertCommandFails(Self.render + arguments, message: message)
    }

    @Test(arguments: [
        (["render", "--text", "abc", "--range", "0:2", "--out", "/tmp/teaching.png", "--scale", "big"],
         "The value 'big' is invalid for '--scale <scale>': expected a number"),
        (["batch", "--threads", "2.5"], "The value '2.5' is invalid for '--threads <threads>': expected a whole number"),
        (["batch", "--threads", "many"], "The value 'many' is invalid for '--threads <threads>': expected a whole number"),
        (["path", "--format", "svg", "--fill", "red"], "The value 'red' is invalid for '--fill <fill>': expected #RRGGBB or #RRGGBBAA"),
        (["render", "--text", "abc", "--range", "0:2", "--out", "/tmp/teaching.png", "--mode", "glow"],
         "The value 'glow' is invalid for '--mode <mode>'. Please provide one of 'preview', 'pressed', 'outline', 'spotlight' or 'indicator'."),
    ])
    func numberAndNameErrorsShowWhatIsExpected(arguments: [String], message: String) throws {
        try assertCommandFails(arguments, message: message)
    }

    /// The error line of job 0, `line`, as a batch's worker answers it.
    private func errorOfJob(_ line: String) -> String {
        var handler = CommandJobHandler(decoder: BatchCommand.jobDecoder())
        return handler.run(line, job: 0).line
    }

    @Test(arguments: [
        (#""range":"4-15""#, #"\"range\" must be [start, end] or \"START:END\", not \"4-15\""#),
        (#""at":"4""#, #"\"at\" must be [x, y] or \"X,Y\", not \"4\""#),
        (#""range":[4,15],"background":"red""#, #"\"background\" must be #RRGGBB or #RRGGBBAA, not \"red\""#),
        (#""range":[4,15],"background":3"#, #"\"background\" must be #RRGGBB or #RRGGBBAA, not a number"#),
        (#""range":[4,15],"at":[1,1]"#, #"give exactly one of \"range\" and \"at\""#),
        (#""range":[4,99]"#, #"\"range\" 4:99 is out of bounds for a text of 19 utf16 units"#),
        (#""range":[4,15],"highlight-width":-1"#, #"\"highlight-width\" must be a finite number above 0, not -1.0"#),
    ])
    func batchErrorsNameTheJobKeysAndShowTheForm(options: String, message: String) {
        let line = #"{"command":"render","text":"Tap example.com now","out":"/tmp/teaching.png","#
        #expect(errorOfJob(line + options + "}") == #"{"job":0,"error":"\#(message)"}"#)
    }

    @Test func aPathThatSpellsAnOptionIsNotRenamed() {
        let line = #"{"command":"render","text":"abc","range":[0,2],"out":"/tmp/--range.gif"}"#
        #expect(errorOfJob(line) == #"{"job":0,"error":"\"out\" must end in .png, .svg or .webp, not '/tmp/--range.gif'"}"#)
    }

    @Test(arguments: [
        ("--sacle", "--scale", 1), ("--sacle", "--style", 2), ("--rnage", "--range", 1), ("", "--at", 4),
        ("abc", "abc", 0), ("ca", "abc", 3),
    ])
    func transposedLettersAreOneEdit(given: String, name: String, distance: Int) {
        #expect(OptionNameDistance.distance(given, name) == distance)
    }
}
