extension Canvas {
    /// Writes every pixel of an unwritten canvas (`pixels`, `width` x `height`) as
    /// compositing a coverage grid over transparent pixels leaves it: `colors[c]`, the
    /// premultiplied color at coverage c, on the pixels `rows` x `columns` that the grid
    /// (pixel (0, 0) on canvas pixel `placement`, `coverageWidth` wide) covers, and zeros
    /// around them. Source over a transparent pixel is the source, so these are the bytes
    /// of clearing the canvas and compositing, without the clearing.
    static func writeFirst(
        _ coverage: UnsafePointer<UInt8>, width coverageWidth: Int, at placement: (x: Int, y: Int),
        rows: Range<Int>, columns: Range<Int>, colors: UnsafeBufferPointer<SIMD4<UInt8>>,
        into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int
    ) {
        let rowBytes = width * 4
        pixels.update(repeating: 0, count: rows.lowerBound * rowBytes)
        (pixels + rows.upperBound * rowBytes).update(repeating: 0, count: (height - rows.upperBound) * rowBytes)
        let full = SIMD4<UInt32>(repeating: unsafeBitCast(colors[255], to: UInt32.self)), empty = SIMD4<UInt32>.zero
        for row in rows {
            let coverageRow = coverage + (row - placement.y) * coverageWidth - placement.x
            let pixelRow = UnsafeMutableRawPointer(pixels + row * rowBytes)
            pixelRow.initializeMemory(as: UInt32.self, repeating: 0, count: columns.lowerBound)
            (pixelRow + columns.upperBound * 4).initializeMemory(
                as: UInt32.self, repeating: 0, count: width - columns.upperBound)
            var column = columns.lowerBound
            /// Writes the 8 pixels from `column` on, whose coverages are `eight`.
            @inline(__always) func write8(_ eight: UInt64, at column: Int) {
                let target = pixelRow + column &* 4
                if eight == 0 || eight == .max {
                    let four = eight == 0 ? empty : full
                    target.storeBytes(of: four, as: SIMD4<UInt32>.self)
                    target.storeBytes(of: four, toByteOffset: 16, as: SIMD4<UInt32>.self)
                } else {
                    store8(colors, coverage: coverageRow + column, to: target)
                }
            }
            // Coverages go 16 at a time, 8 then 8; groups of 8 all empty or all full (most
            // of a grid) are two stores of four pixels.
            while column &+ 16 <= columns.upperBound {
                let raw = UnsafeRawPointer(coverageRow + column)
                write8(raw.loadUnaligned(as: UInt64.self), at: column)
                write8(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self), at: column &+ 8)
                column &+= 16
            }
            if column + 8 <= columns.upperBound {
                write8(UnsafeRawPointer(coverageRow + column).loadUnaligned(as: UInt64.self), at: column)
                column += 8
            }
            while column < columns.upperBound {
                pixelRow.storeBytes(of: colors[Int(coverageRow[column])], toByteOffset: column * 4, as: SIMD4<UInt8>.self)
                column += 1
            }
        }
    }

    /// Stores `colors[c]` for each of the 8 coverages c at `coverage` into the 8 pixels
    /// at `target`.
    @inline(__always)
    static func store8(
        _ colors: UnsafeBufferPointer<SIMD4<UInt8>>, coverage: UnsafePointer<UInt8>, to target: UnsafeMutableRawPointer
    ) {
        for index in 0..<8 {
            target.storeBytes(of: colors[Int(coverage[index])], toByteOffset: index * 4, as: SIMD4<UInt8>.self)
        }
    }
}
