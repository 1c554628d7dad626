import LinkBubbleTestSupport
import Testing
import TextLayout

/// Looking faces up by family and style, listing families, and loading faces of
/// collections, on the fixed test font set.
@Suite struct SystemFontLookupTests {
    let source = TestFontSet.source

    @Test func familiesAreFoundByNameWithoutRegardToCaseOrSpaces() throws {
        let regular = try source.font(family: "Noto Sans")
        #expect(regular.familyName == "Noto Sans")
        #expect(regular.styleName == "Regular")
        #expect(regular.source.hasSuffix("Fonts/NotoSans-Regular.ttf"))
        #expect(try source.font(family: "noto sans") === regular)
        #expect(try source.font(family: "NotoSans") === regular, "fontconfig ignores blanks in family names")
        let thai = try source.font(family: "Noto Sans Thai")
        #expect(thai.familyName == "Noto Sans Thai")
    }

    @Test func weightPicksTheNearestFace() throws {
        #expect(try source.font(family: "Noto Sans", weight: .bold).styleName == "Bold")
        #expect(try source.font(family: "Noto Sans", weight: .black).styleName == "Bold")
        #expect(try source.font(family: "Noto Sans", weight: .light).styleName == "Regular")
        // A family with one face answers with it whatever the style.
        let italic = try source.font(family: "Noto Sans Georgian", slant: .italic)
        #expect(italic.familyName == "Noto Sans Georgian")
    }

    @Test func genericFamiliesResolveAsTheConfigurationSays() throws {
        #expect(try source.font(family: "sans-serif").familyName == "Noto Sans")
        let emoji = try source.font(family: "emoji")
        #expect(emoji.familyName == "Noto Color Emoji" && emoji.hasColorGlyphs)
    }

    @Test func anUnknownFamilyIsAnError() {
        #expect(throws: TextLayoutError.familyNotFound(family: "Helvetica Neue Imaginary")) {
            try source.font(family: "Helvetica Neue Imaginary")
        }
        let message = TextLayoutError.familyNotFound(family: "X").description
        #expect(message.contains("\"X\"") && message.contains("linkbubble fonts"))
    }

    @Test func facesOfACollectionAreAddressedByIndex() throws {
        let proportional = try source.font(family: "WenQuanYi Micro Hei")
        let monospaced = try source.font(family: "WenQuanYi Micro Hei Mono")
        #expect(proportional.faceCount == 2 && monospaced.faceCount == 2)
        #expect(proportional.faceIndex == 0 && monospaced.faceIndex == 1)
        #expect(monospaced.familyName == "WenQuanYi Micro Hei Mono")
        #expect(try source.font(contentsOfFile: monospaced.source, faceIndex: 1) === monospaced, "one Font per file and index")
        #expect(try source.font(contentsOfFile: monospaced.source, faceIndex: 0) === proportional)
        #expect(throws: TextLayoutError.faceIndexOutOfRange(index: 2, faceCount: 2, source: monospaced.source)) {
            try source.font(contentsOfFile: monospaced.source, faceIndex: 2)
        }
    }

    @Test func familyNamesListTheSetSortedAndUnique() {
        let names = source.familyNames()
        #expect(names == [
            "DejaVu Sans", "Noto Color Emoji", "Noto Sans", "Noto Sans Arabic", "Noto Sans Arabic UI", "Noto Sans Armenian",
            "Noto Sans Bengali", "Noto Sans Devanagari", "Noto Sans Georgian", "Noto Sans Hebrew", "Noto Sans Tamil",
            "Noto Sans Thai", "WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono",
        ])
    }

    @Test func familyNamesForALanguageAreThoseThatSupportIt() {
        #expect(source.familyNames(language: "th") == ["Noto Sans Thai"])
        #expect(source.familyNames(language: "ja") == ["WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"])
        #expect(source.familyNames(language: "hi").contains("Noto Sans Devanagari"))
        #expect(source.familyNames(language: "he").contains("Noto Sans Hebrew"))
        #expect(!source.familyNames(language: "he").contains("Noto Sans Thai"))
    }

    @Test func aMissingOrBrokenConfigurationIsAnError() throws {
        #expect(throws: TextLayoutError.fileNotFound(path: "/nonexistent/fonts.conf")) {
            try SystemFontSource(configurationFile: "/nonexistent/fonts.conf")
        }
        let broken = try TemporaryFile(bytes: Array("<fontconfig><dir>".utf8), suffix: ".conf")
        #expect(throws: TextLayoutError.fontConfigurationFailed(file: broken.path, reason: "fontconfig cannot parse it")) {
            try SystemFontSource(configurationFile: broken.path)
        }
    }
}
