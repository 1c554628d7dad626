import Foundation
import LinkBubbleTestSupport
import Testing

/// `--strut-size`, `--force-strut-height` and `--height-style strut`: a strut of Noto Sans at
/// 24 px makes each line 32.688 px tall (1362 units per 1000) with its baseline 25.656 px
/// below the line's top, and the strut style's rects span the strut around the baseline.
@Suite struct StrutCommandTests {
    @Test func strutLinesAndRects() throws {
        try assertExecuteCommand(
            ["rects", "--precision", "6", "--text", "Read the guide", "--range", "0:4", "--strut-size", "24",
             "--height-style", "strut"],
            expected: #"{"characterRange":[0,4],"glyphRange":[0,4],"rects":[[5,0,37.792,32.688]],"#
                + #""lines":[{"characterRange":[0,14],"glyphRange":[0,14],"rect":[0,0,300,32.688],"usedRect":[5,0,113.52,32.688],"baseline":25.656,"hardBreak":false}],"link":null}"#
                + "\n")
    }

    @Test func aForcedStrutSetsTheLineHeight() throws {
        try assertExecuteCommand(
            ["layout", "--precision", "6", "--text", "Read the guide", "--strut-size", "8", "--force-strut-height"],
            expected: #"{"lines":[{"characterRange":[0,14],"glyphRange":[0,14],"rect":[0,0,300,10.896],"usedRect":[5,0,113.52,10.896],"baseline":8.552,"hardBreak":false}],"size":[300,10.896]}"#
                + "\n")
    }

    @Test func batchJobsTakeTheKey() async throws {
        let out = temporaryPath(suffix: "-strut.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let job = #"{"command":"render","text":"Read the guide","range":[0,4],"strut-size":24,"out":"\#(out)"}"#
        let result = try await runCommand(["batch", "--threads", "1"], input: job + "\n")
        #expect(result.status == 0, "\(result.standardOutput)")
        // The bubble around "Read" is as tall as the strut's line (32.688 px and the outset).
        #expect(result.standardOutput.contains(#""bounds":[1,-3,45.792,38.688]"#))
    }
}
