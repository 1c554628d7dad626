import Testing

@testable import TextLayout

/// `CharacterClass.isHangingWhitespace` is one branch-free expression: for every UTF-16
/// unit it must be what its definition says, the space separators (general category
/// Zs) without the no-break ones (U+00A0, U+2007, U+202F), and the tab.
@Suite struct CharacterClassTests {
    @Test func hangingWhitespaceIsBreakingSpacesAndTab() {
        var hanging = 0
        for unit in UInt16(0)...UInt16.max {
            let scalar = Unicode.Scalar(unit)
            let expected =
                unit == 0x09
                || (scalar?.properties.generalCategory == .spaceSeparator && ![0xA0, 0x2007, 0x202F].contains(unit))
            #expect(CharacterClass.isHangingWhitespace(unit) == expected, "U+\(String(unit, radix: 16))")
            if expected { hanging += 1 }
        }
        #expect(hanging == 15)
    }

    /// Break units' per-unit test (`BreakUnits.hangs`: a mask below U+1680) agrees with
    /// the two definitions it stands for, breaking whitespace or a line separator, for
    /// every UTF-16 unit.
    @Test func breakUnitsHangingTestIsTheDefinitions() {
        var hanging = 0
        for unit in UInt16(0)...UInt16.max {
            let expected = CharacterClass.isHangingWhitespace(unit) || CharacterClass.isLineSeparator(unit)
            #expect(BreakUnits.hangs(unit) == (expected ? 1 : 0), "U+\(String(unit, radix: 16))")
            if expected { hanging += 1 }
        }
        #expect(hanging == 16)
    }

    /// Break units' shifted table (`BreakUnits.breakKind(after:in:)`) gives every
    /// flags byte its `breakKind`, or an opportunity for none in character wrapping.
    @Test func breakUnitsBreakKindIsTheFlagsKind() {
        for characterWrap in [false, true] {
            let kinds = BreakUnits.breakKinds(characterWrap: characterWrap)
            for raw in UInt8(0)...UInt8.max {
                let flags = CodeUnitFlags(rawValue: raw)
                let expected: BreakKind = characterWrap && flags.breakKind == .none ? .opportunity : flags.breakKind
                #expect(BreakUnits.breakKind(after: flags, in: kinds) == expected, "\(raw) \(characterWrap)")
            }
        }
    }
}
