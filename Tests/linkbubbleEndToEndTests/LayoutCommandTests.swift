import Foundation
import Testing

@Suite struct LayoutCommandTests {
    @Test func printsLineFragmentsAsJSON() throws {
        let result = try runTool(["layout", "--width", "120", "--text", "Hello world, this is a link preview test."])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"lines":[\
            {"characterRange":[0,13],"glyphRange":[0,13],"rect":[0,0,120,21.792],"usedRect":[5,0,90.096,21.792],"baseline":17.104,"hardBreak":false},\
            {"characterRange":[13,28],"glyphRange":[13,28],"rect":[0,21.792,120,21.792],"usedRect":[5,21.792,87.392,21.792],"baseline":38.896,"hardBreak":false},\
            {"characterRange":[28,41],"glyphRange":[28,41],"rect":[0,43.584,120,21.792],"usedRect":[5,43.584,95.056,21.792],"baseline":60.688,"hardBreak":false}\
            ],"size":[120,65.376]}

            """)
    }

    @Test func readsStandardInputAndCountsScalars() throws {
        // "😀 ok": the emoji is two UTF-16 units but one scalar.
        let utf16 = try runTool(["layout", "--padding", "0"], input: "😀 ok\n")
        let scalars = try runTool(["layout", "--padding", "0", "--units", "scalars"], input: "😀 ok\n")
        #expect(utf16.standardOutput.contains(#""characterRange":[0,6]"#))
        #expect(scalars.standardOutput.contains(#""characterRange":[0,5]"#))
        #expect(scalars.standardOutput.contains(#""extra":true"#), "the text ends with a hard break")
    }

    @Test func fontsAndTextFiles() throws {
        let fontPath = fontsFolder() + "/NotoSansHebrew-Regular.ttf"
        let textPath = NSTemporaryDirectory() + "linkbubble-layout-\(UInt32.random(in: 0...UInt32.max)).txt"
        try "שלום עולם".write(toFile: textPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: textPath) }
        let result = try runTool(["layout", "--font", fontPath, "--size", "20", "--text-file", textPath])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""characterRange":[0,9]"#))
    }

    @Test(arguments: [
        (["layout", "--font", "/nonexistent.ttf", "--text", "a"], "font file not found: /nonexistent.ttf"),
        (["layout", "--width=-1", "--text", "a"], "--width must be a finite number of at least 0, not -1.0"),
        (["layout", "--width", "nan", "--text", "a"], "--width must be a finite number of at least 0, not nan"),
        (["layout", "--size", "inf", "--text", "a"], "--size must be a finite number above 0, not inf"),
        (["layout", "--text", "a", "--text-file", "/x"], "give either --text or --text-file, not both"),
        (["layout", "--text-file", "/nonexistent.txt"], "cannot read the text file: /nonexistent.txt"),
        (["layout", "--units", "bytes", "--text", "a"], "The value 'bytes' is invalid for '--units <units>'"),
    ])
    func badInputIsAOneLineError(arguments: [String], message: String) throws {
        let result = try runTool(arguments)
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("linkbubble: error: \(message)"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func aFileThatIsNotAFont() throws {
        let path = NSTemporaryDirectory() + "linkbubble-notafont-\(UInt32.random(in: 0...UInt32.max)).ttf"
        try "hello".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runTool(["layout", "--font", path, "--text", "a"])
        #expect(result.status != 0)
        #expect(result.standardError == "linkbubble: error: not a font file (FreeType cannot open it): \(path)\n")
    }
}
