import Geometry

extension Canvas {
    /// The device position of the canvas's top-left corner.
    var deviceOrigin: Point { Point(x: origin.x * scale, y: origin.y * scale) }

    /// The grid of canvas pixels that a path-space box touches, grown by `outset`
    /// pixels and clipped to the canvas grown by `margin` pixels, with the canvas
    /// pixel of its top-left corner; nil when nothing is left. Throws
    /// ``RenderError/imageTooLarge(width:height:)`` past ``RenderLimits``.
    func grid(covering bounds: Rect, outset: Int = 0, margin: Int = 0) throws(RenderError) -> PlacedGrid? {
        guard bounds.isFinite else { throw .nonFinitePath }
        let device = deviceOrigin
        let minX = Swift.max(Double(-margin), (bounds.minX * scale - device.x).rounded(.down) - Double(outset))
        let minY = Swift.max(Double(-margin), (bounds.minY * scale - device.y).rounded(.down) - Double(outset))
        let maxX = Swift.min(Double(width + margin), (bounds.maxX * scale - device.x).rounded(.up) + Double(outset))
        let maxY = Swift.min(Double(height + margin), (bounds.maxY * scale - device.y).rounded(.up) + Double(outset))
        guard minX < maxX, minY < maxY else { return nil }
        _ = try DeviceGrid.checkedSize(width: maxX - minX, height: maxY - minY)
        let grid = DeviceGrid(
            scale: scale, originX: device.x + minX, originY: device.y + minY, width: Int(maxX - minX),
            height: Int(maxY - minY))
        return PlacedGrid(grid: grid, x: Int(minX), y: Int(minY))
    }
}

/// A device grid placed on a canvas: its pixel (0, 0) is canvas pixel (x, y).
struct PlacedGrid {
    var grid: DeviceGrid
    var x: Int
    var y: Int
}
