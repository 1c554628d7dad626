import Geometry

/// Where a scaled image lands on a canvas: its box placed to a quarter device pixel,
/// and the part of it inside the canvas, which is all that is scaled and drawn (so a
/// huge image allocates no more than the canvas).
struct ImagePlacement {
    /// The canvas pixel of the image's top-left corner, rounded down.
    let left: Int, top: Int
    /// How far the image's left and top edges sit past `left` and `top`, in quarter pixels (0 to 3).
    let phaseX: Int, phaseY: Int
    /// The scaled image's pixel size, phase included.
    let fullWidth: Int, fullHeight: Int
    /// The scaled image's columns and rows inside the canvas (not empty).
    let columns: Range<Int>, rows: Range<Int>

    /// The placement of an image covering `box` (device pixels) on a canvas of
    /// `canvasWidth` x `canvasHeight`; nil when no part of it is on the canvas.
    ///
    /// - Throws: ``RenderError/coordinateOutOfRange(_:)`` for an edge past
    ///   ``RenderLimits/maximumCoordinate``.
    init?(deviceBox box: Rect, canvasWidth: Int, canvasHeight: Int) throws(RenderError) {
        for value in [box.minX, box.minY, box.maxX, box.maxY] where !(abs(value) <= RenderLimits.maximumCoordinate) {
            throw .coordinateOutOfRange(value)
        }
        (left, phaseX) = Self.quarterPixel(box.minX)
        (top, phaseY) = Self.quarterPixel(box.minY)
        fullWidth = Int((Double(phaseX) / 4 + box.width).rounded(.up))
        fullHeight = Int((Double(phaseY) / 4 + box.height).rounded(.up))
        // The part inside the canvas (bounds checked before making ranges of them).
        let (firstColumn, endColumn) = (Swift.max(0, -left), Swift.min(fullWidth, canvasWidth - left))
        let (firstRow, endRow) = (Swift.max(0, -top), Swift.min(fullHeight, canvasHeight - top))
        guard firstColumn < endColumn, firstRow < endRow else { return nil }
        columns = firstColumn..<endColumn
        rows = firstRow..<endRow
    }

    /// Whether the whole image is on the canvas.
    var isWhole: Bool { columns.count == fullWidth && rows.count == fullHeight }

    /// The visible part of premultiplied RGBA `pixels` (`width` x `height`) scaled by
    /// `factor` (see ``ImageResampler``).
    func resample(_ pixels: [UInt8], width: Int, height: Int, factor: Double) -> [UInt8] {
        ImageResampler.resample(
            pixels, width: width, height: height, factor: factor,
            phase: (Double(phaseX) / 4, Double(phaseY) / 4), columns: columns, rows: rows)
    }

    /// A device coordinate as a whole pixel and a phase in quarter pixels (0 to 3).
    private static func quarterPixel(_ value: Double) -> (Int, Int) {
        let whole = value.rounded(.down)
        let quarters = Int(((value - whole) * 4).rounded())
        return quarters == 4 ? (Int(whole) + 1, 0) : (Int(whole), quarters)
    }
}
