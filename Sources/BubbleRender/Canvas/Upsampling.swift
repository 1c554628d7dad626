/// Scaling a coverage buffer up by a whole factor.
enum Upsampling {
    /// The part `columns` x `rows` of `source` (`width` x `height`) scaled up `factor`
    /// times by bilinear interpolation between pixel centers (target pixel indices, at
    /// most `factor` times the source's size), as a pooled buffer of just that part:
    /// only what is drawn is computed and held. Beyond the source's edges the nearest
    /// edge pixel counts. Each target row mixes two source rows once, then
    /// interpolates along the mixed row.
    static func bilinear(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, factor: Int, columns targetColumns: Range<Int>,
        rows targetRows: Range<Int>
    ) -> PooledBuffer<UInt8> {
        let targetWidth = targetColumns.count
        let columns = taps(targetColumns, factor: factor, sourceCount: width)
        // Every element of these is written before it is read.
        let target = PooledBuffer<UInt8>(count: targetWidth * targetRows.count, zeroed: false)
        let mixedRow = PooledBuffer<Float>(count: width, zeroed: false)
        defer { withExtendedLifetime(mixedRow) {} }
        let mixed = mixedRow.base
        for (y, targetRow) in targetRows.enumerated() {
            let (top, bottom, rowWeight) = tap(targetRow, factor: factor, sourceCount: height)
            let upper = source + top * width, lower = source + bottom * width
            for x in 0..<width {
                let a = Float(upper[x])
                mixed[x] = a + (Float(lower[x]) - a) * rowWeight
            }
            let output = target.base + y * targetWidth
            for x in 0..<targetWidth {
                let a = mixed[columns.left[x]], b = mixed[columns.right[x]]
                output[x] = UInt8(Swift.min(255, Swift.max(0, a + (b - a) * columns.weight[x] + 0.5)))
            }
        }
        return target
    }

    /// The two source indices around target index `index` and the second's weight.
    private static func tap(_ index: Int, factor: Int, sourceCount: Int) -> (Int, Int, Float) {
        let position = (Float(index) + 0.5) / Float(factor) - 0.5
        let lower = Int(position.rounded(.down))
        let weight = position - Float(lower)
        return (Swift.min(Swift.max(lower, 0), sourceCount - 1), Swift.min(lower + 1, sourceCount - 1), weight)
    }

    /// ``tap(_:factor:sourceCount:)`` for every target index of `indices`, as three arrays.
    private static func taps(
        _ indices: Range<Int>, factor: Int, sourceCount: Int
    ) -> (left: [Int], right: [Int], weight: [Float]) {
        var result = (left: [Int](), right: [Int](), weight: [Float]())
        for index in indices {
            let (left, right, weight) = tap(index, factor: factor, sourceCount: sourceCount)
            result.left.append(left)
            result.right.append(right)
            result.weight.append(weight)
        }
        return result
    }
}
