import Foundation
import LinkBubbleTestSupport
import Testing

/// `--fallback-line-height`: an Arabic phrase in a Latin line (Noto Sans Arabic, hhea
/// 1374/-738 per 1000, where Noto Sans has 1069/-293) makes the line 33.792 px tall at
/// 16 px; counted with the primary font's metrics it stays 21.792, as a Latin line. The
/// bundled chain's Noto Sans Arabic UI keeps it 21.792 with its own metrics.
@Suite struct FallbackLineHeightCommandTests {
    @Test(arguments: [
        ("own", "33.792", "21.984", "NotoSansArabic-Regular.ttf"), ("primary", "21.792", "17.104", "NotoSansArabic-Regular.ttf"),
        ("own", "21.792", "17.104", "NotoSansArabicUI-Regular.ttf"),
    ])
    func arabicInALatinLine(setting: String, height: String, baseline: String, arabic: String) throws {
        let fonts = ["NotoSans-Regular.ttf", arabic].flatMap { ["--font", fontsFolder() + "/" + $0] }
        try assertExecuteCommand(
            ["layout", "--text", "Hi مرحبا there", "--precision", "6", "--fallback-line-height", setting] + fonts,
            expected: """
                {"lines":[\
                {"characterRange":[0,14],"glyphRange":[0,14],"rect":[0,0,300,\(height)],"usedRect":[5,0,97.968,\(height)],"baseline":\(baseline),"hardBreak":false}\
                ],"size":[300,\(height)]}

                """)
    }

    @Test func batchJobsTakeTheKey() async throws {
        let out = temporaryPath(suffix: "-fallback.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let job = #"{"command":"render","text":"Hi مرحبا there","range":[0,2],"fallback-line-height":"primary","out":"\#(out)"}"#
        let result = try await runCommand(["batch", "--threads", "1"], input: job + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        // The bubble around "Hi" is as tall as a Latin line (21.792 px and the outset).
        #expect(result.standardOutput.contains(#""height":60,"characterRange":[0,2],"link":null,"bounds":[1,-3,23.984,27.792]"#))
    }
}
