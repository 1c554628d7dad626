/// Scaling a coverage buffer up by a whole factor.
enum Upsampling {
    /// The part `columns` x `rows` of `source` (`width` x `height`) scaled up `factor`
    /// times by bilinear interpolation between pixel centers (target pixel indices, at
    /// most `factor` times the source's size), as a pooled buffer of just that part:
    /// only what is drawn is computed and held. Beyond the source's edges the nearest
    /// edge pixel counts. Each target row mixes two source rows once, then
    /// interpolates along the mixed row.
    ///
    /// The target pixels between the same two source pixels form a run (about `factor`
    /// long) that shares their values: where the two are equal, as inside and far
    /// outside a shadow, the whole run takes that value, which is what interpolating
    /// gives (`a + (a - a) * w` is `a`), and a stretch of such runs is passed in one scan
    /// of the mixed row.
    static func bilinear(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, factor: Int, columns targetColumns: Range<Int>,
        rows targetRows: Range<Int>
    ) -> PooledBuffer<UInt8> {
        let targetWidth = targetColumns.count
        let (runs, weights) = taps(targetColumns, factor: factor, sourceCount: width)
        // For each source pixel, the first run whose right pixel is that one or later.
        var firstRunReaching = [Int](repeating: runs.count, count: width)
        var next = 0
        for pixel in 0..<width {
            while next < runs.count, runs[next].right < pixel { next += 1 }
            firstRunReaching[pixel] = next
        }
        // Every element of these is written before it is read.
        let target = PooledBuffer<UInt8>(count: targetWidth * targetRows.count, zeroed: false)
        let mixedRow = PooledBuffer<Float>(count: width, zeroed: false)
        defer { withExtendedLifetime(mixedRow) {} }
        let mixed = mixedRow.base
        weights.withUnsafeBufferPointer { weights in
            for (y, targetRow) in targetRows.enumerated() {
                let (top, bottom, rowWeight) = tap(targetRow, factor: factor, sourceCount: height)
                let upper = source + top * width, lower = source + bottom * width
                for x in 0..<width {
                    let a = Float(upper[x])
                    mixed[x] = a + (Float(lower[x]) - a) * rowWeight
                }
                let output = target.base + y * targetWidth
                // Neighbouring runs of one value are filled together, from `fillStart` on;
                // `fillSource` is a mixed value that gives `fillValue`.
                var (fillStart, fillValue, fillSource): (Int, UInt8, Float) = (0, 0, 0)
                var index = 0
                while index < runs.count {
                    let run = runs[index]
                    let a = mixed[run.left], difference = mixed[run.right] - a
                    guard difference == 0 else {
                        (output + fillStart).update(repeating: fillValue, count: run.targets.lowerBound - fillStart)
                        interpolate(a, difference, weights: weights.baseAddress!, into: output, run.targets)
                        fillStart = run.targets.upperBound
                        index += 1
                        continue
                    }
                    if a != fillSource {
                        let value = a.roundedByte
                        fillSource = a
                        if value != fillValue {
                            (output + fillStart).update(repeating: fillValue, count: run.targets.lowerBound - fillStart)
                            (fillStart, fillValue) = (run.targets.lowerBound, value)
                        }
                    }
                    // The runs after it between source pixels that all equal `a` join the
                    // fill as they are: go on from the first run that reaches another value.
                    var pixel = run.right + 1
                    while pixel < width, mixed[pixel] == a { pixel += 1 }
                    index = pixel < width ? firstRunReaching[pixel] : runs.count
                }
                (output + fillStart).update(repeating: fillValue, count: targetWidth - fillStart)
            }
        }
        return target
    }

    /// Writes `a + difference * weights[x]` as bytes to `output[x]` for each x of `targets`;
    /// 4 at a time (the run of a factor of 4) in vector lanes, which round each
    /// operation as the scalar code does.
    @inline(__always)
    private static func interpolate(
        _ a: Float, _ difference: Float, weights: UnsafePointer<Float>, into output: UnsafeMutablePointer<UInt8>,
        _ targets: Range<Int>
    ) {
        guard targets.count == 4 else {
            for x in targets { output[x] = (a + difference * weights[x]).roundedByte }
            return
        }
        let weight = UnsafeRawPointer(weights + targets.lowerBound).loadUnaligned(as: SIMD4<Float>.self)
        let value = SIMD4(repeating: a) + SIMD4(repeating: difference) * weight
        let bytes = SIMD4<UInt8>(value[0].roundedByte, value[1].roundedByte, value[2].roundedByte, value[3].roundedByte)
        UnsafeMutableRawPointer(output + targets.lowerBound).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
    }

    /// The two source indices around target index `index` and the second's weight.
    private static func tap(_ index: Int, factor: Int, sourceCount: Int) -> (Int, Int, Float) {
        let position = (Float(index) + 0.5) / Float(factor) - 0.5
        let lower = Int(position.rounded(.down))
        let weight = position - Float(lower)
        return (Swift.min(Swift.max(lower, 0), sourceCount - 1), Swift.min(lower + 1, sourceCount - 1), weight)
    }

    /// Target pixels (indices from 0 at `indices.lowerBound`) between the same two source
    /// pixels.
    private struct Run {
        var targets: Range<Int>
        var left: Int
        var right: Int
    }

    /// ``tap(_:factor:sourceCount:)`` for every target index of `indices`: the runs of
    /// target pixels between the same two source pixels, and each target pixel's weight.
    private static func taps(_ indices: Range<Int>, factor: Int, sourceCount: Int) -> (runs: [Run], weights: [Float]) {
        var runs: [Run] = [], weights: [Float] = []
        for index in indices {
            let (left, right, weight) = tap(index, factor: factor, sourceCount: sourceCount)
            let target = index - indices.lowerBound
            if let last = runs.last, last.left == left, last.right == right {
                runs[runs.count - 1].targets = last.targets.lowerBound..<target + 1
            } else {
                runs.append(Run(targets: target..<target + 1, left: left, right: right))
            }
            weights.append(weight)
        }
        return (runs, weights)
    }
}
