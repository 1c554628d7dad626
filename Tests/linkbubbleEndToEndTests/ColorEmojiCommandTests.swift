import Foundation
import Testing

/// Issue 10's reproduction: Noto Color Emoji (bitmap-only, CBDT) as a fallback font used
/// to print `inf` and `nan` (invalid JSON). The output is now valid JSON with finite
/// numbers, and the emoji is as wide as its `hmtx` advance (2550 of 2048 units per em).
@Suite struct ColorEmojiCommandTests {
    static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    static func arguments(_ command: String, size: Double) -> [String] {
        [command, "--font", fontsFolder() + "/NotoSans-Regular.ttf", "--font", emojiFont, "--text", "Hi 😀 there",
         "--size", "\(size)", "--width", "100000"]
    }

    /// Every number in a JSON value.
    static func numbers(in value: Any) -> [Double] {
        switch value {
        case let number as NSNumber: [number.doubleValue]
        case let array as [Any]: array.flatMap(numbers(in:))
        case let object as [String: Any]: object.values.flatMap(numbers(in:))
        default: []
        }
    }

    @Test func theReproductionPrintsFiniteJSON() throws {
        let result = try runCommand(["layout", "--font", fontsFolder() + "/NotoSans-Regular.ttf", "--font", Self.emojiFont,
                                  "--text", "Hi 😀 there"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("nan") && !result.standardOutput.contains("inf"))
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let numbers = Self.numbers(in: json)
        #expect(!numbers.isEmpty && numbers.allSatisfy(\.isFinite))
        // One line as tall as Noto Sans (1362 of 1000 units per em at 16 px).
        let lines = try #require((json as? [String: Any])?["lines"] as? [[String: Any]])
        #expect(lines.count == 1)
        #expect(lines.first?["baseline"] as? Double == 17.104)
    }

    @Test(arguments: [0.001, 16, 1000])
    func theEmojiRectIsItsScaledAdvance(size: Double) throws {
        let result = try runCommand(Self.arguments("rects", size: size) + ["--range", "3:5"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let rects = try #require(json["rects"] as? [[Double]])
        try #require(rects.count == 1)
        // The tool prints 6 decimals.
        #expect(abs(rects[0][2] - 2550 * size / 2048) <= 1e-6)
    }
}
