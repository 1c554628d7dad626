import Testing
import LinkBubbleTestSupport
@testable import TextLayout

/// The invariant checks run in debug builds (where tests run) and catch broken values.
@Suite struct InvariantTests {
    @Test func randomEditsKeepAttributedTextValid() throws {
        var generator = SplitMix64(seed: 0xA77_2EED)
        let links = ["https://a.example", "https://b.example", nil]
        for round in 0..<200 {
            var text = AttributedText("")
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: text.append(["ab", "c d ", "سلام", "😀", ""].randomElement(using: &generator)!)
                case 1: text.append(AttributedText("xy", attributes: TextAttributes(size: 20)))
                default:
                    guard text.length > 0 else { continue }
                    let start = Int.random(in: 0...text.length, using: &generator)
                    let range = start..<Int.random(in: start...text.length, using: &generator)
                    let link = links.randomElement(using: &generator)!
                    try text.modifyAttributes(in: range) { $0.link = link }
                }
                text._checkInvariants()
            }
            #expect(text.runs.allSatisfy { !$0.range.isEmpty }, "round \(round)")
        }
    }

    @Test func brokenRunsTrap() async {
        await #expect(processExitsWith: .failure) {
            var text = AttributedText("abcd")
            text.runs = [AttributeRun(range: 0..<2, attributes: TextAttributes()), AttributeRun(range: 3..<4, attributes: TextAttributes())]
            text._checkInvariants()
        }
        await #expect(processExitsWith: .failure) {
            var text = AttributedText("abcd")
            text.runs = [AttributeRun(range: 0..<2, attributes: TextAttributes()), AttributeRun(range: 2..<4, attributes: TextAttributes())]
            text._checkInvariants()
        }
    }

    @Test func fontsAreEqualByIdentityAndAttributesBySetting() throws {
        let bytes = Array(BundledFont.notoSans.bytes)
        let one = try Font(bytes: bytes), two = try Font(bytes: bytes)
        #expect(one == one && one != two)
        #expect(Set([one, two, one]).count == 2)
        #expect(TextAttributes(font: one) == TextAttributes(font: one))
        #expect(TextAttributes(font: one) != TextAttributes(font: two))
        #expect(TextAttributes(fallbackFonts: [one]) != TextAttributes(fallbackFonts: [two]))
        // Every setting takes part, the background color too.
        #expect(TextAttributes(backgroundColor: .black) != TextAttributes())
        #expect(Set([TextAttributes(font: one), TextAttributes(font: one), TextAttributes(font: two)]).count == 2)
    }
}
