import BubbleRender
import Foundation
import LinkBubbleImageTestSupport
import LinkBubbleTestSupport
import Testing

/// The comparison behind the golden tests, so that a golden test can fail.
@Suite struct GoldenImageTests {
    /// Black, white, transparent and a dark blue-green, 2 x 2.
    static let expected = try! Bitmap(width: 2, height: 2, format: .rgba8, pixels: [
        0, 0, 0, 255, /**/ 255, 255, 255, 255,
        0, 0, 0, 0, /**/ 10, 20, 30, 255,
    ])
    /// ``expected`` with blue 100 more in the white-turned-black pixel and red 1 more in the last.
    static let actual = try! Bitmap(width: 2, height: 2, format: .rgba8, pixels: [
        0, 0, 0, 255, /**/ 155, 255, 255, 255,
        0, 0, 0, 0, /**/ 11, 20, 30, 255,
    ])
    static let tolerance = ImageTolerance(largestChannelDifference: 64, meanChannelDifference: 0.5)

    @Test func aKnownDifferenceIsMeasuredAndRejected() {
        let difference = ImageDifference(expected: Self.expected, actual: Self.actual)
        #expect(difference.sizesMatch)
        #expect(difference.largestChannelDifference == 100)
        #expect(difference.meanChannelDifference == 101.0 / 16)
        #expect(difference.differingPixelCount == 2)
        #expect(!Self.tolerance.accepts(difference))
        #expect(ImageTolerance(largestChannelDifference: 100, meanChannelDifference: 6.5).accepts(difference))
        #expect(!ImageTolerance(largestChannelDifference: 99, meanChannelDifference: 6.5).accepts(difference))
        #expect(!ImageTolerance(largestChannelDifference: 100, meanChannelDifference: 6.3).accepts(difference))
    }

    @Test func theDifferenceImageMarksEachDifferingPixel() throws {
        let image = try differenceImage(expected: Self.expected, actual: Self.actual)
        #expect(image.width == 2 && image.height == 2 && image.format == .rgba8)
        #expect(image.pixels == [
            192, 192, 192, 255, /**/ 178, 0, 0, 255, // black in pale gray; a difference of 100
            255, 255, 255, 255, /**/ 128, 0, 0, 255, // transparent over white; a difference of 1
        ])
        let same = try differenceImage(expected: Self.expected, actual: Self.expected)
        #expect(same.pixels == [192, 192, 192, 255, 255, 255, 255, 255, 255, 255, 255, 255, 196, 196, 196, 255])
    }

    @Test func aSizeMismatchIsADifferenceEverywhereOutsideTheOverlap() throws {
        let narrow = try Bitmap(width: 1, height: 2, format: .rgba8, pixels: [0, 0, 0, 255, 0, 0, 0, 0])
        let difference = ImageDifference(expected: Self.expected, actual: narrow)
        #expect(!difference.sizesMatch && difference.largestChannelDifference == 0)
        #expect(!ImageTolerance(largestChannelDifference: 255, meanChannelDifference: 255).accepts(difference))
        let image = try differenceImage(expected: Self.expected, actual: narrow)
        #expect(image.pixels == [192, 192, 192, 255, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255])
    }

    @Test func aMismatchWritesTheRenderingAndTheDifferenceBesideTheGolden() throws {
        let folder = temporaryPath(suffix: "-golden")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenImage(path: folder + "/sample.png", tolerance: Self.tolerance)
        try Self.expected.writePNG(toFile: golden.path)
        #expect(golden.failedPath == folder + "/sample.failed.png")
        #expect(golden.diffPath == folder + "/sample.diff.png")

        let message = try #require(try golden.mismatch(of: Self.actual))
        #expect(message == """
            \(folder)/sample.png does not match: largest channel difference 100 (at most 64), \
            mean 6.3125 (at most 0.5), 2 pixels differ. \
            Rendering: \(folder)/sample.failed.png Difference: \(folder)/sample.diff.png
            """)
        #expect(try readPNG(golden.failedPath) == Self.actual)
        #expect(try readPNG(golden.diffPath) == differenceImage(expected: Self.expected, actual: Self.actual))

        // A match passes and clears what the failure left.
        #expect(try golden.mismatch(of: Self.expected) == nil)
        #expect(!FileManager.default.fileExists(atPath: golden.failedPath))
        #expect(!FileManager.default.fileExists(atPath: golden.diffPath))
    }
}
