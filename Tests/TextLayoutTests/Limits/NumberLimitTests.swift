import Foundation
import Geometry
import LinkBubbleTestSupport
import Testing
import TextLayout

/// Issue 12: sizes, line heights and spacings whose results overflow gave `inf` and
/// `nan`; bitmap-only fonts gave NaN; NaN points went through hit testing. Every
/// number is now checked against `TextLayoutLimits` before layout does arithmetic.
@Suite struct NumberLimitTests {
    private func layout(
        attributes: (inout TextAttributes) -> Void = { _ in }, container: (inout TextContainer) -> Void = { _ in }
    ) throws -> LayoutManager {
        var textAttributes = TextAttributes()
        attributes(&textAttributes)
        return try Samples.layout("hi there", width: 300, attributes: textAttributes, configure: container)
    }

    /// The reproducers: `layout --size 1e308` and `--line-height 1e308`.
    @Test func hugeSizesAndLineHeightsAreRefused() throws {
        #expect(throws: TextLayoutError.numberOutOfRange(name: "font size", value: 1e308, minimum: 0, maximum: 10_000)) {
            try layout { $0.size = 1e308 }
        }
        #expect(throws: TextLayoutError.numberOutOfRange(name: "line height multiple", value: 1e308, minimum: 0, maximum: 1_000)) {
            try layout { $0.paragraphStyle.lineHeightMultiple = 1e308 }
        }
        // The largest accepted values lay out with finite numbers only.
        let largest = try layout {
            $0.size = TextLayoutLimits.maximumFontSize
            $0.paragraphStyle.lineHeightMultiple = TextLayoutLimits.maximumLineHeightMultiple
            $0.paragraphStyle.lineSpacing = TextLayoutLimits.maximumLength
            $0.letterSpacing = -TextLayoutLimits.maximumLength
        } container: {
            $0.width = TextLayoutLimits.maximumLength
        }
        for line in largest.lineFragments {
            #expect(line.rect.isFinite && line.usedRect.isFinite && line.baseline.isFinite)
        }
        #expect(largest.size.width.isFinite && largest.size.height.isFinite)
    }

    @Test func everyLengthIsCheckedAgainstTheLimit() throws {
        let tooLong = TextLayoutLimits.maximumLength * 2
        let range = 0...TextLayoutLimits.maximumLength
        let offsetRange = -TextLayoutLimits.maximumLength...TextLayoutLimits.maximumLength
        let cases: [(String, ClosedRange<Double>, (inout TextAttributes) -> Void, (inout TextContainer) -> Void)] = [
            ("container width", range, { _ in }, { $0.width = tooLong }),
            ("container height", range, { _ in }, { $0.height = tooLong }),
            ("top inset", range, { _ in }, { $0.insets.top = tooLong }),
            ("right inset", range, { _ in }, { $0.insets.right = tooLong }),
            ("line fragment padding", range, { _ in }, { $0.lineFragmentPadding = tooLong }),
            ("letter spacing", offsetRange, { $0.letterSpacing = -tooLong }, { _ in }),
            ("baseline offset", offsetRange, { $0.baselineOffset = tooLong }, { _ in }),
            ("minimum line height", range, { $0.paragraphStyle.minimumLineHeight = tooLong }, { _ in }),
            ("line spacing", range, { $0.paragraphStyle.lineSpacing = tooLong }, { _ in }),
            ("paragraph spacing", range, { $0.paragraphStyle.paragraphSpacing = tooLong }, { _ in }),
        ]
        for (name, range, attributes, container) in cases {
            let value = name == "letter spacing" ? -tooLong : tooLong
            #expect(throws: TextLayoutError.numberOutOfRange(name: name, value: value, minimum: range.lowerBound, maximum: range.upperBound)) {
                try layout(attributes: attributes, container: container)
            }
        }
        #expect(throws: TextLayoutError.invalidNumber(name: "letter spacing", value: .infinity)) {
            try layout { $0.letterSpacing = .infinity }
        }
        #expect(throws: TextLayoutError.invalidNumber(name: "baseline offset", value: -.infinity)) {
            try layout { $0.baselineOffset = -.infinity }
        }
    }

    /// An empty text takes its only line's metrics from the default attributes, so
    /// they are checked too.
    @Test func anEmptyTextChecksItsDefaultAttributes() throws {
        #expect(throws: TextLayoutError.numberOutOfRange(name: "font size", value: 1e20, minimum: 0, maximum: 10_000)) {
            try LayoutManager(text: AttributedText("", attributes: TextAttributes(size: 1e20)), container: TextContainer(width: 100))
        }
    }

    @Test func shapingChecksTheSize() throws {
        let font = Font.bundled(.notoSans)
        #expect(throws: TextLayoutError.numberOutOfRange(name: "font size", value: 1e20, minimum: 0, maximum: 10_000)) {
            try font.shape("sample", size: 1e20)
        }
        #expect(throws: TextLayoutError.invalidNumber(name: "font size", value: .infinity)) {
            try font.shape("x", size: .infinity)
        }
    }

    @Test func aTextLongerThanTheLimitIsRefusedBeforeLayout() throws {
        let length = TextLayoutLimits.maximumTextLength + 1
        let text = AttributedText(repeatedASCII("a", count: length))
        let expected = TextLayoutError.textTooLong(length: length, maximum: TextLayoutLimits.maximumTextLength)
        do throws(TextLayoutError) {
            _ = try LayoutManager(text: text, container: TextContainer(width: 100))
            Issue.record("a text of \(length) UTF-16 units was laid out")
        } catch {
            #expect(error == expected)
        }
        do throws(TextLayoutError) {
            _ = try BidiParagraph(utf16: text.utf16)
            Issue.record("a text of \(length) UTF-16 units was resolved for bidi")
        } catch {
            #expect(error == expected)
        }
    }

    /// A BDF font: FreeType opens it with 0 units per em, which gave NaN rects.
    @Test func aBitmapOnlyFontIsRefused() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("bitmap-only.bdf").path
        let reason = "it has no scalable outlines or color bitmaps (monochrome bitmap-only fonts are not supported)"
        #expect(throws: TextLayoutError.unusableFont(source: path, reason: reason)) {
            try Font(contentsOfFile: path)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: TextLayoutError.unusableFont(source: "font bytes", reason: reason)) { try Font(bytes: bytes) }
        #expect(
            TextLayoutError.unusableFont(source: "x.bdf", reason: reason).description
                == "unusable font x.bdf: it has no scalable outlines or color bitmaps (monochrome bitmap-only fonts are not supported)")
    }

    @Test func nanPointsHitNothing() throws {
        var text = AttributedText("a link here")
        try text.addLink("https://example.com", range: 2..<6)
        let layout = try LayoutManager(text: text, container: TextContainer(width: 300))
        for point in [Point(x: .nan, y: 5), Point(x: 20, y: .nan), Point(x: .nan, y: .nan)] {
            #expect(layout.lineFragmentIndex(at: point) == nil)
            #expect(layout.glyphIndex(for: point) == nil)
            #expect(layout.link(at: point) == nil)
            #expect(layout.characterIndex(for: point) == (0, 0))
        }
        // Infinite coordinates are far points: they clamp to the last glyph.
        #expect(layout.glyphIndex(for: Point(x: .infinity, y: .infinity)) == layout.glyphs.count - 1)
        #expect(layout.link(at: Point(x: 20, y: 5))?.range == 2..<6)
    }

    @Test func outOfRangeErrorsReadAsOneLine() {
        let error = TextLayoutError.numberOutOfRange(name: "font size", value: 1e308, minimum: 0, maximum: 10_000)
        #expect(error.description == "font size 1e+308 is out of range (the supported range is 0 to 10000)")
        #expect(
            TextLayoutError.textTooLong(length: 20_000_000, maximum: 16_777_216).description
                == "the text is too long: 20000000 UTF-16 units (the most layout accepts is 16777216)")
    }
}
