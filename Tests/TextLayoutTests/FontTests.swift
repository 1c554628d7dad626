import Testing
import LinkBubbleTestSupport
import Geometry
import TextLayout

@Suite struct FontTests {
    @Test(arguments: BundledFont.allCases)
    func bundledFontsLoadWithMetrics(_ bundled: BundledFont) throws {
        let font = Font(bundled)
        #expect(font.faceCount == 1)
        #expect(font.metrics.unitsPerEm >= 1000)
        #expect(font.metrics.ascender > 0)
        #expect(font.metrics.descender < 0)
        #expect(font.metrics.lineHeight > font.metrics.unitsPerEm)
        #expect(!font.familyName.isEmpty)
    }

    @Test func notoSansMetricsMatchItsTables() {
        // Noto Sans: 1000 units per em, hhea ascender 1069, descender -293, line gap 0;
        // OS/2 cap height 714 and x-height 536.
        let font = Font(.notoSans)
        #expect(font.familyName == "Noto Sans")
        #expect(font.styleName == "Regular")
        #expect(font.metrics.unitsPerEm == 1000)
        #expect(font.metrics.ascender == 1069)
        #expect(font.metrics.descender == -293)
        #expect(font.metrics.lineGap == 0)
        #expect(font.metrics.capHeight == 714)
        #expect(font.metrics.xHeight == 536)
        #expect(Font(.notoSansBold).styleName == "Bold")
    }

    @Test func loadsFromBytesAndFromAFile() throws {
        let bytes = Array(BundledFont.notoSansHebrew.bytes)
        let fromBytes = try Font(bytes: bytes)
        #expect(fromBytes.familyName == "Noto Sans Hebrew")
        #expect(fromBytes.glyph(for: "\u{05D0}") != nil, "has alef")
        #expect(fromBytes.glyph(for: "\u{0627}") == nil, "has no Arabic alef")
        let file = try TemporaryFile(bytes: bytes)
        let path = file.path
        let fromFile = try Font(contentsOfFile: path)
        #expect(fromFile.metrics == fromBytes.metrics)
        #expect(fromFile.source == path)
    }

    @Test func missingFileIsATypedError() {
        #expect(throws: TextLayoutError.fileNotFound(path: "/nonexistent/font.ttf")) {
            try Font(contentsOfFile: "/nonexistent/font.ttf")
        }
    }

    @Test func aFolderIsUnreadable() {
        #expect(throws: TextLayoutError.unreadableFile(path: "/tmp")) {
            try Font(contentsOfFile: "/tmp")
        }
    }

    @Test func bytesThatAreNotAFontAreATypedError() throws {
        #expect(throws: TextLayoutError.notAFont(source: "font bytes")) {
            try Font(bytes: Array("definitely not a font".utf8))
        }
        #expect(throws: TextLayoutError.notAFont(source: "font bytes")) { try Font(bytes: [UInt8]()) }
        let truncated = Array(BundledFont.notoSans.bytes.prefix(64))
        #expect(throws: TextLayoutError.notAFont(source: "font bytes")) { try Font(bytes: truncated) }
        let file = try TemporaryFile(bytes: Array("hello".utf8))
        let path = file.path
        #expect(throws: TextLayoutError.notAFont(source: path)) { try Font(contentsOfFile: path) }
    }

    @Test func faceIndexOutOfRange() {
        let bytes = Array(BundledFont.notoSans.bytes)
        #expect(throws: TextLayoutError.faceIndexOutOfRange(index: 1, faceCount: 1, source: "font bytes")) {
            try Font(bytes: bytes, faceIndex: 1)
        }
        #expect(throws: TextLayoutError.faceIndexOutOfRange(index: -1, faceCount: 1, source: "font bytes")) {
            try Font(bytes: bytes, faceIndex: -1)
        }
    }

    @Test func errorsDescribeThemselvesInOneLine() {
        let error = TextLayoutError.faceIndexOutOfRange(index: 3, faceCount: 2, source: "a.ttc")
        #expect(error.description == "face index 3 is out of range: a.ttc has 2 faces")
    }
}
