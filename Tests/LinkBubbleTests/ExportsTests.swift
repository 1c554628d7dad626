import Testing
import LinkBubble

@Suite struct ExportsTests {
    @Test func oneImportReachesEveryModule() throws {
        let rect = Rect(x: 0, y: 0, width: 2, height: 2)
        let font = Font(.notoSans)
        let bitmap = try Bitmap(width: Int(rect.width), height: Int(rect.height), format: .gray8)
        #expect(font.metrics.unitsPerEm == 1000 && bitmap.pixels.count == 4)
    }
}
