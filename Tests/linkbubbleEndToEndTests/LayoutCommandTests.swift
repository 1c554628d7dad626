import LinkBubbleTestSupport
import Testing

@Suite struct LayoutCommandTests {
    @Test func printsLineFragmentsAsJSON() throws {
        try assertExecuteCommand(["layout", "--precision", "6", "--width", "120", "--text", "Hello world, this is a link preview test."], expected: """
            {"lines":[\
            {"characterRange":[0,13],"glyphRange":[0,13],"rect":[0,0,120,21.792],"usedRect":[5,0,90.096,21.792],"baseline":17.104,"hardBreak":false},\
            {"characterRange":[13,28],"glyphRange":[13,28],"rect":[0,21.792,120,21.792],"usedRect":[5,21.792,87.392,21.792],"baseline":38.896,"hardBreak":false},\
            {"characterRange":[28,41],"glyphRange":[28,41],"rect":[0,43.584,120,21.792],"usedRect":[5,43.584,95.056,21.792],"baseline":60.688,"hardBreak":false}\
            ],"size":[120,65.376]}

            """)
    }

    /// "😀 ok" and a hard break: the emoji is two UTF-16 units but one scalar, and the
    /// text ends with an extra, empty line. The emoji is drawn by Noto Color Emoji from the
    /// test font set, at its own advance (2550 of 2048 units per em: 19.921875 px); the
    /// space after it is Noto Sans's (4.16 px: a space does not keep a color face), as is
    /// "ok" (18.224 px), and the line keeps Noto Sans's height, the taller font's.
    @Test(arguments: [(["layout", "--precision", "6", "--padding", "0"], 6), (["layout", "--precision", "6", "--padding", "0", "--units", "scalars"], 5)])
    func readsStandardInputAndCountsScalars(arguments: [String], end: Int) throws {
        try assertExecuteCommand(arguments, expected: """
            {"lines":[\
            {"characterRange":[0,\(end)],"glyphRange":[0,4],"rect":[0,0,300,21.792],"usedRect":[0,0,42.305875,21.792],"baseline":17.104,"hardBreak":true},\
            {"characterRange":[\(end),\(end)],"glyphRange":[4,4],"rect":[0,21.792,300,21.792],"usedRect":[0,21.792,0,21.792],"baseline":38.896,"hardBreak":false,"extra":true}\
            ],"size":[300,43.584]}

            """, stdin: "😀 ok\n")
    }

    @Test func fontsAndTextFiles() throws {
        let fontPath = fontsFolder() + "/NotoSansHebrew-Regular.ttf"
        let textFile = try TemporaryFile(bytes: Array("שלום עולם".utf8), suffix: ".txt")
        // Right to left: the line's used rect sits at the right edge, less the padding.
        try withExtendedLifetime(textFile) {
            try assertExecuteCommand(["layout", "--font", fontPath, "--size", "20", "--text-file", textFile.path], expected: """
                {"lines":[\
                {"characterRange":[0,9],"glyphRange":[0,9],"rect":[0,0,300,27.2],"usedRect":[203.06,0,91.94,27.2],"baseline":21.36,"hardBreak":false}\
                ],"size":[300,27.2]}

                """)
        }
    }

    /// A byte order mark at the start of a text file or of standard input is not text:
    /// "abc def" with one lays out as its 7 characters.
    @Test func aByteOrderMarkIsNotText() throws {
        let expected = """
            {"lines":[\
            {"characterRange":[0,7],"glyphRange":[0,7],"rect":[0,0,300,21.792],"usedRect":[5,0,55.024,21.792],"baseline":17.104,"hardBreak":false}\
            ],"size":[300,21.792]}

            """
        let textFile = try TemporaryFile(bytes: [0xEF, 0xBB, 0xBF] + Array("abc def".utf8), suffix: ".txt")
        try withExtendedLifetime(textFile) {
            try assertExecuteCommand(["layout", "--precision", "6", "--text-file", textFile.path], expected: expected)
        }
        try assertExecuteCommand(["layout", "--precision", "6"], expected: expected, stdin: "\u{FEFF}abc def")
    }

    @Test(arguments: [
        (["layout", "--font", "/nonexistent.ttf", "--text", "a"], "font file not found: /nonexistent.ttf", ExitStatus.failure),
        (["layout", "--width=-1", "--text", "a"], "--width must be a finite number of at least 0, not -1.0", ExitStatus.validationFailure),
        (["layout", "--width", "nan", "--text", "a"], "--width must be a finite number of at least 0, not nan", ExitStatus.validationFailure),
        (["layout", "--size", "inf", "--text", "a"], "--size must be a finite number above 0, not inf", ExitStatus.validationFailure),
        (["layout", "--text", "a", "--text-file", "/x"], "give either --text or --text-file, not both", ExitStatus.validationFailure),
        (["layout", "--text-file", "/nonexistent.txt"], "cannot read the text file: /nonexistent.txt", ExitStatus.validationFailure),
        (["layout", "--units", "bytes", "--text", "a"],
         "The value 'bytes' is invalid for '--units <units>'. Please provide one of 'utf16' and 'scalars'.",
         ExitStatus.validationFailure),
    ])
    func badInputIsAOneLineError(arguments: [String], message: String, exitCode: Int32) throws {
        try assertCommandFails(arguments, message: message, exitCode: exitCode)
    }

    @Test func aFileThatIsNotAFont() throws {
        let notAFont = try TemporaryFile(bytes: Array("hello".utf8), suffix: ".ttf")
        try withExtendedLifetime(notAFont) {
            try assertCommandFails(
                ["layout", "--font", notAFont.path, "--text", "a"],
                message: "not a font file (FreeType cannot open it): \(notAFont.path)", exitCode: ExitStatus.failure)
        }
    }
}
