/// A stable least-significant-digit radix sort by an unsigned 64-bit key, for
/// the large arrays of the union sweep: O(n) per digit, reading and writing
/// memory in order instead of the scattered comparisons of a merge sort, which
/// took a quarter of the union of a million random rects.
enum _RadixSort {
    /// Bits per digit: 2,048 buckets, whose counts stay in the L1 cache.
    private static let digitBits = 11
    private static let bucketCount = 1 << digitBits
    /// Digits a 64-bit key has (the last one is shorter).
    private static let digitCount = (64 + digitBits - 1) / digitBits

    /// Below this many elements the standard library's sort is faster: the radix
    /// sort's fixed cost is clearing and scanning its 12,288 bucket counts.
    static let minimumCount = 256

    /// Sorts `elements` by `key`, keeping equal keys in their order. Digits on which
    /// every key agrees are skipped, so keys that use few bits cost few passes.
    @inline(__always)
    /// - Parameters:
    ///   - key: The key; it must order the elements as `areInIncreasingOrder` does.
    ///   - areInIncreasingOrder: The order, for the standard library's sort of
    ///     fewer than ``minimumCount`` elements (cheaper than comparing keys).
    static func sort<Element: BitwiseCopyable>(
        _ elements: inout [Element], by key: (Element) -> UInt64,
        areInIncreasingOrder: (Element, Element) -> Bool
    ) {
        let count = elements.count
        guard count >= minimumCount else {
            elements.sort(by: areInIncreasingOrder)
            return
        }
        var histograms = [Int](repeating: 0, count: digitCount * bucketCount)
        histograms.withUnsafeMutableBufferPointer { histograms in
            for element in elements {
                let value = key(element)
                for digit in 0..<digitCount {
                    histograms[digit * bucketCount + digitValue(value, digit)] += 1
                }
            }
        }
        // Every pass writes all of it before it is read: no copy of the elements needed.
        var scratch = [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        for digit in 0..<digitCount {
            let buckets = (digit * bucketCount)..<((digit + 1) * bucketCount)
            // A digit shared by every key leaves the order as it is.
            if histograms[buckets].contains(count) { continue }
            var offset = 0
            for bucket in buckets { (histograms[bucket], offset) = (offset, offset + histograms[bucket]) }
            elements.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    histograms.withUnsafeMutableBufferPointer { histograms in
                        for element in source {
                            let bucket = buckets.lowerBound + digitValue(key(element), digit)
                            target[histograms[bucket]] = element
                            histograms[bucket] += 1
                        }
                    }
                }
            }
            swap(&elements, &scratch)
        }
    }

    /// Digit `digit` of `key`, counting from the least significant.
    @inline(__always)
    private static func digitValue(_ key: UInt64, _ digit: Int) -> Int {
        Int(truncatingIfNeeded: (key &>> UInt64(digit * digitBits)) & UInt64(bucketCount - 1))
    }

    /// A key that orders finite Doubles as `<` does, with -0 and +0 equal.
    @inline(__always)
    static func key(_ value: Double) -> UInt64 {
        let bits = (value + 0).bitPattern
        return bits & (1 << 63) == 0 ? bits | (1 << 63) : ~bits
    }
}
