import Foundation
import Testing

/// The typesetting options every text command has (alignment, direction, letter spacing,
/// features, spacing, line-break strategy, insets, height), each checked on exact output
/// whose numbers follow from the option: "Hello world" in Noto Sans at 16 px is
/// 85.808 px wide and 21.792 px tall, in a 300 px container with 5 px padding.
@Suite struct TypesettingOptionsTests {
    static let hello = ["layout", "--precision", "6", "--text", "Hello world", "--system-fonts", "off"]

    static func line(_ range: String, glyphs: String, rect: String, used: String, baseline: String, hardBreak: Bool = false) -> String {
        #"{"characterRange":[\#(range)],"glyphRange":[\#(glyphs)],"rect":[\#(rect)],"usedRect":[\#(used)],"baseline":\#(baseline),"hardBreak":\#(hardBreak)}"#
    }

    /// Centered: (300 - 85.808) / 2 = 107.096; right to left, natural alignment is
    /// flush right: 300 - 5 - 85.808 = 209.192.
    @Test(arguments: [
        (["--alignment", "center"], "107.096"), (["--direction", "rtl"], "209.192"),
        (["--alignment", "right"], "209.192"), (["--direction", "rtl", "--alignment", "left"], "5"),
    ])
    func alignmentAndDirectionPlaceTheLine(options: [String], x: String) throws {
        try assertExecuteCommand(Self.hello + options, expected: """
            {"lines":[\(Self.line("0,11", glyphs: "0,11", rect: "0,0,300,21.792", used: "\(x),0,85.808,21.792", baseline: "17.104"))],"size":[300,21.792]}

            """)
    }

    /// Two pixels after each of the 11 clusters: 85.808 + 22.
    @Test func letterSpacingWidensEveryCluster() throws {
        try assertExecuteCommand(Self.hello + ["--letter-spacing", "2"], expected: """
            {"lines":[\(Self.line("0,11", glyphs: "0,11", rect: "0,0,300,21.792", used: "5,0,107.808,21.792", baseline: "17.104"))],"size":[300,21.792]}

            """)
    }

    /// Noto Sans draws "ffi" as one ligature glyph: 4 glyphs for "office", 6 with liga off.
    /// Insets 10,20 move the line 10 down and 20 in, and make it 260 wide.
    @Test(arguments: [([String](), "0,4"), (["--feature", "liga=0"], "0,6"), (["--feature", "liga=0", "--feature", "kern"], "0,6")])
    func featuresAndInsets(features: [String], glyphs: String) throws {
        try assertExecuteCommand(
            ["layout", "--precision", "6", "--text", "office", "--system-fonts", "off", "--insets", "10,20"] + features, expected: """
            {"lines":[\(Self.line("0,6", glyphs: glyphs, rect: "20,10,260,21.792", used: "25,10,41.52,21.792", baseline: "27.104"))],"size":[300,41.792]}

            """)
    }

    /// Line spacing 3 after every line, paragraph spacing 7 more after the paragraph's last.
    @Test func lineAndParagraphSpacing() throws {
        try assertExecuteCommand(
            ["layout", "--precision", "6", "--text", "a b\nc", "--width", "20", "--system-fonts", "off", "--line-spacing", "3",
             "--paragraph-spacing", "7"],
            expected: """
            {"lines":[\
            \(Self.line("0,2", glyphs: "0,2", rect: "0,0,20,24.792", used: "5,0,8.976,21.792", baseline: "17.104")),\
            \(Self.line("2,4", glyphs: "2,3", rect: "0,24.792,20,31.792", used: "5,24.792,9.84,21.792", baseline: "41.896", hardBreak: true)),\
            \(Self.line("4,5", glyphs: "3,4", rect: "0,56.584,20,31.792", used: "5,56.584,7.68,21.792", baseline: "73.688"))\
            ],"size":[20,88.376]}

            """)
    }

    /// A container 30 px tall holds one 21.792 px line; the lines below are not laid out
    /// (the last line laid out stands for the rest of the text, as with --max-lines): by
    /// the default --line-break-mode truncate-tail it shows "a…", the letter (8.976 px) and
    /// the ellipsis (12.656 px), even past the narrow line's end.
    @Test func heightLimitsTheLines() throws {
        try assertExecuteCommand(
            ["layout", "--precision", "6", "--text", "a b\nc", "--width", "20", "--system-fonts", "off", "--height", "30"], expected: """
            {"lines":[\(Self.line("0,5", glyphs: "0,2", rect: "0,0,20,21.792", used: "5,0,21.632,21.792", baseline: "17.104"))],"size":[20,21.792]}

            """)
    }

    /// UAX #14 breaks between Hangul syllables ("한국어 문장을" fills the first line);
    /// hangul-word-priority keeps the words whole, one 48 px word a line (WenQuanYi Micro Hei
    /// from the test font set, 16 px a syllable).
    @Test func hangulWordPriorityKeepsKoreanWordsWhole() throws {
        let arguments = ["layout", "--precision", "6", "--text", "한국어 문장을 씁니다", "--width", "100"]
        let height = "18.757813"
        try assertExecuteCommand(arguments, expected: """
            {"lines":[\
            \(Self.line("0,6", glyphs: "0,6", rect: "0,0,100,\(height)", used: "5,0,84.15625,\(height)", baseline: "14.984375")),\
            \(Self.line("6,11", glyphs: "6,11", rect: "0,\(height),100,\(height)", used: "5,\(height),68.15625,\(height)", baseline: "33.742188"))\
            ],"size":[100,37.515625]}

            """)
        try assertExecuteCommand(arguments + ["--line-break-strategy", "hangul-word-priority"], expected: """
            {"lines":[\
            \(Self.line("0,4", glyphs: "0,4", rect: "0,0,100,\(height)", used: "5,0,48,\(height)", baseline: "14.984375")),\
            \(Self.line("4,8", glyphs: "4,8", rect: "0,\(height),100,\(height)", used: "5,\(height),48,\(height)", baseline: "33.742188")),\
            \(Self.line("8,11", glyphs: "8,11", rect: "0,37.515625,100,\(height)", used: "5,37.515625,48,\(height)", baseline: "52.5"))\
            ],"size":[100,56.273438]}

            """)
    }

    /// `rects --help` names `line` as the height style's default: it is accepted, and so
    /// are the library's case names.
    @Test(arguments: [["line"], ["lineFragment"], []])
    func theHelpsDefaultHeightStyleIsAccepted(style: [String]) throws {
        let option = style.isEmpty ? [] : ["--height-style"] + style
        try assertExecuteCommand(
            ["rects", "--precision", "6", "--text", "Hello world", "--system-fonts", "off", "--range", "0:5"] + option, expected: """
            {"characterRange":[0,5],"glyphRange":[0,5],"rects":[[5,0,38.816,21.792]],"lines":[\
            \(Self.line("0,11", glyphs: "0,11", rect: "0,0,300,21.792", used: "5,0,85.808,21.792", baseline: "17.104"))\
            ],"link":null}

            """)
    }

    @Test(arguments: [
        (["--feature", "toolong"], "--feature tag must be 1 to 4 printable ASCII characters, such as liga, not 'toolong'"),
        (["--feature", "liga=on"], "--feature value must be a whole number from 0 to 4294967295, not 'on'"),
        (["--insets", "1,2,3"], "--insets takes 1, 2 or 4 comma-separated numbers, not '1,2,3'"),
        (["--insets", "1,-2"], "--insets value -2 is negative"),
        (["--letter-spacing=nan"], "--letter-spacing must be a finite number of at least -1000000000, not nan"),
        (["--line-spacing=-1"], "--line-spacing must be a finite number of at least 0, not -1.0"),
        (["--height=-1"], "--height must be a finite number of at least 0, not -1.0"),
        (["--alignment", "justify"],
         "The value 'justify' is invalid for '--alignment <alignment>'. Please provide one of 'natural', 'left', 'right', 'center' or 'justified'."),
        (["--line-break-strategy", "hangul"],
         "The value 'hangul' is invalid for '--line-break-strategy <line-break-strategy>'. Please provide one of 'standard' and 'hangul-word-priority'."),
    ])
    func badValuesAreRejected(options: [String], message: String) throws {
        try assertCommandFails(Self.hello + options, message: message)
    }
}
