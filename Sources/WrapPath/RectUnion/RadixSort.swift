/// A stable least-significant-digit radix sort by an unsigned 64-bit key, for
/// the large arrays of the union sweep: O(n) per digit, reading and writing
/// memory in order instead of the scattered comparisons of a merge sort, which
/// took a quarter of the union of a million random rects. Arrays larger than the
/// caches are first split by a key prefix (``prefixMinimumCount``).
enum RadixSort {
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
    ///
    /// - Parameters:
    ///   - key: The key; it must order the elements as `areInIncreasingOrder` does.
    ///   - areInIncreasingOrder: The order, for the standard library's sort of
    ///     fewer than ``minimumCount`` elements (cheaper than comparing keys).
    ///   - prefixCount: From how many elements the sort splits by a key prefix
    ///     first (``prefixMinimumCount``; the tests lower it to reach that path with
    ///     arrays a debug build sorts quickly).
    @inline(__always)
    static func sort<Element: BitwiseCopyable>(
        _ elements: inout [Element], by key: (Element) -> UInt64,
        areInIncreasingOrder: (Element, Element) -> Bool, prefixCount: Int = prefixMinimumCount
    ) {
        let count = elements.count
        guard count >= minimumCount else {
            elements.sort(by: areInIncreasingOrder)
            return
        }
        // Every pass writes all of it before it is read: no copy of the elements needed.
        var scratch = [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var histograms = [Int](repeating: 0, count: digitCount * bucketCount)
        if count >= prefixCount {
            elements.withUnsafeMutableBufferPointer { elements in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    histograms.withUnsafeMutableBufferPointer { histograms in
                        sortByPrefix(elements, scratch: scratch, histograms: histograms, key, areInIncreasingOrder)
                    }
                }
            }
            return
        }
        let sortedInScratch = elements.withUnsafeMutableBufferPointer { elements in
            scratch.withUnsafeMutableBufferPointer { scratch in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    sortByDigits(elements, into: scratch, digits: digitCount, histograms: histograms, key)
                }
            }
        }
        if sortedInScratch { swap(&elements, &scratch) }
    }

    /// From this many elements (4 MB of 16-byte elements, twice the L2 cache) the
    /// sort first splits the elements by a 16-bit prefix of their keys: every pass
    /// over an array larger than the caches writes to 2,048 places spread over
    /// it, more pages than the TLB holds, and missed it at almost every element.
    /// The prefix pass does that once; each bucket is then sorted in the cache.
    static let prefixMinimumCount = 1 << 18

    /// Sorts by the 16 key bits below the highest bit on which keys differ, then
    /// sorts each bucket by the bits below those (in the cache when the prefix
    /// spreads the keys; correct, just slower, when it does not).
    @inline(__always)
    private static func sortByPrefix<Element: BitwiseCopyable>(
        _ elements: UnsafeMutableBufferPointer<Element>, scratch: UnsafeMutableBufferPointer<Element>,
        histograms: UnsafeMutableBufferPointer<Int>, _ key: (Element) -> UInt64,
        _ areInIncreasingOrder: (Element, Element) -> Bool
    ) {
        let first = key(elements[0])
        var differing: UInt64 = 0
        for element in elements { differing |= key(element) ^ first }
        guard differing != 0 else { return }
        let shift = Swift.max(0, 63 - differing.leadingZeroBitCount - 15)
        var offsets = [Int](repeating: 0, count: 1 << 16)
        offsets.withUnsafeMutableBufferPointer { offsets in
            for element in elements { offsets[Int(truncatingIfNeeded: (key(element) &>> UInt64(shift)) & 0xFFFF)] += 1 }
            var offset = 0
            for bucket in offsets.indices { (offsets[bucket], offset) = (offset, offset + offsets[bucket]) }
            for element in elements {
                let bucket = Int(truncatingIfNeeded: (key(element) &>> UInt64(shift)) & 0xFFFF)
                scratch[offsets[bucket]] = element
                offsets[bucket] += 1
            }
            // Each offset is now where its bucket ends.
            var start = 0
            let digits = (shift + digitBits - 1) / digitBits
            for end in offsets where end > start {
                var bucket = UnsafeMutableBufferPointer(rebasing: scratch[start..<end])
                let target = UnsafeMutableBufferPointer(rebasing: elements[start..<end])
                if end - start < minimumCount {
                    bucket.sort(by: areInIncreasingOrder)
                    _ = target.update(fromContentsOf: bucket)
                } else if !sortByDigits(bucket, into: target, digits: digits, histograms: histograms, key) {
                    _ = target.update(fromContentsOf: bucket)
                }
                start = end
            }
        }
    }

    /// Sorts `source` by its keys' lowest `digits` digits, one pass per digit on
    /// which they differ, alternating between `source` and `target` (as long);
    /// returns whether the sorted elements ended in `target`.
    @inline(__always)
    private static func sortByDigits<Element: BitwiseCopyable>(
        _ source: UnsafeMutableBufferPointer<Element>, into target: UnsafeMutableBufferPointer<Element>, digits: Int,
        histograms: UnsafeMutableBufferPointer<Int>, _ key: (Element) -> UInt64
    ) -> Bool {
        let count = source.count
        for index in 0..<(digits * bucketCount) { histograms[index] = 0 }
        for element in source {
            let value = key(element)
            for digit in 0..<digits { histograms[digit * bucketCount + digitValue(value, digit)] += 1 }
        }
        var (from, to) = (source, target)
        var inTarget = false
        for digit in 0..<digits {
            let buckets = (digit * bucketCount)..<((digit + 1) * bucketCount)
            // A digit shared by every key leaves the order as it is.
            if histograms[buckets].contains(count) { continue }
            var offset = 0
            for bucket in buckets { (histograms[bucket], offset) = (offset, offset + histograms[bucket]) }
            for element in from {
                let bucket = buckets.lowerBound + digitValue(key(element), digit)
                to[histograms[bucket]] = element
                histograms[bucket] += 1
            }
            swap(&from, &to)
            inTarget.toggle()
        }
        return inTarget
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
