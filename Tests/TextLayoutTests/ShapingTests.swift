import Testing
import Geometry
import TextLayout

@Suite struct ShapingTests {
    @Test func officeAffineFormsAnFFILigature() throws {
        let text = "office affine"
        let glyphs = try Font(.notoSans).shape(text, size: 16)
        // "ffi" in "office" is UTF-16 1..<4 and in "affine" 8..<11.
        let ligatures = glyphs.filter { $0.characterRange.count > 1 }
        #expect(ligatures.map(\.characterRange) == [1..<4, 8..<11])
        #expect(glyphs.count == text.utf16.count - 4)
        let ffi = ligatures[0]
        let single = try Font(.notoSans).shape("o", size: 16)
        #expect(ffi.glyphID != single[0].glyphID)
        #expect(ffi.advance > 0)
    }

    @Test func ligaturesCanBeTurnedOff() throws {
        let options = ShapingOptions(features: [FontFeature("liga", 0)])
        let glyphs = try Font(.notoSans).shape("office affine", size: 16, options: options)
        #expect(glyphs.count == 13)
        #expect(glyphs.allSatisfy { $0.characterRange.count == 1 })
    }

    @Test func advancesScaleWithSize() throws {
        let font = Font(.notoSans)
        let small = try font.shape("Link", size: 10).reduce(0) { $0 + $1.advance }
        let large = try font.shape("Link", size: 20).reduce(0) { $0 + $1.advance }
        #expect(abs(large - 2 * small) < 1e-9)
    }

    @Test func arabicShapesRightToLeftWithJoiningForms() throws {
        let font = Font(.notoSansArabic)
        // "سلام": four letters; joined forms differ from the isolated ones.
        let glyphs = try font.shape("سلام", size: 16, options: ShapingOptions(direction: .rightToLeft))
        #expect(glyphs.count >= 3)
        // Visual order: the first glyph drawn (leftmost) is the last character.
        #expect(glyphs.first!.characterRange.lowerBound > glyphs.last!.characterRange.lowerBound)
        let isolatedSeen = try font.shape("س", size: 16, options: ShapingOptions(direction: .rightToLeft))
        #expect(glyphs.last!.glyphID != isolatedSeen[0].glyphID, "initial form, not isolated")
    }

    @Test func invalidSizeIsATypedError() {
        #expect(throws: TextLayoutError.invalidNumber(name: "font size", value: -1)) {
            try Font(.notoSans).shape("a", size: -1)
        }
        #expect(throws: TextLayoutError.self) { try Font(.notoSans).shape("a", size: .nan) }
    }

    @Test func concurrentShapingOnOneFontAgrees() async throws {
        let font = Font(.notoSans)
        let expected = try font.shape("concurrent office affine", size: 14)
        try await withThrowingTaskGroup(of: [ShapedGlyph].self) { group in
            for _ in 0..<16 {
                group.addTask { try font.shape("concurrent office affine", size: 14) }
            }
            for try await result in group { #expect(result == expected) }
        }
    }
}
