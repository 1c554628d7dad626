import Foundation
import LinkBubbleTestSupport
import Testing

/// `linkbubble fonts` and the font options of every text command, run with the fixed test
/// font set (`Tests/Fonts/fonts.conf`, which `scripts/test` and
/// ``runToolProcess(_:input:columns:environment:executable:)`` pass as FONTCONFIG_FILE):
/// the bundled fonts' files, Noto Sans Devanagari, Bengali, Tamil, Thai, Georgian and
/// Armenian, Noto Color Emoji and WenQuanYi Micro Hei.
@Suite struct FontsCommandTests {
    /// The repository's root folder: fontconfig names the set's files by absolute path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let devanagariFile = repository + "/Tests/Fonts/system/NotoSansDevanagari-Regular.ttf"
    static let cjkFile = repository + "/Tests/Fonts/system/wqy-microhei.ttc"

    /// One cluster as `fonts --text` prints it.
    static func cluster(
        _ range: Range<Int>, _ text: String, _ family: String, file: String, style: String = "Regular", faceIndex: Int = 0,
        bundled: Bool = false, color: Bool = false
    ) -> String {
        #"{"range":[\#(range.lowerBound),\#(range.upperBound)],"text":"\#(text)","family":"\#(family)","style":"\#(style)","#
            + #""file":"\#(file)","faceIndex":\#(faceIndex),"bundled":\#(bundled),"color":\#(color)}"#
    }

    /// A cluster drawn by the bundled Noto Sans.
    static func notoSans(_ range: Range<Int>, _ text: String) -> String {
        cluster(range, text, "Noto Sans", file: "NotoSans-Regular.ttf", bundled: true)
    }

    static func clusters(_ clusters: String...) -> String { #"{"clusters":["# + clusters.joined(separator: ",") + "]}\n" }

    @Test func listsEveryFamilyOfTheFontSet() throws {
        try assertExecuteCommand(["fonts"], expected: """
            {"families":["DejaVu Sans","Noto Color Emoji","Noto Sans","Noto Sans Arabic","Noto Sans Arabic UI","Noto Sans Armenian",\
            "Noto Sans Bengali","Noto Sans Devanagari","Noto Sans Georgian","Noto Sans Hebrew","Noto Sans Tamil",\
            "Noto Sans Thai","WenQuanYi Micro Hei","WenQuanYi Micro Hei Mono"]}

            """)
    }

    /// fontconfig's language coverage: DejaVu Sans covers Georgian too, and a tag no face
    /// covers ("zz") gives an empty list.
    @Test(arguments: [
        ("hi", #"["Noto Sans Devanagari"]"#), ("ja", #"["WenQuanYi Micro Hei","WenQuanYi Micro Hei Mono"]"#),
        ("th", #"["Noto Sans Thai"]"#), ("ka", #"["DejaVu Sans","Noto Sans Georgian"]"#), ("zz", "[]"),
    ])
    func listsTheFamiliesOfALanguage(language: String, families: String) throws {
        try assertExecuteCommand(["fonts", "--language", language], expected: #"{"families":\#(families)}"# + "\n")
    }

    /// Latin from the bundled Noto Sans, Han from WenQuanYi Micro Hei, Devanagari from
    /// Noto Sans Devanagari (a conjunct of four scalars is one cluster). A space keeps the
    /// face before it when that face has one, as in Pango: the space after Han is
    /// WenQuanYi Micro Hei's.
    @Test func tellsWhichFaceDrawsEachCluster() throws {
        try assertExecuteCommand(["fonts", "--text", "Hi 日本 नमस्ते"], expected: Self.clusters(
            Self.notoSans(0..<1, "H"), Self.notoSans(1..<2, "i"), Self.notoSans(2..<3, " "),
            Self.cluster(3..<4, "日", "WenQuanYi Micro Hei", file: Self.cjkFile),
            Self.cluster(4..<5, "本", "WenQuanYi Micro Hei", file: Self.cjkFile),
            Self.cluster(5..<6, " ", "WenQuanYi Micro Hei", file: Self.cjkFile),
            Self.cluster(6..<7, "न", "Noto Sans Devanagari", file: Self.devanagariFile),
            Self.cluster(7..<8, "म", "Noto Sans Devanagari", file: Self.devanagariFile),
            Self.cluster(8..<12, "स्ते", "Noto Sans Devanagari", file: Self.devanagariFile)))
    }

    /// A ligature ("ffi") is one glyph for three clusters: each is reported; a hard line
    /// break draws nothing and is left out; ranges follow --units.
    @Test func ligaturesBreaksAndUnits() throws {
        try assertExecuteCommand(["fonts", "--text", "ffi\n😀a", "--units", "scalars", "--system-fonts", "off"], expected: Self.clusters(
            Self.notoSans(0..<1, "f"), Self.notoSans(1..<2, "f"), Self.notoSans(2..<3, "i"),
            Self.cluster(4..<5, "😀", "DejaVu Sans", file: "DejaVuSans.ttf", style: "Book", bundled: true),
            Self.notoSans(5..<6, "a")))
    }

    /// A line limit cuts nothing from the report (an ellipsis would stand for the clusters
    /// it hides), and the text may come from a file.
    @Test func everyLineAndTextFiles() throws {
        let textFile = try TemporaryFile(bytes: Array("ab 日".utf8), suffix: ".txt")
        try withExtendedLifetime(textFile) {
            try assertExecuteCommand(
                ["fonts", "--text-file", textFile.path, "--width", "20", "--max-lines", "1"], expected: Self.clusters(
                    Self.notoSans(0..<1, "a"), Self.notoSans(1..<2, "b"), Self.notoSans(2..<3, " "),
                    Self.cluster(3..<4, "日", "WenQuanYi Micro Hei", file: Self.cjkFile)))
        }
    }

    /// With system fonts off, only the named fonts draw: Han shows as Noto Sans's
    /// missing-glyph box, the same on every machine.
    @Test func systemFontsOffKeepsToTheChain() throws {
        try assertExecuteCommand(["fonts", "--system-fonts", "off", "--text", "日本"], expected: Self.clusters(
            Self.notoSans(0..<1, "日"), Self.notoSans(1..<2, "本")))
        try assertExecuteCommand(
            ["fonts", "--family", "Noto Sans Devanagari", "--system-fonts", "off", "--text", "नम ok"],
            expected: Self.clusters(
                Self.cluster(0..<1, "न", "Noto Sans Devanagari", file: Self.devanagariFile),
                Self.cluster(1..<2, "म", "Noto Sans Devanagari", file: Self.devanagariFile),
                Self.cluster(2..<3, " ", "Noto Sans Devanagari", file: Self.devanagariFile),
                Self.cluster(3..<4, "o", "Noto Sans Devanagari", file: Self.devanagariFile),
                Self.cluster(4..<5, "k", "Noto Sans Devanagari", file: Self.devanagariFile)))
    }

    /// FILE#INDEX picks a face of a collection: wqy-microhei.ttc's second face is the
    /// monospaced one.
    @Test func aFaceOfACollection() throws {
        try assertExecuteCommand(["fonts", "--font", Self.cjkFile + "#1", "--text", "日a"], expected: Self.clusters(
            Self.cluster(0..<1, "日", "WenQuanYi Micro Hei Mono", file: Self.cjkFile, faceIndex: 1),
            Self.cluster(1..<2, "a", "WenQuanYi Micro Hei Mono", file: Self.cjkFile, faceIndex: 1)))
    }

    /// --font files come before --family faces, wherever they stand on the command line.
    @Test func filesComeBeforeFamilies() throws {
        let file = fontsFolder() + "/NotoSans-Regular.ttf"
        try assertExecuteCommand(["fonts", "--family", "DejaVu Sans", "--font", file, "--text", "a"], expected: Self.clusters(
            Self.cluster(0..<1, "a", "Noto Sans", file: file)))
    }

    /// --family and --language reach layout: a Devanagari primary font and its taller line.
    @Test func familyOnLayout() throws {
        let plain = try runCommand(["layout", "--precision", "6", "--text", "ok"])
        let devanagari = try runCommand(["layout", "--precision", "6", "--family", "Noto Sans Devanagari", "--language", "hi", "--text", "ok"])
        #expect(plain.status == 0 && devanagari.status == 0)
        #expect(plain.standardOutput.contains(#""rect":[0,0,300,21.792]"#))
        #expect(!devanagari.standardOutput.contains(#""rect":[0,0,300,21.792]"#), "the Devanagari face's own line height")
    }

    @Test(arguments: [
        (["layout", "--family", "No Such Sans", "--text", "a"],
         "no font family named \"No Such Sans\" (list the installed families with `linkbubble fonts`)", ExitStatus.failure),
        (["fonts", "--family", "No Such Sans", "--text", "a"],
         "no font family named \"No Such Sans\" (list the installed families with `linkbubble fonts`)", ExitStatus.failure),
        (["layout", "--font", "x.ttc#a", "--text", "a"],
         "The value 'x.ttc#a' is invalid for '--font <file>': the face index after '#' must be a whole number of 0 or more, not 'a'",
         ExitStatus.validationFailure),
        (["layout", "--font", "x.ttc#", "--text", "a"],
         "The value 'x.ttc#' is invalid for '--font <file>': the face index after '#' must be a whole number of 0 or more, not ''",
         ExitStatus.validationFailure),
        (["layout", "--font", "x.ttc#-1", "--text", "a"],
         "The value 'x.ttc#-1' is invalid for '--font <file>': the face index after '#' must be a whole number of 0 or more, not '-1'",
         ExitStatus.validationFailure),
        (["layout", "--system-fonts", "maybe", "--text", "a"],
         "The value 'maybe' is invalid for '--system-fonts <system-fonts>'. Please provide one of 'on' and 'off'.",
         ExitStatus.validationFailure),
        (["fonts", "--language", "ja_JP"], "--language must be a BCP 47 language tag such as ja or zh-Hant, not 'ja_JP'",
         ExitStatus.validationFailure),
        (["layout", "--language", "", "--text", "a"], "--language must be a BCP 47 language tag such as ja or zh-Hant, not ''",
         ExitStatus.validationFailure),
    ])
    func badFontOptionsAreOneLineErrors(arguments: [String], message: String, exitCode: Int32) throws {
        try assertCommandFails(arguments, message: message, exitCode: exitCode)
    }

    @Test func aFaceIndexTheCollectionLacks() throws {
        try assertCommandFails(
            ["layout", "--font", Self.cjkFile + "#2", "--text", "a"],
            message: "face index 2 is out of range: \(Self.cjkFile) has 2 faces", exitCode: ExitStatus.failure)
    }

    /// Batch jobs take the font options as keys: a list repeats --family, and a job with
    /// a family that is not installed gets its own error line.
    @Test func batchJobsTakeFontOptions() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("hindi.pgm").path
        let jobs = """
            {"command":"mask","text":"नमस्ते दुनिया","range":[0,6],"family":["Noto Sans Devanagari"],"system-fonts":"off","language":"hi","out":"\(out)"}
            {"command":"mask","text":"abc","range":[0,1],"family":["No Such Sans"],"out":"\(folder.path)/none.pgm"}

            """
        let result = try await runCommand(["batch", "--threads", "1"], input: jobs)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.status == ExitStatus.failure)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"job":0,"result":{"out":"\#(out)""#) == true)
        #expect(lines.last == #"{"job":1,"line":2,"out":"\#(folder.path)/none.pgm","error":"no font family named \"No Such Sans\" (list the installed families with `linkbubble fonts`)"}"#)
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
