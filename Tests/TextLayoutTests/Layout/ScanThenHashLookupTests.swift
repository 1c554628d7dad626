import Testing

@testable import TextLayout

/// The lookup that finds a layout's styles and line metrics scans short lists and hashes
/// long ones: both halves must find every key where it is, and nothing else.
@Suite struct ScanThenHashLookupTests {
    @Test func findsEveryKeyBeforeAndAfterTheListOutgrowsTheScan() {
        var lookup = ScanThenHashLookup<Int>()
        var keys: [Int] = []
        for step in 0..<100 {
            let key = step * 7 % 101
            let missing = keys.withUnsafeBufferPointer { lookup.position(of: key, in: $0, keyOf: { $0 }) }
            #expect(missing == nil)
            keys.append(key)
            keys.withUnsafeBufferPointer { lookup.noteAppended(to: $0, keyOf: { $0 }) }
            for (index, earlier) in keys.enumerated() {
                let found = keys.withUnsafeBufferPointer { lookup.position(of: earlier, in: $0, keyOf: { $0 }) }
                #expect(found == UInt32(index), "key \(earlier) after \(keys.count) keys")
            }
        }
    }

    /// 40 lines of 40 sizes: 40 styles and 40 line metrics, past the 32 that are scanned.
    /// Each line must be as tall as the same line laid out alone.
    @Test func manySizesGiveEachLineItsOwnMetrics() throws {
        let sizes = (0..<40).map { 8 + Double($0) * 0.75 }
        let text = sizes.indices.map { "line \($0)" }.joined(separator: "\n")
        var attributed = AttributedText(text, attributes: TextAttributes(font: Font.bundled(.notoSans), size: 12))
        var start = 0
        for (index, size) in sizes.enumerated() {
            let length = "line \(index)".utf16.count
            try attributed.setAttributes(TextAttributes(font: Font.bundled(.notoSans), size: size), range: start..<(start + length))
            start += length + 1
        }
        let layout = try LayoutManager(text: attributed, container: TextContainer(width: 400), fontSource: .fontChain)
        #expect(layout.lineFragments.count == sizes.count)
        for (index, size) in sizes.enumerated() {
            let alone = try LayoutManager(
                text: AttributedText("line \(index)", attributes: TextAttributes(font: Font.bundled(.notoSans), size: size)),
                container: TextContainer(width: 400), fontSource: .fontChain)
            #expect(layout.lineFragments[index].rect.height == alone.lineFragments[0].rect.height, "line \(index)")
        }
    }
}
