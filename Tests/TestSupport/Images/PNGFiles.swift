import BubbleRender
import LinkBubbleTestSupport

/// Reads and decodes the PNG file at `path`, for checking what a renderer wrote.
package func readPNG(_ path: String, as format: PixelFormat = .rgba8) throws -> Bitmap {
    try PNGCodec.decode(try readFile(path), as: format)
}
