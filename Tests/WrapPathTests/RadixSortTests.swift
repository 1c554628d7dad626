import Testing
import LinkBubbleTestSupport
@testable import WrapPath

/// The union sweep's radix sort against the standard library's sort by value and
/// position (so equal keys must keep their order), below and above the size
/// where it first splits by a key prefix, on values that spread the prefix and
/// values that do not.
@Suite struct RadixSortTests {
    private struct Slotted: BitwiseCopyable {
        var value: Double
        var slot: Int32
    }

    /// 20,000 elements reach the prefix split when it starts there: its buckets of the
    /// skewed distributions are still larger than ``RadixSort/minimumCount``.
    @Test(arguments: [(1_000, RadixSort.prefixMinimumCount), (20_000, 10_000)])
    func sortsLikeTheStandardLibraryAndStably(count: Int, prefixCount: Int) {
        let seed = TestSeed(default: 0x5EED_4AD1)
        var generator = seed.generator
        let distributions: [(String, (inout SplitMix64) -> Double)] = [
            ("uniform", { Double.random(in: 0..<1050, using: &$0) }),
            ("few integers", { Double(Int.random(in: 0..<1000, using: &$0)) }),
            ("signed", { Double.random(in: -1e6...1e6, using: &$0) }),
            ("narrow", { 1 + Double(Int.random(in: 0..<4096, using: &$0)) * 0x1p-52 }),
            ("one bucket and outliers", { Bool.random(using: &$0) ? 7 : Double(Int.random(in: 0..<3, using: &$0)) * 1e9 }),
        ]
        for (name, draw) in distributions {
            var elements = (0..<count).map { Slotted(value: draw(&generator), slot: Int32($0)) }
            let expected = elements.sorted { $0.value < $1.value || ($0.value == $1.value && $0.slot < $1.slot) }
            RadixSort.sort(
                &elements, by: { RadixSort.key($0.value) }, areInIncreasingOrder: { $0.value < $1.value }, prefixCount: prefixCount)
            let same = elements.count == expected.count
                && zip(elements, expected).allSatisfy { $0.value == $1.value && $0.slot == $1.slot }
            #expect(same, "\(name), \(count) elements (\(seed))")
        }
    }
}
