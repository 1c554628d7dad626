import LinkBubbleTestSupport
import Testing

@Suite struct PathCommandTests {
    private let twoLines = "[[0, 0, 100, 18], [0, 18, 60, 18]]"

    @Test func plainJSONFromTheRectsOption() throws {
        try assertExecuteCommand(["path", "--rects", twoLines, "--style", "plain"], expected: """
            {"bubbles":[{"contours":[[[0,0],[100,0],[100,18],[60,18],[60,36],[0,36]]],\
            "svg":"M 0 0 L 100 0 L 100 18 L 60 18 L 60 36 L 0 36 Z","bounds":[0,0,100,36]}],\
            "center":[50,18],"bounds":[0,0,100,36]}

            """)
    }

    @Test func webkitStyleFromStandardInputWithOutsetAndRadius() throws {
        try assertExecuteCommand(["path", "--style", "webkit", "--outset", "1,0", "--radius", "2", "--concave-radius", "0"], expected: """
            {"bubbles":[{"contours":[[[-1,0],[101,0],[101,18],[61,18],[61,36],[-1,36]]],\
            "svg":"M -1 2 C -1 0.895 -0.105 0 1 0 L 99 0 C 100.105 0 101 0.895 101 2 L 101 16 \
            C 101 17.105 100.105 18 99 18 L 61 18 L 61 34 C 61 35.105 60.105 36 59 36 L 1 36 \
            C -0.105 36 -1 35.105 -1 34 Z","bounds":[-1,0,102,36]}],"center":[50,18],"bounds":[-1,0,102,36]}

            """, stdin: twoLines)
    }

    @Test func holesAndSeparateBubblesFromAFile() throws {
        let file = try TemporaryFile(
            bytes: Array("[[0,0,30,10],[0,20,30,10],[0,10,10,10],[20,10,10,10],[40,0,5,5]]".utf8), suffix: ".json")
        try withExtendedLifetime(file) {
            try assertExecuteCommand(["path", "--rects-file", file.path, "--style", "plain"], expected: """
                {"bubbles":[{"contours":[[[0,0],[30,0],[30,30],[0,30]],[[10,10],[10,20],[20,20],[20,10]]],\
                "svg":"M 0 0 L 30 0 L 30 30 L 0 30 Z M 10 10 L 10 20 L 20 20 L 20 10 Z","bounds":[0,0,30,30]},\
                {"contours":[[[40,0],[45,0],[45,5],[40,5]]],"svg":"M 40 0 L 45 0 L 45 5 L 40 5 Z",\
                "bounds":[40,0,5,5]}],"center":[22.5,15],"bounds":[0,0,45,30]}

                """)
        }
    }

    @Test func clipKeepsTheVisiblePartAndEmptyResultIsNull() throws {
        try assertExecuteCommand(["path", "--rects", twoLines, "--style", "plain", "--clip", "0,20,50,100"], expected: """
            {"bubbles":[{"contours":[[[0,20],[50,20],[50,36],[0,36]]],"svg":"M 0 20 L 50 20 L 50 36 L 0 36 Z",\
            "bounds":[0,20,50,16]}],"center":[25,28],"bounds":[0,20,50,16]}

            """)
        try assertExecuteCommand(
            ["path", "--rects", twoLines, "--clip=-10,-10,5,5"], expected: #"{"bubbles":[],"center":null,"bounds":null}"# + "\n")
    }

    @Test func svgDocument() throws {
        try assertExecuteCommand(["path", "--rects", "[[0, 0, 10, 4.5]]", "--style", "plain", "--format", "svg"], expected: """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5">
            <path d="M 0 0 L 10 0 L 10 4.5 L 0 4.5 Z" fill="#0a84ff" fill-opacity="0.25"/>
            </svg>

            """)
    }

    @Test func iosStyleSnapsAndUsesContinuousCorners() throws {
        // Outset 4,3; radius 8 with continuous corners; the 3-point step snaps to one edge.
        try assertExecuteCommand(["path", "--rects", "[[0,0,200,18],[3,18,195,18]]", "--style", "ios"], expected: """
            {"bubbles":[{"contours":[[[-4,-3],[204,-3],[204,39],[-4,39]]],"svg":"M -4 9.229 \
            C -4 5.64 -4 1.686 -1.657 -0.657 C 0.686 -3 4.64 -3 8.229 -3 L 191.771 -3 \
            C 195.36 -3 199.314 -3 201.657 -0.657 C 204 1.686 204 5.64 204 9.229 L 204 26.771 \
            C 204 30.36 204 34.314 201.657 36.657 C 199.314 39 195.36 39 191.771 39 L 8.229 39 \
            C 4.64 39 0.686 39 -1.657 36.657 C -4 34.314 -4 30.36 -4 26.771 Z","bounds":[-4,-3,208,42]}],\
            "center":[100,18],"bounds":[-4,-3,208,42]}

            """)
    }

    /// The errors of the rects themselves: LinkBubbleJSONTests' `RectsParserTests`.
    @Test(arguments: [
        (["--rects", "[[0, 0, 10, NaN]]"], "rect 1: height NaN is not a finite number"),
        (["--rects", "[]", "--outset", "1,nan"], "--outset value 'nan' is not a finite number"),
        (["--rects", "[]", "--radius=-2"], "--radius value -2 is negative"),
        (["--rects", "[]", "--clip", "0,0,10"], "--clip takes 4 comma-separated numbers, not '0,0,10'"),
        (["--rects", "[]", "--rects-file", "/nonexistent"], "give --rects or --rects-file, not both"),
        (["--rects-file", "/nonexistent/rects.json"], "cannot read --rects-file '/nonexistent/rects.json'"),
        (["--rects", "[]", "--style", "round"],
         "The value 'round' is invalid for '--style <style>'. Please provide one of 'plain', 'webkit' or 'ios'."),
        (["--rects", "[]", "--format", "png"],
         "The value 'png' is invalid for '--format <format>'. Please provide one of 'json' and 'svg'."),
        ([], "malformed JSON at byte 1: expected '[' to start the array of rects, found the end of input"),
    ])
    func badInputGivesOneLineError(arguments: [String], message: String) throws {
        try assertCommandFails(["path"] + arguments, message: message, stdin: "")
    }
}
