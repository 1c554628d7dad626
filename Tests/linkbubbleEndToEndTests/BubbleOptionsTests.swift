import Foundation
import Testing

/// The bubble options of `path`, `render` and `mask`: one default style (ios) and the
/// corner shape and snapping on top of any style, on exact output.
@Suite struct BubbleOptionsTests {
    /// Two lines whose right ends differ by 4 px.
    static let ragged = "[[0,0,50,20],[0,20,46,20]]"

    static func svg(_ viewBox: String, _ path: String) -> String {
        let size = viewBox.split(separator: " ").suffix(2).joined(separator: "\" height=\"")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" viewBox="\(viewBox)">
            <path d="\(path)" fill="#0a84ff" fill-opacity="0.25"/>
            </svg>

            """
    }

    /// Without --style, path draws the ios style, as LinkPreview and render do: outset 4,3,
    /// and the 4 px step within the 6 px snapping distance moves onto the right edge, so the
    /// bubble is one rounded rect with continuous corners (starting 1.528665 × 8 = 12.229 px
    /// from each corner).
    @Test(arguments: [[], ["--style", "ios"]])
    func theDefaultStyleIsIOS(style: [String]) throws {
        try assertExecuteCommand(["path", "--rects", Self.ragged, "--format", "svg"] + style, expected: Self.svg(
            "-4 -3 58 46",
            "M -4 9.229 C -4 5.64 -4 1.686 -1.657 -0.657 C 0.686 -3 4.64 -3 8.229 -3 L 41.771 -3 C 45.36 -3 49.314 -3 51.657 -0.657 "
                + "C 54 1.686 54 5.64 54 9.229 L 54 30.771 C 54 34.36 54 38.314 51.657 40.657 C 49.314 43 45.36 43 41.771 43 "
                + "L 8.229 43 C 4.64 43 0.686 43 -1.657 40.657 C -4 38.314 -4 34.36 -4 30.771 Z"))
    }

    /// --snap 0 keeps the step: a concave corner of radius 4 (continuous, r/2 of 8 scaled
    /// by the ios ratio) at (50, 23).
    @Test func snapZeroKeepsTheStep() throws {
        try assertExecuteCommand(["path", "--rects", Self.ragged, "--format", "svg", "--snap", "0"], expected: Self.svg(
            "-4 -3 58 46",
            "M -4 9.229 C -4 5.64 -4 1.686 -1.657 -0.657 C 0.686 -3 4.64 -3 8.229 -3 L 41.771 -3 C 45.36 -3 49.314 -3 51.657 -0.657 "
                + "C 54 1.686 54 5.64 54 9.229 L 54 21 C 54 21.587 54 22.234 53.617 22.617 C 53.234 23 52.587 23 52 23 "
                + "C 51.413 23 50.766 23 50.383 23.383 C 50 23.766 50 24.413 50 25 L 50 33 C 50 35.935 50 39.168 48.084 41.084 "
                + "C 46.168 43 42.935 43 40 43 L 8.229 43 C 4.64 43 0.686 43 -1.657 40.657 C -4 38.314 -4 34.36 -4 30.771 Z"))
    }

    /// webkit's radius 4 with continuous corners: each starts 1.528665 × 4 = 6.115 px from
    /// its corner (-2 + 6.115 = 4.115), where circular ones start 4 px away.
    @Test func cornerShapeOverridesTheStyles() throws {
        try assertExecuteCommand(
            ["path", "--rects", Self.ragged, "--format", "svg", "--style", "webkit", "--corner-shape", "continuous"],
            expected: Self.svg(
                "-2 -2 54 44",
                "M -2 4.115 C -2 2.32 -2 0.343 -0.828 -0.828 C 0.343 -2 2.32 -2 4.115 -2 L 45.885 -2 C 47.68 -2 49.657 -2 50.828 -0.828 "
                    + "C 52 0.343 52 2.32 52 4.115 L 52 20 C 52 20.587 52 21.234 51.617 21.617 C 51.234 22 50.587 22 50 22 "
                    + "C 49.413 22 48.766 22 48.383 22.383 C 48 22.766 48 23.413 48 24 L 48 35.885 C 48 37.68 48 39.657 46.828 40.828 "
                    + "C 45.657 42 43.68 42 41.885 42 L 4.115 42 C 2.32 42 0.343 42 -0.828 40.828 C -2 39.657 -2 37.68 -2 35.885 Z"))
    }

    @Test(arguments: [
        (["--snap=-1"], "--snap value -1 is negative"),
        (["--corner-shape", "round"],
         "The value 'round' is invalid for '--corner-shape <corner-shape>'. Please provide one of 'circular' and 'continuous'."),
    ])
    func badBubbleOptionsAreRejected(options: [String], message: String) throws {
        try assertCommandFails(["path", "--rects", Self.ragged] + options, message: message)
    }

    /// A batch job's keys are the options' long names, the new ones included: the job's
    /// mask is byte for byte the one the same options give on the command line.
    @Test func batchJobsTakeTheNewOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubble-options-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = [
            "--alignment=center", "--letter-spacing=1", "--feature=kern=0", "--insets=4", "--corner-shape=circular",
            "--snap=0", "--system-fonts=off",
        ]
        let job = #"{"command":"mask","precision":6,"text":"Hello world","range":[6,11],"alignment":"center","letter-spacing":1,"#
            + #""feature":["kern=0"],"insets":"4","corner-shape":"circular","snap":0,"system-fonts":"off","out":"\#(folder.path)/job.pgm"}"#
        let summary = #""width":96,"height":44,"origin":[301,8],"coveredArea":4169.698039,"characterRange":[6,11],"link":null}"#
        try assertExecuteCommand(
            ["batch", "--threads", "1", "--quiet"], expected: #"{"job":0,"result":{"out":"\#(folder.path)/job.pgm",\#(summary)}"# + "\n",
            stdin: job + "\n")
        try assertExecuteCommand(
            ["mask", "--precision", "6", "--text", "Hello world", "--range", "6:11", "--out", "\(folder.path)/command.pgm"] + options,
            expected: #"{"out":"\#(folder.path)/command.pgm",\#(summary)"# + "\n")
        let fromJob = try Data(contentsOf: folder.appendingPathComponent("job.pgm"))
        #expect(fromJob == (try Data(contentsOf: folder.appendingPathComponent("command.pgm"))))
    }
}
