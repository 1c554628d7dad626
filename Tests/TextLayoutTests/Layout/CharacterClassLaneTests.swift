import LinkBubbleTestSupport
import Testing

@testable import TextLayout

/// The four-lane tests of `CharacterClass+Lanes.swift` must say whether any lane holds
/// exactly as a test of each unit does: on random words, on words whose lanes sit at and
/// next to every bound used, in every lane position; and the scan for a unit that may
/// start a cluster of several units must match `contains(where:)` on the benchmark and
/// fixture texts and on generated texts with such a unit at every position.
@Suite struct CharacterClassLaneTests {
    static func lanes(_ word: UInt64) -> [UInt16] { (0..<4).map { UInt16(truncatingIfNeeded: word >> (16 * $0)) } }

    static func word(_ lanes: [UInt16]) -> UInt64 {
        lanes.enumerated().reduce(0) { $0 | UInt64($1.element) << (16 * $1.offset) }
    }

    func check(_ word: UInt64) {
        let units = Self.lanes(word)
        for bound: UInt16 in [1, 0x20, 0x8000] {
            #expect((CharacterClass.lanes(of: word, below: bound) != 0) == units.contains { $0 < bound }, "\(word) below \(bound)")
        }
        for value: UInt16 in [0, 0x0D, 0x85, 0x2029, 0xFFFF] {
            #expect((CharacterClass.lanes(of: word, equalTo: value) != 0) == units.contains(value), "\(word) = \(value)")
        }
        for bound: UInt16 in [0, 0x02FF, 0x058F, 0x7FFE] {
            #expect((CharacterClass.lanes(of: word, above: bound) != 0) == units.contains { $0 > bound }, "\(word) above \(bound)")
        }
    }

    @Test func lanesAgreeWithUnitTests() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<20_000 { check(generator.next()) }
        // Values at and next to every bound, in every lane, among plain and extreme lanes.
        let edges: [UInt16] = [0, 1, 2, 0x0C, 0x0D, 0x0E, 0x1F, 0x20, 0x21, 0x61, 0x84, 0x85, 0x86, 0x02FE, 0x02FF, 0x0300,
                               0x058E, 0x058F, 0x0590, 0x2028, 0x2029, 0x202A, 0x7FFE, 0x7FFF, 0x8000, 0xFFFE, 0xFFFF]
        for edge in edges {
            for filler: UInt16 in [0x61, 0, 0xFFFF, 0x8000, 0x7FFF] {
                for lane in 0..<4 {
                    var units = [UInt16](repeating: filler, count: 4)
                    units[lane] = edge
                    check(Self.word(units))
                }
            }
        }
    }

    func checkScan(_ units: [UInt16]) {
        let expected = units.contains { CharacterClass.mayJoinGraphemeNeighbour($0) }
        let scanned = units.withUnsafeBufferPointer { CharacterClass.hasMultiUnitClusterCandidate($0) }
        #expect(scanned == expected, "\(units.map { String($0, radix: 16) })")
    }

    /// Every BMP code point that ``CharacterClass/mayJoinGraphemeNeighbour(_:)`` says
    /// joins no neighbour is a grapheme cluster of its own for ICU, between letters and
    /// next to another such code point.
    @Test func unitsThatJoinNoNeighbourAreClustersOfTheirOwn() throws {
        var units: [UInt16] = []
        for unit in UInt16(0x0300)...0xFFFF where !CharacterClass.mayJoinGraphemeNeighbour(unit) {
            units += [0x61, unit, unit]
        }
        #expect(units.count > 140_000)
        let boundaries = try LineBreaker.graphemeBreaker().opportunities(inUTF16: units).map(\.offset)
        #expect(boundaries == Array(1...units.count))
    }

    @Test func clusterScanAgreesWithContains() throws {
        for string in try WordSegmentationTests.benchmarkTexts() + WordSegmentationTests.fixtureTexts() {
            checkScan(Array(string.utf16))
        }
        checkScan([])
        for length in 1...11 {
            for position in 0..<length {
                for unit: UInt16 in [0x0D, 0x02FF, 0x0300, 0x0301, 0x0C, 0x0E, 0xD83D, 0xFFFF, 0x7FFF, 0x8000, 0x20AC, 0x1100] {
                    var units = [UInt16](repeating: 0x61, count: length)
                    units[position] = unit
                    checkScan(units)
                }
            }
        }
    }
}
