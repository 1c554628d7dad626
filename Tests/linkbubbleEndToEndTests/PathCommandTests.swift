import Foundation
import Testing

@Suite struct PathCommandTests {
    private let twoLines = "[[0, 0, 100, 18], [0, 18, 60, 18]]"

    @Test func plainJSONFromTheRectsOption() throws {
        let result = try runTool(["path", "--rects", twoLines, "--style", "plain"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == """
            {"bubbles":[{"contours":[[[0,0],[100,0],[100,18],[60,18],[60,36],[0,36]]],\
            "svg":"M 0 0 L 100 0 L 100 18 L 60 18 L 60 36 L 0 36 Z","bounds":[0,0,100,36]}],\
            "center":[50,18],"bounds":[0,0,100,36]}

            """)
    }

    @Test func webkitStyleFromStandardInputWithOutsetAndRadius() throws {
        let result = try runTool(["path", "--outset", "1,0", "--radius", "2", "--concave-radius", "0"], input: twoLines)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"bubbles":[{"contours":[[[-1,0],[101,0],[101,18],[61,18],[61,36],[-1,36]]],\
            "svg":"M -1 2 C -1 0.895 -0.105 0 1 0 L 99 0 C 100.105 0 101 0.895 101 2 L 101 16 \
            C 101 17.105 100.105 18 99 18 L 61 18 L 61 34 C 61 35.105 60.105 36 59 36 L 1 36 \
            C -0.105 36 -1 35.105 -1 34 Z","bounds":[-1,0,102,36]}],"center":[50,18],"bounds":[-1,0,102,36]}

            """)
    }

    @Test func holesAndSeparateBubblesFromAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rects-\(UUID().uuidString).json")
        try Data("[[0,0,30,10],[0,20,30,10],[0,10,10,10],[20,10,10,10],[40,0,5,5]]".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runTool(["path", "--rects-file", file.path, "--style", "plain"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"bubbles":[{"contours":[[[0,0],[30,0],[30,30],[0,30]],[[10,10],[10,20],[20,20],[20,10]]],\
            "svg":"M 0 0 L 30 0 L 30 30 L 0 30 Z M 10 10 L 10 20 L 20 20 L 20 10 Z","bounds":[0,0,30,30]},\
            {"contours":[[[40,0],[45,0],[45,5],[40,5]]],"svg":"M 40 0 L 45 0 L 45 5 L 40 5 Z",\
            "bounds":[40,0,5,5]}],"center":[22.5,15],"bounds":[0,0,45,30]}

            """)
    }

    @Test func clipKeepsTheVisiblePartAndEmptyResultIsNull() throws {
        let clipped = try runTool(["path", "--rects", twoLines, "--style", "plain", "--clip", "0,20,50,100"])
        #expect(clipped.standardOutput == """
            {"bubbles":[{"contours":[[[0,20],[50,20],[50,36],[0,36]]],"svg":"M 0 20 L 50 20 L 50 36 L 0 36 Z",\
            "bounds":[0,20,50,16]}],"center":[25,28],"bounds":[0,20,50,16]}

            """)
        let hidden = try runTool(["path", "--rects", twoLines, "--clip=-10,-10,5,5"])
        #expect(hidden.status == 0)
        #expect(hidden.standardOutput == "{\"bubbles\":[],\"center\":null,\"bounds\":null}\n")
    }

    @Test func svgDocument() throws {
        let result = try runTool(["path", "--rects", "[[0, 0, 10, 4.5]]", "--style", "plain", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 4.5">
              <path d="M 0 0 L 10 0 L 10 4.5 L 0 4.5 Z" fill="#0A84FF" fill-opacity="0.25"/>
            </svg>

            """)
    }

    @Test func iosStyleSnapsAndUsesContinuousCorners() throws {
        let result = try runTool(["path", "--rects", "[[0,0,200,18],[3,18,195,18]]", "--style", "ios"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(
            "{\"bubbles\":[{\"contours\":[[[-4,-3],[204,-3],[204,39],[-4,39]]],\"svg\":\"M -4 9.229 C -4 5.64 -4 1.686 -1.657 -0.657 "))
        #expect(result.standardOutput.hasSuffix("\"center\":[100,18],\"bounds\":[-4,-3,208,42]}\n"))
    }

    @Test(arguments: [
        (["--rects", "[[0, 0, 10, NaN]]"], "linkbubble: error: rect 1: height NaN is not a finite number\n"),
        (["--rects", "[[0, 0, 10, 4], [0, 4, 1e5x, 4]]"], "linkbubble: error: rect 2: width '1e5x' is not a number\n"),
        (["--rects", "[[0, 0, 10, 1e999]]"], "linkbubble: error: rect 1: height 1e999 is not a finite number\n"),
        (["--rects", "[[0, 0, 10, 4], [1, 2, -3, 4]]"], "linkbubble: error: rect 2 has a negative width: -3\n"),
        (["--rects", "[[1e308, 0, 1e308, 4]]"], "linkbubble: error: rect 1: x + width overflows to infinity\n"),
        (["--rects", "[[0, 0, 10]]"], "linkbubble: error: rect 1 has 3 numbers; expected 4: [x, y, width, height]\n"),
        (["--rects", "[[0, 0, 10, 4]"], "linkbubble: error: malformed JSON at byte 15: expected ',' or ']' after rect 1, found the end of input\n"),
        (["--rects", "{\"x\": 1}"], "linkbubble: error: malformed JSON at byte 1: expected '[' to start the array of rects, found '{\"x\": 1}'\n"),
        (["--rects", "[]", "--outset", "1,nan"], "linkbubble: error: --outset value 'nan' is not a finite number\n"),
        (["--rects", "[]", "--radius=-2"], "linkbubble: error: --radius value -2 is negative\n"),
        (["--rects", "[]", "--clip", "0,0,10"], "linkbubble: error: --clip takes 4 comma-separated numbers, not '0,0,10'\n"),
        (["--rects", "[]", "--rects-file", "/nonexistent"], "linkbubble: error: give --rects or --rects-file, not both\n"),
        (["--rects-file", "/nonexistent/rects.json"], "linkbubble: error: cannot read --rects-file '/nonexistent/rects.json'\n"),
    ])
    func badInputGivesOneLineError(arguments: [String], message: String) throws {
        let result = try runTool(["path"] + arguments, input: "")
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == message)
    }

    @Test func helpListsTheOptions() throws {
        let result = try runTool(["path", "--help"])
        #expect(result.status == 0)
        for option in ["--rects <rects>", "--rects-file <rects-file>", "--outset <DX[,DY]>", "--radius <R>",
                       "--concave-radius <R>", "--style <style>", "--clip <X,Y,W,H>", "--format <format>"] {
            #expect(result.standardOutput.contains(option), "\(option)")
        }
        let root = try runTool(["--help"])
        #expect(root.standardOutput.contains("path"))
    }

    @Test func badStyleAndFormatAreRejected() throws {
        for arguments in [["--style", "round"], ["--format", "png"]] {
            let result = try runTool(["path", "--rects", "[]"] + arguments)
            #expect(result.status != 0)
            #expect(result.standardError.split(separator: "\n").count == 1)
            #expect(result.standardError.hasPrefix("linkbubble: error: "))
        }
    }
}
