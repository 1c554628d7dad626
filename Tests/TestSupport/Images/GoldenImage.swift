import BubbleRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A committed reference image and the files a failed comparison with it leaves beside
/// it: for `NAME.png`, the rendering as `NAME.failed.png` and a picture of the difference
/// (see ``differenceImage(expected:actual:)``) as `NAME.diff.png`.
package struct GoldenImage: Sendable {
    /// The golden PNG file.
    package let path: String
    /// How much a rendering may differ from the golden and still match it.
    package let tolerance: ImageTolerance

    /// The golden at `path`, matched within `tolerance`.
    package init(path: String, tolerance: ImageTolerance) {
        self.path = path
        self.tolerance = tolerance
    }

    /// Where a failed comparison writes the rendering.
    package var failedPath: String { artifactPath("failed") }

    /// Where a failed comparison writes the difference image.
    package var diffPath: String { artifactPath("diff") }

    private func artifactPath(_ kind: String) -> String {
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return "\(stem).\(kind).png"
    }

    /// Compares `actual` with the golden. Within the tolerance, removes the failure files
    /// an earlier run may have left and returns nil; otherwise writes them and returns a
    /// message that says how far the images are apart and names both files.
    ///
    /// - Throws: when the golden cannot be read or decoded, or a failure file cannot be written.
    package func mismatch(of actual: Bitmap) throws -> String? {
        let expected = try readPNG(path)
        let difference = ImageDifference(expected: expected, actual: actual)
        if tolerance.accepts(difference) {
            unlink(failedPath)
            unlink(diffPath)
            return nil
        }
        try actual.writePNG(toFile: failedPath)
        try differenceImage(expected: expected, actual: actual).writePNG(toFile: diffPath)
        let size = difference.sizesMatch
            ? "" : "size \(actual.width) x \(actual.height), golden \(expected.width) x \(expected.height); "
        return """
            \(path) does not match: \(size)largest channel difference \(difference.largestChannelDifference) \
            (at most \(tolerance.largestChannelDifference)), mean \(difference.meanChannelDifference) \
            (at most \(tolerance.meanChannelDifference)), \(difference.differingPixelCount) pixels differ. \
            Rendering: \(failedPath) Difference: \(diffPath)
            """
    }
}
