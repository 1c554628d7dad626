import Foundation
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

@Suite struct MaskCommandTests {
    static let base = RenderCommandTests.base

    @Test func writesAGrayPNGOfTheTextOutline() throws {
        let png = temporaryPath(suffix: "-mask.png")
        defer { try? FileManager.default.removeItem(atPath: png) }
        try assertExecuteCommand(["mask", "--precision", "6"] + Self.base + ["--scale", "2", "--out", png], expected: """
            {"out":"\(png)","width":324,"height":88,"origin":[10,43],"coveredArea":26195.003922,\
            "characterRange":[18,56],"link":"https://example.com"}

            """)
        let mask = try readPNG(png, as: .gray8)
        #expect(mask.width == 324 && mask.height == 88)
        #expect(mask.pixels.contains(255) && mask.pixels.contains(0))
    }

    @Test func writesAPGMOfTheBubble() throws {
        let pgm = temporaryPath(suffix: "-mask.pgm")
        defer { try? FileManager.default.removeItem(atPath: pgm) }
        try assertExecuteCommand(["mask", "--precision", "6"] + Self.base + ["--bubble", "--style", "ios", "--out", pgm], expected: """
            {"out":"\(pgm)","width":340,"height":100,"origin":[2,37],"coveredArea":31388.415686,\
            "characterRange":[18,56],"link":"https://example.com"}

            """)
        let bytes = try readFile(pgm)
        let header = Array("P5\n340 100\n255\n".utf8)
        #expect(Array(bytes.prefix(header.count)) == header)
        #expect(bytes.count == header.count + 340 * 100)
    }

    @Test func aBadOutputNameIsAOneLineError() throws {
        try assertCommandFails(
            ["mask", "--text", "abc", "--range", "0:2", "--out", "/tmp/x.jpg"],
            message: "--out must end in .png or .pgm, not '/tmp/x.jpg'")
    }
}
